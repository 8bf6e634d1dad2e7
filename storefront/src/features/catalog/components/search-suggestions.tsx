import { Trans } from '@lingui/react/macro';
import type { SearchSuggestion } from '@kirana/api/contract/search';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * What a search that found nothing says: that, and the nearest products as links
 * ("Did you mean Toned Milk or Tomato Soup Mix?"). Inline, inside the empty state's text.
 */
export function NoSearchResults({
  text,
  suggestions,
}: {
  text: string;
  suggestions: readonly SearchSuggestion[];
}) {
  return (
    <>
      <Trans>No products match “{text}”.</Trans>
      {suggestions.length > 0 ? (
        <>
          {' '}
          <Trans>Did you mean</Trans>{' '}
          {suggestions.map((product, i) => (
            <span key={product._id}>
              {i === 0 ? (
                ''
              ) : i === suggestions.length - 1 ? (
                <>
                  {' '}
                  <Trans>or</Trans>{' '}
                </>
              ) : (
                ', '
              )}
              <Link
                to={paths.product(product.category, product._id)}
                className="focus-ring rounded-control text-primary-strong underline"
              >
                {product.name}
              </Link>
            </span>
          ))}
          ?
        </>
      ) : null}
    </>
  );
}
