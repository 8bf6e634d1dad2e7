import { HOME_DEFAULTS } from '@kirana/api/contract/shop-home';
import { heartGlyph, leafGlyph, tagGlyph, truckGlyph } from '@kirana/ui-kit/glyphs';
import type { IconGlyph } from '@kirana/ui-kit/icon';

/** Each of the four highlights' picture, in order; the words are the shop's. */
export const highlightIcons: readonly IconGlyph[] = [truckGlyph, leafGlyph, tagGlyph, heartGlyph];

export interface Highlight {
  icon: IconGlyph;
  title: string;
  description: string;
}

/** "Why We Are The Best": the spec's four claims, word for word (the prerendered page's). */
export const highlights: readonly Highlight[] = HOME_DEFAULTS.highlights.map((h, i) => ({
  icon: highlightIcons[i] ?? heartGlyph,
  title: h.title,
  description: h.text,
}));
