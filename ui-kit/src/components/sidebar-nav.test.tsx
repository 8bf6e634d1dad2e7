import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { SidebarNav, type SidebarNavItem } from './sidebar-nav.tsx';
import { clipboardGlyph, listGlyph, plusSquareGlyph, tagGlyph } from './glyphs.tsx';

const items: SidebarNavItem[] = [
  { href: '/seller', label: 'Add Product', icon: plusSquareGlyph },
  { href: '/seller/product-list', label: 'Product List', icon: listGlyph },
  { href: '/seller/price-list', label: 'Price List', icon: tagGlyph },
  { href: '/seller/orders', label: 'Orders', icon: clipboardGlyph },
];

describe('SidebarNav', () => {
  it('has no axe violations', async () => {
    const { container } = render(<SidebarNav items={items} activeHref="/seller" />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks only the current page', () => {
    render(<SidebarNav items={items} activeHref="/seller/orders" />);
    expect(screen.getByRole('navigation', { name: 'Seller' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Add Product' })).not.toHaveAttribute('aria-current');
  });

  it('is one landmark for both layouts, every item named by its visible label', () => {
    render(<SidebarNav items={items} activeHref="/seller/price-list" />);
    const nav = screen.getByRole('navigation', { name: 'Seller' });
    expect(screen.getAllByRole('navigation')).toEqual([nav]);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(items.map((item) => item.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(items.map((i) => i.href));
    // The phone bar shows the labels too: none is left to screen readers alone.
    for (const item of items) {
      expect(within(nav).getByText(item.label).className).not.toMatch(/sr-only/);
    }
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAccessibleName('Price List');
  });

  it('shows a count badge, read out after the name, and nothing at 0', async () => {
    const withBadge = items.map((item) =>
      item.label === 'Orders' ? { ...item, badge: { count: 3, label: '3 new orders' } } : item,
    );
    const { container, rerender } = render(<SidebarNav items={withBadge} activeHref="/seller" />);
    // jsdom's name computation drops the space that browsers keep: "Orders (3 new orders)".
    expect(screen.getByRole('link', { name: /^Orders ?\(3 new orders\)$/ })).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
    const none = items.map((item) =>
      item.label === 'Orders' ? { ...item, badge: { count: 0, label: 'no new orders' } } : item,
    );
    rerender(<SidebarNav items={none} activeHref="/seller" />);
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });

  it('accepts a custom active rule', () => {
    render(<SidebarNav items={items} isActive={(item) => item.href.endsWith('product-list')} />);
    expect(screen.getByRole('link', { name: 'Product List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the phone bar to the daily screens, the rest under More, naming the current one', async () => {
    const user = userEvent.setup();
    const split = items.map((item) =>
      item.label === 'Orders' || item.label === 'Product List' ? { ...item, phone: true } : item,
    );
    render(<SidebarNav items={split} activeHref="/seller/price-list" />);
    const nav = screen.getByRole('navigation', { name: 'Seller' });
    // Hidden below md only: the side column still lists every screen.
    expect(within(nav).getByRole('link', { name: 'Add Product' }).closest('li')).toHaveClass(
      'max-md:hidden',
    );
    expect(within(nav).getByRole('link', { name: 'Orders' }).closest('li')).not.toHaveClass(
      'max-md:hidden',
    );
    // jsdom drops the space browsers keep: "More (now on Price List)".
    const more = within(nav).getByRole('button', { name: /^More ?\(now on Price List\)$/ });
    await user.click(more);
    const sheet = screen.getByRole('dialog', { name: 'More' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add Product', 'Price List']);
    expect(within(sheet).getByRole('link', { name: 'Price List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
