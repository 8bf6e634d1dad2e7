import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoArt } from '../fixtures/demo-art.ts';
import { axeViolations } from '../test/axe.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

function props(overrides: Partial<ProductCardProps> = {}): ProductCardProps {
  return {
    name: 'Fresh Apples 1 kg',
    category: 'Fruits',
    image: { src: demoArt.apple, srcSet: demoArt.apple, width: 256, height: 256 },
    price: 150,
    offerPrice: 135,
    quantity: 0,
    href: '/products/fruits/p1',
    onAdd: vi.fn(),
    onIncrement: vi.fn(),
    onDecrement: vi.fn(),
    ...overrides,
  };
}

describe('ProductCard', () => {
  it('has no axe violations, out of and in the cart', async () => {
    const { container, rerender } = render(<ProductCard {...props()} />);
    expect(await axeViolations(container)).toEqual([]);
    rerender(<ProductCard {...props({ quantity: 2 })} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the stars, or none when the rating is null', () => {
    const { rerender } = render(<ProductCard {...props()} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    rerender(<ProductCard {...props({ rating: null })} />);
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('shows the pack size under the name, and keeps its line when there is none', () => {
    const { rerender } = render(
      <ProductCard {...props({ name: 'Fresh Apples', packSize: '1 kg' })} />,
    );
    const heading = screen.getByRole('heading', { name: 'Fresh Apples' });
    expect(heading.nextElementSibling).toHaveTextContent(/^1 kg$/);
    rerender(<ProductCard {...props({ name: 'Fresh Apples' })} />);
    // An empty line of the same height: cards with and without a size line up.
    expect(screen.getByRole('heading', { name: 'Fresh Apples' }).nextElementSibling).toHaveClass(
      'min-h-5',
    );
  });

  it('shows the product with one link to its page', () => {
    render(<ProductCard {...props()} />);
    const card = screen.getByRole('article', { name: 'Fresh Apples 1 kg' });
    expect(card).toHaveTextContent('Fruits');
    expect(card).toHaveTextContent('Rs.135.00');
    expect(card).toHaveTextContent('Rs.150.00');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Fresh Apples 1 kg' })).toHaveAttribute(
      'href',
      '/products/fruits/p1',
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('lazy-loads its image with alt text unless told otherwise', () => {
    const { rerender } = render(<ProductCard {...props()} />);
    const image = screen.getByRole('img', { name: 'Fresh Apples 1 kg' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '256');
    rerender(<ProductCard {...props({ imagePriority: true, imageAlt: 'Red apples' })} />);
    const priority = screen.getByRole('img', { name: 'Red apples' });
    expect(priority).toHaveAttribute('loading', 'eager');
    expect(priority).toHaveAttribute('fetchpriority', 'high');
  });

  it('offers the files of a photo for the width its grid gives the picture', () => {
    const srcSet = 'http://api.test/p/320.webp 320w, http://api.test/p/640.webp 640w';
    render(
      <ProductCard
        {...props({
          image: { src: 'http://api.test/p/640.webp', srcSet, width: 1200, height: 1600 },
          imageSizes: '(min-width: 768px) 200px, calc(50vw - 64px)',
        })}
      />,
    );
    const image = screen.getByRole('img', { name: 'Fresh Apples 1 kg' });
    expect(image).toHaveAttribute('srcset', srcSet);
    // Portrait in a square box: drawn at three quarters of the box's width.
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 150px, calc((50vw - 64px) * 0.75)');
  });

  it('adds to the cart, then steps the quantity', async () => {
    const user = userEvent.setup();
    const handlers = props();
    const { rerender } = render(<ProductCard {...handlers} />);
    await user.click(screen.getByRole('button', { name: 'Add Fresh Apples 1 kg to cart' }));
    expect(handlers.onAdd).toHaveBeenCalledOnce();

    rerender(<ProductCard {...handlers} quantity={2} />);
    await user.click(screen.getByRole('button', { name: 'Add one more Fresh Apples 1 kg' }));
    await user.click(screen.getByRole('button', { name: 'Remove one Fresh Apples 1 kg' }));
    expect(handlers.onIncrement).toHaveBeenCalledOnce();
    expect(handlers.onDecrement).toHaveBeenCalledOnce();
  });

  it('renders the link with the app router through renderLink', () => {
    render(
      <ProductCard
        {...props()}
        renderLink={({ href, ...rest }) => <a href={`#${href}`} data-router="yes" {...rest} />}
      />,
    );
    const link = screen.getByRole('link', { name: 'Fresh Apples 1 kg' });
    expect(link).toHaveAttribute('href', '#/products/fruits/p1');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
