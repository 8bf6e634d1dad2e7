import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAnchor } from '../lib/render-link.ts';
import { boxGlyph, plusSquareGlyph, tagGlyph } from './glyphs.tsx';
import { MoreSheet } from './sidebar-nav-more.tsx';
import type { SidebarNavItem } from './sidebar-nav.tsx';

const items = [
  { href: '/', label: 'Add Product', icon: plusSquareGlyph },
  { href: '/price-list', label: 'Price List', icon: tagGlyph },
  { href: '/categories', label: 'Categories', icon: boxGlyph },
];

/** The phone bar's last button and its sheet (SidebarNav uses it when items are split). */
const meta = {
  title: 'Layout/SidebarNav/MoreSheet',
  component: MoreSheet,
  args: {
    items,
    label: 'More',
    current: undefined,
    renderLink: renderAnchor,
    isActive: (_item: SidebarNavItem): boolean => false,
  },
  decorators: [
    (Story) => (
      <div className="w-24">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoreSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingUnderItOpen: Story = {};

/** The seller is on Price List: the button is marked and says so. */
export const OnAScreenUnderIt: Story = {
  args: {
    current: items[1],
    isActive: (item: SidebarNavItem) => item.href === '/price-list',
  },
};
