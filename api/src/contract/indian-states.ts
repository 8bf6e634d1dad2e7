// Zod-free: the storefront's address form lists these, and the API checks against them.

/** India's 28 states and 8 union territories, as India Post and the shopper write them. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

// Older and other spellings still on people's lips and in India Post's data.
const ALIASES: Record<string, IndianState> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  chattisgarh: 'Chhattisgarh',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'jammu kashmir': 'Jammu and Kashmir',
};

// Two-letter codes, as forms, couriers and other apps send them: ISO 3166-2:IN's (with the
// ones it has since replaced) and the vehicle registration marks where those differ.
const CODES: Record<string, IndianState> = {
  an: 'Andaman and Nicobar Islands',
  ap: 'Andhra Pradesh',
  ar: 'Arunachal Pradesh',
  as: 'Assam',
  br: 'Bihar',
  ch: 'Chandigarh',
  cg: 'Chhattisgarh',
  ct: 'Chhattisgarh',
  dh: 'Dadra and Nagar Haveli and Daman and Diu',
  dd: 'Dadra and Nagar Haveli and Daman and Diu',
  dn: 'Dadra and Nagar Haveli and Daman and Diu',
  dl: 'Delhi',
  ga: 'Goa',
  gj: 'Gujarat',
  hr: 'Haryana',
  hp: 'Himachal Pradesh',
  jk: 'Jammu and Kashmir',
  jh: 'Jharkhand',
  ka: 'Karnataka',
  kl: 'Kerala',
  la: 'Ladakh',
  ld: 'Lakshadweep',
  mp: 'Madhya Pradesh',
  mh: 'Maharashtra',
  mn: 'Manipur',
  ml: 'Meghalaya',
  mz: 'Mizoram',
  nl: 'Nagaland',
  od: 'Odisha',
  or: 'Odisha',
  py: 'Puducherry',
  pb: 'Punjab',
  rj: 'Rajasthan',
  sk: 'Sikkim',
  tn: 'Tamil Nadu',
  tg: 'Telangana',
  ts: 'Telangana',
  tr: 'Tripura',
  up: 'Uttar Pradesh',
  uk: 'Uttarakhand',
  ut: 'Uttarakhand',
  wb: 'West Bengal',
};

const BY_KEY = new Map<string, IndianState>([
  ...INDIAN_STATES.map((state) => [key(state), state] as const),
  ...Object.entries(ALIASES),
  ...Object.entries(CODES),
  // ISO's own form: IN-MH.
  ...Object.entries(CODES).map(([code, state]) => [`in ${code}`, state] as const),
]);

/**
 * The state or union territory `name` means (any case, `&` for "and", or its two-letter code
 * such as MH or IN-MH), or undefined.
 */
export const indianState = (name: string): IndianState | undefined => BY_KEY.get(key(name));
