import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from './button.tsx';
import { CartLink } from './cart-link.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { Icon } from './icon.tsx';
import { Logo } from './logo.tsx';
import { SearchField } from './search-field.tsx';
import { TopBar } from './top-bar.tsx';
import { userGlyph } from './glyphs.tsx';

const homeLink = (
  <a href="#/" className="focus-ring rounded-control">
    <Logo size="sm" />
  </a>
);

const navItems = [
  { href: '#/', label: 'Home' },
  { href: '#/products', label: 'All Product' },
  { href: '#/contact', label: 'Contact' },
];

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: homeLink,
    navItems,
    activeHref: '#/',
    search: <SearchField />,
    actions: (
      <>
        <CartLink count={2} href="#/cart" />
        <Button variant="pill" size="sm" className="px-6">
          Login
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The storefront, signed out. */
export const Storefront: Story = {};

/** Signed in: the profile menu replaces Login. */
export const SignedIn: Story = {
  args: {
    actions: (
      <>
        <CartLink count={5} href="#/cart" />
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label="Profile menu"
            className="focus-ring inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-primary-soft text-primary-strong"
          >
            <Icon glyph={userGlyph} />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem asChild>
              <a href="#/my-orders">My Orders</a>
            </DropdownMenuItem>
            <DropdownMenuItem>Logout</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </>
    ),
  },
};

/** The seller console: brand and logout only. */
export const SellerConsole: Story = {
  args: {
    brand: (
      <a href="#/seller" className="focus-ring rounded-control">
        <Logo size="sm" suffix="Seller" />
      </a>
    ),
    navItems: [],
    search: undefined,
    actions: (
      <>
        <p className="text-ink-muted">Hi! Admin</p>
        <Button variant="outline" size="sm" className="rounded-full">
          Logout
        </Button>
      </>
    ),
  },
};

export const WithSkipLink: Story = { args: { mainId: 'main-content' } };

/** Phone width: the links move into a menu behind the toggle. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
