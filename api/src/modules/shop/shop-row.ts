import {
  HOME_DEFAULTS,
  socialNetworks,
  type HomeHighlight,
  type SocialNetwork,
} from '../../contract/shop-home.ts';
import { SHOP_TEXT_FIELDS, type ShopChanges, type ShopSettings } from '../../contract/shop.ts';
import type { TaxMode } from '../../contract/tax.ts';

// The shop_profile row and the shop's settings, both ways. Most fields are text columns;
// the highlights are one JSON column (four pairs, read and written whole), the stars a
// boolean, each social link a column of its own.

const socialColumn = (network: SocialNetwork) =>
  `social${network[0]?.toUpperCase()}${network.slice(1)}`;

/** Every column the settings are read from (camelCase: knex maps them). */
export const SHOP_COLUMNS = [
  ...SHOP_TEXT_FIELDS,
  'taxMode',
  'bannerTitle',
  'bannerText',
  'highlights',
  'showRatings',
  ...socialNetworks.map(socialColumn),
];

type Row = Record<string, unknown>;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function highlightsOf(value: unknown): HomeHighlight[] {
  if (typeof value !== 'string') return HOME_DEFAULTS.highlights;
  try {
    const parsed = JSON.parse(value) as unknown;
    const valid =
      Array.isArray(parsed) &&
      parsed.length === HOME_DEFAULTS.highlights.length &&
      parsed.every(
        (h: unknown) =>
          typeof h === 'object' &&
          h !== null &&
          typeof (h as HomeHighlight).title === 'string' &&
          typeof (h as HomeHighlight).text === 'string',
      );
    return valid ? (parsed as HomeHighlight[]) : HOME_DEFAULTS.highlights;
  } catch {
    return HOME_DEFAULTS.highlights;
  }
}

/** The stored row as the API answers it: unset home fields are the spec's text. */
export function settingsOf(row: Row | undefined): ShopSettings {
  const details = Object.fromEntries(SHOP_TEXT_FIELDS.map((f) => [f, textOf(row?.[f])])) as Record<
    (typeof SHOP_TEXT_FIELDS)[number],
    string | null
  >;
  return {
    ...details,
    taxMode: (row?.taxMode as TaxMode | undefined) ?? 'added',
    bannerTitle: textOf(row?.bannerTitle) ?? HOME_DEFAULTS.bannerTitle,
    bannerText: textOf(row?.bannerText),
    highlights: highlightsOf(row?.highlights),
    // 1/0 from both databases; a row without the column keeps the spec's stars.
    showRatings:
      row?.showRatings === undefined || row.showRatings === null
        ? true
        : Boolean(Number(row.showRatings)),
    social: Object.fromEntries(
      socialNetworks.map((n) => [n, textOf(row?.[socialColumn(n)])]),
    ) as Record<SocialNetwork, string | null>,
  };
}

/** The columns a change sets; a field left out is not among them, null clears one. */
export function columnsOf(changes: ShopChanges): Row {
  const set: Row = {};
  for (const field of SHOP_TEXT_FIELDS) {
    if (changes[field] !== undefined) set[field] = changes[field];
  }
  if (changes.taxMode !== undefined) set.taxMode = changes.taxMode;
  if (changes.bannerTitle !== undefined) set.bannerTitle = changes.bannerTitle;
  if (changes.bannerText !== undefined) set.bannerText = changes.bannerText;
  if (changes.highlights !== undefined) {
    set.highlights = changes.highlights === null ? null : JSON.stringify(changes.highlights);
  }
  if (changes.showRatings !== undefined) set.showRatings = changes.showRatings;
  for (const network of socialNetworks) {
    const link = changes.social?.[network];
    if (link !== undefined) set[socialColumn(network)] = link;
  }
  return set;
}
