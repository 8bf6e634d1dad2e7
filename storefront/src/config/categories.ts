import type { StoreCategory } from '@kirana/api/contract/category';
import bakery from '../assets/categories/bakery.svg';
import dairy from '../assets/categories/dairy.svg';
import drinks from '../assets/categories/drinks.svg';
import fruits from '../assets/categories/fruits.svg';
import grains from '../assets/categories/grains.svg';
import instant from '../assets/categories/instant.svg';
import vegetables from '../assets/categories/vegetables.svg';

const seed = (
  name: string,
  text: string,
  colour: string,
  image: string,
  position: number,
): StoreCategory => {
  const path = name.toLowerCase();
  return {
    id: `seed-category-${path}`,
    name,
    text,
    ownText: true,
    path,
    colour,
    image,
    position,
    retired: false,
  };
};

/**
 * The categories a new shop starts with (the API's migration 018 seeds the same), shown only
 * while the shop's own list is on its way: the home page is prerendered at build time, when
 * no API answers, and hydrates with these tiles; the live list then replaces them. Their
 * pictures are bundled (small SVGs, inlined), so the page without JavaScript has them too.
 */
// Shop data, not interface words: the seller renames these in the console, the API's
// migration seeds the same English, and the live list (never translated) replaces them
// within a moment; a name is also the category's path. So they stay as the shop has them.
/* eslint-disable lingui/no-unlocalized-strings -- the shop's own category names and tile texts (data) */
export const seedCategories: readonly StoreCategory[] = [
  seed('Vegetables', 'Organic veggies', '#FEF6DA', vegetables, 0),
  seed('Fruits', 'Fresh Fruits', '#FEE0E0', fruits, 1),
  seed('Drinks', 'Cold Drinks', '#F0F5DE', drinks, 2),
  seed('Instant', 'Instant Food', '#E1F5EC', instant, 3),
  seed('Dairy', 'Dairy Products', '#FEE6CD', dairy, 4),
  seed('Bakery', 'Bakery & Breads', '#E0F6FE', bakery, 5),
  seed('Grains', 'Grains & Cereals', '#F1E3F9', grains, 6),
];
/* eslint-enable lingui/no-unlocalized-strings */
