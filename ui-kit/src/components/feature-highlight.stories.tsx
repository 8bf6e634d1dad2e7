import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureHighlight } from './feature-highlight.tsx';
import { heartGlyph, leafGlyph, tagGlyph, truckGlyph } from './glyphs.tsx';

const meta = {
  title: 'Commerce/FeatureHighlight',
  component: FeatureHighlight,
  args: {
    icon: truckGlyph,
    title: 'Fastest Delivery',
    description: 'Groceries delivered in under 30 minutes.',
  },
} satisfies Meta<typeof FeatureHighlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The home page's "Why We Are The Best" block. */
export const WhyWeAreTheBest: Story = {
  render: () => (
    <section aria-labelledby="why-title" className="flex flex-col gap-6">
      <h2 id="why-title" className="text-2xl font-semibold text-ink md:text-3xl">
        Why We Are the Best?
      </h2>
      <FeatureHighlight
        icon={truckGlyph}
        title="Fastest Delivery"
        description="Groceries delivered in under 30 minutes."
      />
      <FeatureHighlight
        icon={leafGlyph}
        title="Freshness Guaranteed"
        description="Fresh produce straight from the source."
      />
      <FeatureHighlight
        icon={tagGlyph}
        title="Affordable Prices"
        description="Quality groceries at unbeatable prices."
      />
      <FeatureHighlight
        icon={heartGlyph}
        title="Trusted by Thousands"
        description="Loved by 10,000+ happy customers."
      />
    </section>
  ),
};
