import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * What a full page load would do on a new page: start at the top and, when the link that
 * was followed has disappeared with the old page, put keyboard and screen-reader focus at
 * the start of the new content instead of leaving it on <body>. Search keystrokes change
 * only the query string, and links in the top bar stay put, so their focus is left alone.
 */
export function RouteChange({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const active = document.activeElement;
    if (!active || active === document.body) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [pathname, mainId]);
  return null;
}
