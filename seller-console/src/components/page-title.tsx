import { useOrderAlerts } from '../lib/order-alerts-context.ts';

export interface PageTitleProps {
  children: string;
}

/**
 * The screen's h1, and the browser tab's title (React 19 hoists <title> into <head>). New
 * orders show in the title as "(2) …", so a seller on another tab notices them.
 */
export function PageTitle({ children }: PageTitleProps) {
  const { newOrders } = useOrderAlerts();
  const count = newOrders > 0 ? `(${newOrders}) ` : '';
  return (
    <>
      <title>{`${count}${children} · Kirana Seller`}</title>
      <h1 className="mb-6 text-2xl font-semibold text-ink">{children}</h1>
    </>
  );
}
