import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoArt } from '../fixtures/demo-art.ts';
import { axeViolations } from '../test/axe.ts';
import { CategoryTile } from './category-tile.tsx';

describe('CategoryTile', () => {
  it('has no axe violations', async () => {
    const { container } = render(
      <CategoryTile
        text="Organic veggies"
        imageSrc={demoArt.carrot}
        href="/products/vegetables"
        tone="vegetables"
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a link named by its text, with a decorative picture', () => {
    render(
      <CategoryTile
        text="Fresh Fruits"
        imageSrc={demoArt.apple}
        href="/products/fruits"
        tone="fruits"
      />,
    );
    const link = screen.getByRole('link', { name: 'Fresh Fruits' });
    expect(link).toHaveAttribute('href', '/products/fruits');
    expect(link).toHaveClass('bg-category-fruits');
    expect(link.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('uses a colour from data when given one', () => {
    render(
      <CategoryTile
        text="Seasonal"
        imageSrc={demoArt.apple}
        href="/products/seasonal"
        bgColor="#FEF6DA"
      />,
    );
    expect(screen.getByRole('link', { name: 'Seasonal' })).toHaveStyle({
      backgroundColor: '#FEF6DA',
    });
  });

  it('shows only its name on its colour when it has no picture', () => {
    render(<CategoryTile text="Pooja Items" href="/products/pooja-items" bgColor="#F1E3F9" />);
    const link = screen.getByRole('link', { name: 'Pooja Items' });
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveStyle({ backgroundColor: '#F1E3F9' });
  });
});
