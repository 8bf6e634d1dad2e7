import { freshProducts } from './demo-catalogue-fresh.ts';
import { pantryProducts } from './demo-catalogue-pantry.ts';

/**
 * Demo catalogue loaded when the product table is empty (see `SEED_DEMO`).
 *
 * Generic product names only (no brand names). Every picture named in `images` is an
 * original SVG drawn for this project and stored next to this file in `./artwork`.
 * Prices are in rupees (at most 2 decimals); the database stores integer paise.
 *
 * Test hooks built into the data:
 * - one name per category contains the word "Fresh" (search);
 * - "Ready-to-Eat Veg Pulao" mixes upper and lower case inside one word (case-insensitive search);
 * - "Spinach Bunch" and "Tender Coconut" have no weight (shown as "N/A");
 * - "Fresh Tomatoes", "Red Apples" and "Whole Wheat Bread" have a second image (thumbnails);
 * - some offer prices carry paise (34.50) and some equal the price (no discount).
 */

export const demoCategories = [
  'Vegetables',
  'Fruits',
  'Drinks',
  'Instant',
  'Dairy',
  'Bakery',
  'Grains',
] as const;

export type DemoCategory = (typeof demoCategories)[number];

/** Every demo product, in category order (two files: the list is long). */
export const demoCatalogue = [...freshProducts, ...pantryProducts];

/**
 * The demo products' names: a table keyed by it (the Hindi words) fails to compile when a
 * product is missing from it or it names one the catalogue does not have.
 */
export type DemoProductName = (typeof demoCatalogue)[number]['name'];
