import { toast } from '@kirana/ui-kit/toaster';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/**
 * Wraps every screen: moving to another screen closes toasts about the one before ("Stock
 * Updated" has no business on Orders), keeping those raised by the move itself.
 */
export function PageChange() {
  const { pathname } = useLocation();
  // The path last handled, rather than a "first render" flag, so React's development
  // double-run of effects does not count as a page change.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    toast.dismissStale();
  }, [pathname]);
  return <Outlet />;
}
