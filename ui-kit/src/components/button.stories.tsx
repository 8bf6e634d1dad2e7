import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { arrowRightGlyph, cartGlyph } from './glyphs.tsx';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'outline', 'ghost', 'pill', 'danger', 'danger-outline'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Outline: Story = { args: { variant: 'outline', children: 'Explore deals' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Pill: Story = { args: { variant: 'pill', size: 'lg', children: 'Shop Now' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Cancel order' } };

export const DangerOutline: Story = {
  args: { variant: 'danger-outline', children: 'Cancel order' },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add to cart">
        <Icon glyph={cartGlyph} />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: {
    children: (
      <>
        Shop Now <Icon glyph={arrowRightGlyph} className="size-4" />
      </>
    ),
  },
};

export const FullWidth: Story = { args: { fullWidth: true, children: 'Place Order' } };

export const Disabled: Story = { args: { disabled: true, children: 'Place Order' } };

export const Loading: Story = {
  args: { loading: true, loadingText: 'Processing...', children: 'Place Order' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#products">See all products</a> },
};
