import type { Category } from '@kirana/api/contract/product';
import type { CategoryTone } from '@kirana/ui-kit/category-tile';
import bakery from '../assets/categories/bakery.svg';
import dairy from '../assets/categories/dairy.svg';
import drinks from '../assets/categories/drinks.svg';
import fruits from '../assets/categories/fruits.svg';
import grains from '../assets/categories/grains.svg';
import instant from '../assets/categories/instant.svg';
import vegetables from '../assets/categories/vegetables.svg';

export interface StoreCategory {
  /** Shown on the tile and as the category page's heading. */
  text: string;
  /** The API's category name; its lowercase form is the URL segment. */
  path: Category;
  image: string;
  tone: CategoryTone;
}

// A copy of the API's category list with what only the shop needs (text, picture,
// colour); importing the API's runtime list would pull zod into the home page.
export const storeCategories: readonly StoreCategory[] = [
  { text: 'Organic veggies', path: 'Vegetables', image: vegetables, tone: 'vegetables' },
  { text: 'Fresh Fruits', path: 'Fruits', image: fruits, tone: 'fruits' },
  { text: 'Cold Drinks', path: 'Drinks', image: drinks, tone: 'drinks' },
  { text: 'Instant Food', path: 'Instant', image: instant, tone: 'instant' },
  { text: 'Dairy Products', path: 'Dairy', image: dairy, tone: 'dairy' },
  { text: 'Bakery & Breads', path: 'Bakery', image: bakery, tone: 'bakery' },
  { text: 'Grains & Cereals', path: 'Grains', image: grains, tone: 'grains' },
];

/** The category whose URL segment is `segment`, compared in lowercase as the spec asks. */
export function findCategory(segment: string | undefined): StoreCategory | undefined {
  const wanted = segment?.toLowerCase();
  return storeCategories.find((category) => category.path.toLowerCase() === wanted);
}
