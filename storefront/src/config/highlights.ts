import { HOME_DEFAULTS } from '@kirana/api/contract/shop-home';
import type { IconName } from '@kirana/ui-kit/icon';

/** Each of the four highlights' picture, in order; the words are the shop's. */
export const highlightIcons: readonly IconName[] = ['truck', 'leaf', 'tag', 'heart'];

export interface Highlight {
  icon: IconName;
  title: string;
  description: string;
}

/** "Why We Are The Best": the spec's four claims, word for word (the prerendered page's). */
export const highlights: readonly Highlight[] = HOME_DEFAULTS.highlights.map((h, i) => ({
  icon: highlightIcons[i] ?? 'heart',
  title: h.title,
  description: h.text,
}));
