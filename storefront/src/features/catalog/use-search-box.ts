import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useProductSearch } from './use-product-search.ts';

/** Keystrokes this close together make one search (and one URL change). */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The header's search box. It keeps what is typed itself and puts it in the URL a moment
 * after the typing stops: bound straight to the URL, fast typing lost letters, because the
 * first keystroke's page change (loading /products) lands after the next keystrokes. The
 * URL wins when it changes by other means: another page, back and forward, a link.
 */
export function useSearchBox() {
  const search = useProductSearch();
  const { pathname } = useLocation();
  const [text, setText] = useState(search.text);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Values this box put in the URL: when the URL catches up with them it is only an echo.
  const sent = useRef(new Set<string>());
  const lastPath = useRef(pathname);

  useEffect(() => {
    const movedPage = lastPath.current !== pathname;
    lastPath.current = pathname;
    if (movedPage) {
      // The shopper went elsewhere (a link, back) before the typing was sent: stay there.
      clearTimeout(timer.current);
      timer.current = undefined;
    }
    if (!movedPage && (timer.current || sent.current.has(search.text))) return;
    sent.current.clear();
    setText(search.text);
  }, [search.text, pathname]);

  useEffect(() => {
    // A link followed, or a step back, before the typing was sent: the shopper went
    // elsewhere. Cancelled at once, not when the new page shows: on a slow phone that page
    // may take longer than the pause, and the search would then take them away from it.
    const cancel = (event: Event) => {
      const link = event.target instanceof Element && event.target.closest('a[href]');
      if (event.type === 'popstate' || link) {
        clearTimeout(timer.current);
        timer.current = undefined;
      }
    };
    document.addEventListener('click', cancel, true);
    window.addEventListener('popstate', cancel);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener('click', cancel, true);
      window.removeEventListener('popstate', cancel);
    };
  }, []);

  const send = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      sent.current.add(next);
      search.go(next);
    },
    [search],
  );

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
    },
    [send],
  );

  return { text, change, submit: send };
}
