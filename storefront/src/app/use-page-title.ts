import { t } from '@lingui/core/macro';
import { useEffect } from 'react';

/** Names the tab after the page, which is also what a screen reader announces on arrival. */
export function usePageTitle(title: string | null) {
  useEffect(() => {
    document.title = title ? t`${title} | Kirana` : t`Kirana — fresh groceries delivered`;
  }, [title]);
}
