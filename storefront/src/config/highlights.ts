import type { IconName } from '@kirana/ui-kit/icon';

export interface Highlight {
  icon: IconName;
  title: string;
  description: string;
}

/** "Why We Are The Best": the spec's four claims, word for word. */
export const highlights: readonly Highlight[] = [
  {
    icon: 'truck',
    title: 'Fastest Delivery',
    description: 'Groceries delivered in under 30 minutes.',
  },
  {
    icon: 'leaf',
    title: 'Freshness Guaranteed',
    description: 'Fresh produce straight from the source.',
  },
  {
    icon: 'tag',
    title: 'Affordable Prices',
    description: 'Quality groceries at unbeatable prices.',
  },
  {
    icon: 'heart',
    title: 'Trusted by Thousands',
    description: 'Loved by 10,000+ happy customers.',
  },
];
