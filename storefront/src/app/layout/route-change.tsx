import { toast } from '@kirana/ui-kit/lib/toast-store';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * What a full page load would do on a new page: start at the top and, when the link that
 * was followed has disappeared with the old page, put keyboard and screen-reader focus at
 * the start of the new content instead of leaving it on <body>. Search keystrokes change
 * only the query string, and links in the top bar stay put, so their focus is left alone.
 * News about the page before ("Stock Updated") goes too, unless it came with the move.
 */
export function RouteChange({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  // The path last handled, rather than a "first render" flag, so React's development
  // double-run of effects does not count as a page change.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    window.scrollTo(0, 0);
    toast.dismissStale();
    const active = document.activeElement;
    if (!active || active === document.body) {
      document.getElementById(mainId)?.focus({ preventScroll: true });
    }
  }, [pathname, mainId]);
  return null;
}
