import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { cartGlyph, clipboardGlyph } from './glyphs.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Products found in this category.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    icon: cartGlyph,
    title: 'Your cart is empty',
    description: 'Fresh fruit, vegetables and more are a tap away.',
    action: (
      <Button asChild>
        <a href="#products">Continue Shopping</a>
      </Button>
    ),
  },
};

export const AsParagraph: Story = {
  args: { icon: clipboardGlyph, title: 'No orders yet', titleAs: 'p' },
};
