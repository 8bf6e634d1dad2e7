import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartLink } from './cart-link.tsx';

const meta = {
  title: 'Layout/CartLink',
  component: CartLink,
  args: { count: 3, href: '#/cart' },
  decorators: [
    (Story) => (
      <div className="p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const Empty: Story = { args: { count: 0 } };

export const OneItem: Story = { args: { count: 1 } };

export const Many: Story = { args: { count: 128 } };
