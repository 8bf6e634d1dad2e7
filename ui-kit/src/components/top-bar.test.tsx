import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { activateLanguage } from '../lib/i18n.ts';
import { TopBar } from './top-bar.tsx';

const navItems = [
  { href: '#/', label: 'Home' },
  { href: '#/products', label: 'All Product' },
  { href: '#/contact', label: 'Contact' },
];

function Bar() {
  return (
    <TopBar
      brand={<a href="#/">Kirana</a>}
      navItems={navItems}
      activeHref="#/products"
      actions={<button type="button">Login</button>}
      mainId="main"
    />
  );
}

describe('TopBar', () => {
  it('has no axe violations', async () => {
    const { container } = render(<Bar />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the main links with the current page marked', () => {
    render(<Bar />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Product' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('opens and closes the phone menu, returning focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Bar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'id',
      toggle.getAttribute('aria-controls'),
    );

    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('names its landmarks and buttons in Hindi when Hindi is active', async () => {
    await activateLanguage('hi', { load: async () => ({}) });
    render(<Bar />);
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
  });

  it('closes the phone menu when a link is followed', async () => {
    const user = userEvent.setup();
    render(<Bar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
