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

/** `N`: the product's name, kept literal in `demoCatalogue` (see `DemoProductName`). */
export interface DemoProduct<N extends string = string> {
  /** Generic name, unique within the catalogue. */
  name: N;
  category: DemoCategory;
  /** MRP in rupees, at most 2 decimals. */
  price: number;
  /** Selling price in rupees, at most 2 decimals, never above `price`. */
  offerPrice: number;
  /** Pack size such as "500 g" or "1 L"; left out where it does not apply (shown as "N/A"). */
  weight?: string;
  /** Three or four short, factual description lines. */
  description: string[];
  /** File names in `./artwork`; the first one is the main picture. */
  images: string[];
}

/** Infers each name as its literal type rather than `string` (see `DemoProductName`). */
const withNames = <N extends string>(products: readonly DemoProduct<N>[]) => products;

export const demoCatalogue = withNames([
  // Vegetables
  {
    name: 'Fresh Tomatoes',
    category: 'Vegetables',
    price: 40,
    offerPrice: 34.5,
    weight: '500 g',
    description: [
      'Firm, ripe red tomatoes',
      'Good for curries, salads and chutneys',
      'Store at room temperature, away from direct sunlight',
    ],
    images: ['tomatoes.svg', 'tomatoes-halved.svg'],
  },
  {
    name: 'Potatoes',
    category: 'Vegetables',
    price: 45,
    offerPrice: 38,
    weight: '1 kg',
    description: [
      'Medium-sized potatoes for everyday cooking',
      'Suited to boiling, frying and curries',
      'Store in a cool, dark and dry place',
    ],
    images: ['potatoes.svg'],
  },
  {
    name: 'Red Onions',
    category: 'Vegetables',
    price: 50,
    offerPrice: 44,
    weight: '1 kg',
    description: [
      'Dry-skinned red onions',
      'A base for gravies, salads and raita',
      'Keep in a well-ventilated basket',
    ],
    images: ['red-onions.svg'],
  },
  {
    name: 'Carrots',
    category: 'Vegetables',
    price: 35,
    offerPrice: 35,
    weight: '500 g',
    description: [
      'Crunchy orange carrots',
      'Use in halwa, salads, soups and stir-fries',
      'Refrigerate in a paper bag',
      'Wash well before use',
    ],
    images: ['carrots.svg'],
  },
  {
    name: 'Spinach Bunch',
    category: 'Vegetables',
    price: 30,
    offerPrice: 25,
    description: [
      'Leafy green spinach, sold by the bunch',
      'Use in palak paneer, dal and parathas',
      'Rinse thoroughly before cooking',
    ],
    images: ['spinach-bunch.svg'],
  },

  // Fruits
  {
    name: 'Fresh Bananas',
    category: 'Fruits',
    price: 60,
    offerPrice: 52,
    weight: '6 pcs',
    description: [
      'Yellow bananas, ready to eat',
      'Good for breakfast, shakes and lunch boxes',
      'Keep at room temperature',
    ],
    images: ['bananas.svg'],
  },
  {
    name: 'Red Apples',
    category: 'Fruits',
    price: 220,
    offerPrice: 189,
    weight: '1 kg',
    description: [
      'Crisp, juicy red apples',
      'Eat whole or slice into salads',
      'Refrigerate to keep them crisp for longer',
    ],
    images: ['red-apples.svg', 'red-apples-cut.svg'],
  },
  {
    name: 'Alphonso Mangoes',
    category: 'Fruits',
    price: 499,
    offerPrice: 449,
    weight: '6 pcs',
    description: [
      'Seasonal Alphonso mangoes',
      'Ripen at room temperature in two to three days',
      'Good for aamras, shakes and desserts',
    ],
    images: ['mangoes.svg'],
  },
  {
    name: 'Sweet Oranges',
    category: 'Fruits',
    price: 120,
    offerPrice: 99.5,
    weight: '1 kg',
    description: [
      'Easy-to-peel sweet oranges',
      'Eat as segments or squeeze for juice',
      'Store in a cool place',
    ],
    images: ['oranges.svg'],
  },
  {
    name: 'Green Grapes',
    category: 'Fruits',
    price: 90,
    offerPrice: 79,
    weight: '500 g',
    description: [
      'Seedless green grapes',
      'Rinse just before eating',
      'Refrigerate in an open container',
    ],
    images: ['green-grapes.svg'],
  },

  // Drinks
  {
    name: 'Fresh Orange Juice',
    category: 'Drinks',
    price: 140,
    offerPrice: 126,
    weight: '1 L',
    description: [
      'Orange juice in a resealable bottle',
      'Serve chilled',
      'Refrigerate after opening and use within 3 days',
    ],
    images: ['orange-juice.svg'],
  },
  {
    name: 'Cola Soft Drink',
    category: 'Drinks',
    price: 40,
    offerPrice: 40,
    weight: '750 mL',
    description: ['Carbonated cola drink', 'Best served chilled', 'Recyclable PET bottle'],
    images: ['cola-soft-drink.svg'],
  },
  {
    name: 'Lime Soda Can',
    category: 'Drinks',
    price: 40,
    offerPrice: 35,
    weight: '300 mL',
    description: [
      'Sparkling lime-flavoured soda',
      'Serve chilled, with ice if you like',
      'Recyclable aluminium can',
    ],
    images: ['lime-soda-can.svg'],
  },
  {
    name: 'Tender Coconut',
    category: 'Drinks',
    price: 60,
    offerPrice: 55,
    description: [
      'Whole green tender coconut',
      'Contains coconut water and soft malai',
      'Sold per piece; size varies',
    ],
    images: ['tender-coconut.svg'],
  },
  {
    name: 'Cold Coffee',
    category: 'Drinks',
    price: 45,
    offerPrice: 42.5,
    weight: '200 mL',
    description: [
      'Ready-to-drink milk coffee',
      'Shake well and serve chilled',
      'Refrigerate after opening',
    ],
    images: ['cold-coffee.svg'],
  },

  // Instant
  {
    name: 'Masala Instant Noodles',
    category: 'Instant',
    price: 56,
    offerPrice: 52,
    weight: '280 g',
    description: [
      'Pack of 4 noodle cakes with masala sachets',
      'Ready in about 2 minutes',
      'Add vegetables for a fuller meal',
    ],
    images: ['instant-noodles.svg'],
  },
  {
    name: 'Fresh Idli Dosa Batter',
    category: 'Instant',
    price: 90,
    offerPrice: 85,
    weight: '1 kg',
    description: [
      'Ground rice and urad dal batter',
      'Makes soft idlis or crisp dosas',
      'Keep refrigerated and use within 4 days',
    ],
    images: ['idli-dosa-batter.svg'],
  },
  {
    name: 'Tomato Soup Mix',
    category: 'Instant',
    price: 65,
    offerPrice: 60,
    weight: '52 g',
    description: [
      'Instant tomato soup powder',
      'Each sachet makes 2 bowls',
      'Whisk into boiling water and simmer for 2 minutes',
    ],
    images: ['tomato-soup-mix.svg'],
  },
  {
    name: 'Ready-to-Eat Veg Pulao',
    category: 'Instant',
    price: 125,
    offerPrice: 110,
    weight: '300 g',
    description: [
      'Basmati rice cooked with peas and carrots',
      'Heat the pouch in boiling water for 5 minutes',
      'No refrigeration needed before opening',
    ],
    images: ['veg-pulao.svg'],
  },
  {
    name: 'Instant Poha Mix',
    category: 'Instant',
    price: 60,
    offerPrice: 60,
    weight: '200 g',
    description: [
      'Flattened rice with peanuts and curry leaves',
      'Add hot water, cover and wait 3 minutes',
      'Serves 2',
    ],
    images: ['poha-mix.svg'],
  },

  // Dairy
  {
    name: 'Fresh Paneer',
    category: 'Dairy',
    price: 95,
    offerPrice: 89.5,
    weight: '200 g',
    description: [
      'Soft cottage cheese block',
      'Cut into cubes for curries and tikka',
      'Keep refrigerated and use within 2 days of opening',
    ],
    images: ['paneer.svg'],
  },
  {
    name: 'Toned Milk',
    category: 'Dairy',
    price: 58,
    offerPrice: 58,
    weight: '1 L',
    description: [
      'Pasteurised toned milk in a carton',
      'Boil before drinking if you prefer',
      'Keep refrigerated',
    ],
    images: ['toned-milk.svg'],
  },
  {
    name: 'Plain Curd',
    category: 'Dairy',
    price: 45,
    offerPrice: 42,
    weight: '400 g',
    description: ['Thick set curd', 'Eat plain or use for raita and lassi', 'Keep refrigerated'],
    images: ['plain-curd.svg'],
  },
  {
    name: 'Salted Butter',
    category: 'Dairy',
    price: 60,
    offerPrice: 58,
    weight: '100 g',
    description: [
      'Creamy salted butter block',
      'Spread on toast or melt over pav bhaji',
      'Keep refrigerated',
    ],
    images: ['salted-butter.svg'],
  },
  {
    name: 'Cheese Slices',
    category: 'Dairy',
    price: 150,
    offerPrice: 135,
    weight: '200 g',
    description: [
      '10 individually wrapped slices',
      'For sandwiches and burgers',
      'Keep refrigerated',
    ],
    images: ['cheese-slices.svg'],
  },

  // Bakery
  {
    name: 'Whole Wheat Bread',
    category: 'Bakery',
    price: 55,
    offerPrice: 50,
    weight: '400 g',
    description: [
      'Sliced whole wheat sandwich loaf',
      'Good for toast and sandwiches',
      'Best used within 3 days',
    ],
    images: ['whole-wheat-bread.svg', 'whole-wheat-bread-sliced.svg'],
  },
  {
    name: 'Fresh Pav Buns',
    category: 'Bakery',
    price: 40,
    offerPrice: 36,
    weight: '6 pcs',
    description: [
      'Soft pav buns baked in a tray of 6',
      'For pav bhaji, vada pav and misal',
      'Warm on a buttered tawa before serving',
    ],
    images: ['pav-buns.svg'],
  },
  {
    name: 'Butter Croissants',
    category: 'Bakery',
    price: 120,
    offerPrice: 99,
    weight: '4 pcs',
    description: [
      'Flaky layered croissants made with butter',
      'Warm in the oven for 2 to 3 minutes',
      'Best eaten within 2 days',
    ],
    images: ['croissants.svg'],
  },
  {
    name: 'Chocolate Chip Cookies',
    category: 'Bakery',
    price: 80,
    offerPrice: 72,
    weight: '150 g',
    description: [
      'Crunchy cookies with chocolate chips',
      'Goes well with milk or tea',
      'Store in an airtight container after opening',
    ],
    images: ['chocolate-chip-cookies.svg'],
  },
  {
    name: 'Rusk Toast',
    category: 'Bakery',
    price: 60,
    offerPrice: 60,
    weight: '300 g',
    description: [
      'Twice-baked crisp rusk',
      'A tea-time favourite',
      'Store in an airtight container after opening',
    ],
    images: ['rusk-toast.svg'],
  },

  // Grains
  {
    name: 'Basmati Rice',
    category: 'Grains',
    price: 160,
    offerPrice: 139,
    weight: '1 kg',
    description: [
      'Long-grain aged basmati rice',
      'For biryani, pulao and jeera rice',
      'Rinse and soak for 20 minutes before cooking',
    ],
    images: ['basmati-rice.svg'],
  },
  {
    name: 'Fresh Chakki Atta',
    category: 'Grains',
    price: 280,
    offerPrice: 249,
    weight: '5 kg',
    description: [
      'Stone-ground whole wheat flour',
      'Makes soft rotis and parathas',
      'Store in a dry, airtight container',
    ],
    images: ['chakki-atta.svg'],
  },
  {
    name: 'Toor Dal',
    category: 'Grains',
    price: 180,
    offerPrice: 165,
    weight: '1 kg',
    description: [
      'Unpolished split pigeon peas',
      'For everyday dal, sambar and khichdi',
      'Rinse well before cooking',
    ],
    images: ['toor-dal.svg'],
  },
  {
    name: 'Rolled Oats',
    category: 'Grains',
    price: 199,
    offerPrice: 175,
    weight: '1 kg',
    description: [
      'Whole rolled oat flakes',
      'Cook with milk or water for 3 to 5 minutes',
      'Also good in cookies and chillas',
      'Store in an airtight jar',
    ],
    images: ['rolled-oats.svg'],
  },
  {
    name: 'Corn Flakes',
    category: 'Grains',
    price: 190,
    offerPrice: 171,
    weight: '475 g',
    description: [
      'Crisp toasted corn flakes',
      'Serve with cold or warm milk',
      'Close the inner bag tightly after opening',
    ],
    images: ['corn-flakes.svg'],
  },
]);

/**
 * The demo products' names: a table keyed by it (the Hindi words) fails to compile when a
 * product is missing from it or it names one the catalogue does not have.
 */
export type DemoProductName = (typeof demoCatalogue)[number]['name'];
