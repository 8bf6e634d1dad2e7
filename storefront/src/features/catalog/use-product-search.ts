import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths, SEARCH_PARAM } from '../../config/paths.ts';

/**
 * The product search kept in the URL: typing anywhere goes to `/products?search=…`, and
 * while already there each keystroke replaces the entry instead of piling up history.
 */
export function useProductSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const onProducts = pathname.toLowerCase() === paths.products;
  const text = onProducts ? (params.get(SEARCH_PARAM) ?? '') : '';

  const go = useCallback(
    (next: string) => {
      const query = next ? `?${new URLSearchParams({ [SEARCH_PARAM]: next })}` : '';
      void navigate(`${paths.products}${query}`, { replace: onProducts });
    },
    [navigate, onProducts],
  );

  return { text, go };
}
