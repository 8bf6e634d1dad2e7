// Our categories as ONDC's grocery (ONDC:RET10) taxonomy names them. The taxonomy's ids are
// the ones ONDC's own log validator accepts for grocery (ONDC-Official/log-validation-utility,
// utils/enum.ts, `groceryCategories`); "Grocery" is its catch-all, for a category of the
// seller's own that matches nothing here. A product's name may say more than its category
// ("Basmati Rice" in Grains), so words in the name come first.

export const RET10_FALLBACK = 'Grocery';

/** A seller's category name (any case) → the RET10 category its products go under. */
export const RET10_BY_CATEGORY: Readonly<Record<string, string>> = {
  vegetables: 'Fruits and Vegetables',
  fruits: 'Fruits and Vegetables',
  'fruits & vegetables': 'Fruits and Vegetables',
  drinks: 'Energy and Soft Drinks',
  beverages: 'Energy and Soft Drinks',
  instant: 'Ready to Cook and Eat',
  dairy: 'Dairy and Cheese',
  bakery: 'Bakery, Cakes & Dairy',
  grains: 'Atta, Flours and Sooji',
  spices: 'Masala & Seasoning',
  masala: 'Masala & Seasoning',
  oil: 'Oil & Ghee',
  'oil & ghee': 'Oil & Ghee',
  snacks: 'Snacks and Namkeen',
  sweets: 'Indian Sweets',
  household: 'Cleaning & Household',
  cleaning: 'Cleaning & Household',
  'pet care': 'Pet Care',
  stationery: 'Stationery',
  eggs: 'Eggs, Meat & Fish',
  frozen: 'Frozen Snacks',
};

/** Words in a product's name that place it more exactly, whatever its category. */
export const RET10_BY_NAME_WORD: readonly (readonly [RegExp, string])[] = [
  [/\b(rice|poha)\b/i, 'Rice and Rice Products'],
  [/\b(atta|maida|besan|sooji|suji|rava|flour)\b/i, 'Atta, Flours and Sooji'],
  [/\b(dal|daal|chana|rajma|moong|masoor|urad|toor)\b/i, 'Dals and Pulses'],
  [/\b(oats|flakes|muesli|cereal)\b/i, 'Cereals and Breakfast'],
  [/\b(tea|coffee)\b/i, 'Tea and Coffee'],
  [/\b(juice)\b/i, 'Fruit Juices and Fruit Drinks'],
  [/\b(water)\b/i, 'Water'],
  [/\b(noodles|pasta|soup)\b/i, 'Pasta, Soup and Noodles'],
  [/\b(pickle|chutney)\b/i, 'Pickles and Chutney'],
  [/\b(salt|sugar|jaggery|gud)\b/i, 'Salt, Sugar and Jaggery'],
  [/\b(ghee)\b/i, 'Oil & Ghee'],
  [/\b(biscuits?|cookies|chocolates?)\b/i, 'Chocolates and Biscuits'],
];

/** The RET10 category id for a product of category `category` named `name`. */
export function ret10Category(category: string, name: string): string {
  for (const [word, id] of RET10_BY_NAME_WORD) if (word.test(name)) return id;
  return RET10_BY_CATEGORY[category.trim().toLowerCase()] ?? RET10_FALLBACK;
}
