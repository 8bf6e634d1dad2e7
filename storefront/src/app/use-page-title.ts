import { useEffect } from 'react';

const STORE_TITLE = 'Kirana — fresh groceries delivered';

/** Names the tab after the page, which is also what a screen reader announces on arrival. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? `${title} | Kirana` : STORE_TITLE;
  }, [title]);
}
