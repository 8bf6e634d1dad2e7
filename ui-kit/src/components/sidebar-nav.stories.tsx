import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidebarNav, sidebarNavBottomClearance, type SidebarNavItem } from './sidebar-nav.tsx';
import { clipboardGlyph, listGlyph, plusSquareGlyph, tagGlyph } from './glyphs.tsx';

const items: SidebarNavItem[] = [
  { href: '/seller', label: 'Add Product', icon: plusSquareGlyph },
  { href: '/seller/product-list', label: 'Product List', icon: listGlyph },
  { href: '/seller/price-list', label: 'Price List', icon: tagGlyph },
  { href: '/seller/orders', label: 'Orders', icon: clipboardGlyph },
];

const meta = {
  title: 'Layout/SidebarNav',
  component: SidebarNav,
  args: { items, activeHref: '/seller', className: 'md:w-64 md:shrink-0' },
  decorators: [
    (Story) => (
      // A page frame: the transform makes it the containing block of the phone bar, which
      // is position: fixed, so the bar sits at the frame's bottom, also in the docs page.
      <div className="flex h-96 border border-line [transform:translateZ(0)]">
        <Story />
        <div className={`min-w-0 flex-1 overflow-auto p-4 ${sidebarNavBottomClearance}`}>
          <p className="text-ink-muted">The current screen.</p>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SidebarNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddProductActive: Story = {};

export const OrdersActive: Story = { args: { activeHref: '/seller/orders' } };

/** New orders arrived while the seller was on another screen. */
export const WithBadge: Story = {
  args: {
    items: items.map((item) =>
      item.label === 'Orders' ? { ...item, badge: { count: 3, label: '3 new orders' } } : item,
    ),
  },
};

export const NothingActive: Story = { args: { activeHref: '/elsewhere' } };

/**
 * Below md the same nav is a bar along the bottom: each item shows its icon over its label,
 * the current one marked along its top edge. Pad the page with `sidebarNavBottomClearance`.
 */
export const Mobile: Story = {
  args: { activeHref: '/seller/price-list' },
  globals: { viewport: { value: 'mobile1' } },
};

/** The phone bar holds the daily screens; the rest are under More (on a phone only). */
export const PhoneBarWithMore: Story = {
  args: {
    items: items.map((item) =>
      item.label === 'Orders' || item.label === 'Product List' ? { ...item, phone: true } : item,
    ),
    activeHref: '/seller/price-list',
  },
};
