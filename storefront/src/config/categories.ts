import type { StoreCategory } from '@kirana/api/contract/category';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import bakery from '../assets/categories/bakery.svg';
import dairy from '../assets/categories/dairy.svg';
import drinks from '../assets/categories/drinks.svg';
import fruits from '../assets/categories/fruits.svg';
import grains from '../assets/categories/grains.svg';
import instant from '../assets/categories/instant.svg';
import vegetables from '../assets/categories/vegetables.svg';

const seed = (
  name: string,
  label: MessageDescriptor,
  text: MessageDescriptor,
  colour: string,
  image: string,
  position: number,
) => {
  const path = name.toLowerCase();
  return (i18n: I18n): StoreCategory => ({
    id: `seed-category-${path}`,
    name,
    label: i18n._(label),
    text: i18n._(text),
    ownText: true,
    path,
    colour,
    image,
    position,
    retired: false,
  });
};

// The names are shop data (products name their category by it, and it is the path): they
// stay as the shop has them. What a tile shows is the seed's words, which the API's
// migrations seed in English (018) and Hindi (026): the same words here, through the
// catalogues, so the prerendered Hindi page shows Hindi tiles and the live list replaces
// them without a change.
/* eslint-disable lingui/no-unlocalized-strings -- the seed categories' names (data, and their paths) */
const seeds = [
  seed('Vegetables', msg`Vegetables`, msg`Organic veggies`, '#FEF6DA', vegetables, 0),
  seed('Fruits', msg`Fruits`, msg`Fresh Fruits`, '#FEE0E0', fruits, 1),
  seed('Drinks', msg`Drinks`, msg`Cold Drinks`, '#F0F5DE', drinks, 2),
  seed('Instant', msg`Instant`, msg`Instant Food`, '#E1F5EC', instant, 3),
  seed('Dairy', msg`Dairy`, msg`Dairy Products`, '#FEE6CD', dairy, 4),
  seed('Bakery', msg`Bakery`, msg`Bakery & Breads`, '#E0F6FE', bakery, 5),
  seed('Grains', msg`Grains`, msg`Grains & Cereals`, '#F1E3F9', grains, 6),
];
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The categories a new shop starts with (the API's migration 018 seeds the same), shown only
 * while the shop's own list is on its way: the home page is prerendered at build time, when
 * no API answers, and hydrates with these tiles; the live list then replaces them. Their
 * pictures are bundled (small SVGs, inlined), so the page without JavaScript has them too.
 * In the page's language: call it while rendering, once the language is active.
 */
export const seedCategories = (i18n: I18n): StoreCategory[] => seeds.map((tile) => tile(i18n));
