export interface PageTitleProps {
  children: string;
}

/** The screen's h1, and the browser tab's title (React 19 hoists <title> into <head>). */
export function PageTitle({ children }: PageTitleProps) {
  return (
    <>
      <title>{`${children} · Kirana Seller`}</title>
      <h1 className="mb-6 text-2xl font-semibold text-ink">{children}</h1>
    </>
  );
}
