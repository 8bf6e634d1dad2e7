import { CategoryTile } from '@kirana/ui-kit/category-tile';
import { paths } from '../../../config/paths.ts';
import { storeCategories } from '../../../config/categories.ts';
import { renderLink } from '../../../lib/render-link.tsx';

export function CategoryTiles() {
  return (
    <section aria-labelledby="categories-title" className="mt-16">
      <h2 id="categories-title" className="text-2xl font-medium md:text-3xl">
        Categories
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-7">
        {storeCategories.map((category) => (
          <li key={category.path} className="flex">
            <CategoryTile
              text={category.text}
              imageSrc={category.image}
              href={paths.category(category.path)}
              tone={category.tone}
              renderLink={renderLink}
              // The kit's tile image has no size of its own; reserving it here keeps the
              // tiles from growing (and the page from shifting) as the pictures arrive.
              className="w-full [&_img]:size-24"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
