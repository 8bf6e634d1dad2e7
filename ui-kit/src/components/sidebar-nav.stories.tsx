import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidebarNav, type SidebarNavItem } from './sidebar-nav.tsx';

const items: SidebarNavItem[] = [
  { href: '/seller', label: 'Add Product', icon: 'plus-square' },
  { href: '/seller/product-list', label: 'Product List', icon: 'list' },
  { href: '/seller/orders', label: 'Orders', icon: 'clipboard' },
];

const meta = {
  title: 'Layout/SidebarNav',
  component: SidebarNav,
  args: { items, activeHref: '/seller' },
  decorators: [
    (Story) => (
      <div className="h-80 w-16 md:w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddProductActive: Story = {};

export const OrdersActive: Story = { args: { activeHref: '/seller/orders' } };

export const NothingActive: Story = { args: { activeHref: '/elsewhere' } };

/** On phones only the icons show; the labels stay for screen readers. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
