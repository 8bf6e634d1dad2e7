import { useOrderAlerts } from '../lib/order-alerts-context.ts';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '@kirana/ui-kit/lib/intl-locale';

export interface PageTitleProps {
  children: string;
}

/**
 * The screen's h1, and the browser tab's title (React 19 hoists <title> into <head>). Orders
 * waiting to be packed show in the title as "(2) …", so a seller on another tab sees them.
 */
export function PageTitle({ children }: PageTitleProps) {
  const { waiting } = useOrderAlerts();
  const { t } = useLingui();
  const count = waiting > 0 ? `(${formatCount(waiting)}) ` : '';
  const page = children;
  return (
    <>
      <title>{count + t`${page} · Kirana Seller`}</title>
      <h1 className="mb-6 text-2xl font-semibold text-ink print:text-black">{children}</h1>
    </>
  );
}
