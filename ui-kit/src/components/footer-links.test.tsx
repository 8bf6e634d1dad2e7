import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { FooterLinks } from './footer-links.tsx';

const groups = [
  {
    title: 'Quick Links',
    links: [
      { text: 'Home', url: '/' },
      { text: 'FAQs', url: '#' },
    ],
  },
  { title: 'Follow Us', links: [{ text: 'Instagram', url: '#' }] },
];

describe('FooterLinks', () => {
  it('has no axe violations', async () => {
    const { container } = render(<FooterLinks groups={groups} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a footer navigation with a heading and a list per group', () => {
    render(<FooterLinks groups={groups} />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Quick Links', 'Follow Us']);
    expect(within(nav).getAllByRole('list')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('uses the app link renderer', () => {
    render(
      <FooterLinks
        groups={groups}
        renderLink={({ href, ...rest }) => <a href={`/app${href}`} {...rest} />}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/');
  });
});
