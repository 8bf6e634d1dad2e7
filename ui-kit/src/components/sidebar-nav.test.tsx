import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { SidebarNav, type SidebarNavItem } from './sidebar-nav.tsx';

const items: SidebarNavItem[] = [
  { href: '/seller', label: 'Add Product', icon: 'plus-square' },
  { href: '/seller/product-list', label: 'Product List', icon: 'list' },
  { href: '/seller/orders', label: 'Orders', icon: 'clipboard' },
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

  it('accepts a custom active rule', () => {
    render(<SidebarNav items={items} isActive={(item) => item.href.endsWith('product-list')} />);
    expect(screen.getByRole('link', { name: 'Product List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
