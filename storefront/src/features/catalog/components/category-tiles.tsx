import { Trans } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { CategoryTile } from '@kirana/ui-kit/category-tile';
import { paths } from '../../../config/paths.ts';
import { renderLink } from '../../../lib/render-link.tsx';
import { useCategoryTiles } from '../api/get-categories.ts';

export function CategoryTiles() {
  const list = useCategoryTiles();
  return (
    <section aria-labelledby="categories-title" className="mt-10 md:mt-16">
      <h2 id="categories-title" className="text-2xl font-medium md:text-3xl">
        <Trans>Categories</Trans>
      </h2>
      {list.isError ? (
        <p role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-ink-muted">
          <Trans>The categories could not be loaded.</Trans>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : (
        // On a phone one row that scrolls sideways (the tiles are links, so keys reach every
        // one), so Best Sellers start on the first screen. The negative margin lets the row
        // run to the screen's edges, showing that it continues.
        <ul className="-mx-4 mt-4 flex md:mt-6 snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-5 lg:grid-cols-7">
          {(list.data ?? []).map((category) => (
            <li key={category.id} className="flex w-28 shrink-0 snap-start sm:w-auto">
              <CategoryTile
                text={category.text}
                imageSrc={category.image}
                href={paths.category(category.path)}
                bgColor={category.colour}
                renderLink={renderLink}
                // The kit's tile image has no size of its own; reserving it here keeps the
                // tiles from growing (and the page from shifting) as the pictures arrive.
                className="w-full py-3 max-sm:text-xs sm:py-5 [&_img]:size-16 sm:[&_img]:size-24"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
