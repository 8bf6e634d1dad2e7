import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoArt } from '../fixtures/demo-art.ts';
import { axeViolations } from '../test/axe.ts';
import { containedSizes, ProductImage } from './product-image.tsx';

const srcSet = [160, 320, 480, 640, 960, 1280]
  .map((width) => `http://api.test/images/photos/p1/${width}.webp ${width}w`)
  .join(', ');
const photo = {
  src: 'http://api.test/images/photos/p1/640.webp',
  srcSet,
  width: 2400,
  height: 1800,
};

describe('ProductImage', () => {
  it('has no axe violations', async () => {
    const { container } = render(<ProductImage {...photo} alt="Apples" sizes="200px" />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers every file of a photo with its size, and loads it lazily', () => {
    render(<ProductImage {...photo} alt="Apples" sizes="(min-width: 768px) 200px, 40vw" />);
    const image = screen.getByRole('img', { name: 'Apples' });
    expect(image).toHaveAttribute('src', photo.src);
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image).toHaveAttribute('sizes', '(min-width: 768px) 200px, 40vw');
    expect(image).toHaveAttribute('width', '2400');
    expect(image).toHaveAttribute('height', '1800');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveClass('object-contain');
  });

  it('narrows sizes for a portrait photo contained in its square box', () => {
    render(
      <ProductImage
        {...photo}
        width={1800}
        height={2400}
        alt="Milk"
        sizes="(min-width: 768px) 200px, calc(50vw - 64px)"
      />,
    );
    expect(screen.getByRole('img', { name: 'Milk' })).toHaveAttribute(
      'sizes',
      '(min-width: 768px) 150px, calc((50vw - 64px) * 0.75)',
    );
  });

  it('asks for at most 2 device pixels per CSS pixel on a denser screen', () => {
    const dpr = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 3 });
    try {
      render(<ProductImage {...photo} alt="Apples" sizes="(min-width: 768px) 300px, 50vw" />);
      expect(screen.getByRole('img', { name: 'Apples' })).toHaveAttribute(
        'sizes',
        '(min-width: 768px) 200px, calc(50vw * 0.667)',
      );
    } finally {
      if (dpr) Object.defineProperty(window, 'devicePixelRatio', dpr);
      else Reflect.deleteProperty(window, 'devicePixelRatio');
    }
  });

  it('fetches the main picture first and at once', () => {
    render(<ProductImage {...photo} alt="Apples" sizes="400px" priority />);
    const image = screen.getByRole('img', { name: 'Apples' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).not.toHaveAttribute('decoding');
  });

  it('shows artwork as its one file, with no srcset or sizes', () => {
    render(
      <ProductImage
        src={demoArt.carrot}
        srcSet={demoArt.carrot}
        width={256}
        height={256}
        alt="Carrots"
        sizes="200px"
      />,
    );
    const image = screen.getByRole('img', { name: 'Carrots' });
    expect(image).toHaveAttribute('src', demoArt.carrot);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '256');
  });

  it('leaves the size out when it is not known', () => {
    render(
      <ProductImage src={demoArt.bread} width={null} height={null} alt="Bread" sizes="200px" />,
    );
    const image = screen.getByRole('img', { name: 'Bread' });
    expect(image).not.toHaveAttribute('width');
    expect(image).not.toHaveAttribute('height');
  });

  it('is decorative with an empty alt', () => {
    render(<ProductImage {...photo} alt="" sizes="48px" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('alt', '');
  });
});

describe('containedSizes', () => {
  it('keeps the box for square and landscape pictures, and when the size is unknown', () => {
    const box = '(min-width: 768px) 200px, 40vw';
    expect(containedSizes(box, 256, 256)).toBe(box);
    expect(containedSizes(box, 2400, 1800)).toBe(box);
    expect(containedSizes(box, null, null)).toBe(box);
  });

  it('scales every length by the aspect ratio, media conditions untouched', () => {
    expect(
      containedSizes(
        '(min-width: 1024px) and (max-width: 1279px) calc(20vw - 108px), (min-width: 768px) 12rem, 50vw',
        900,
        1200,
      ),
    ).toBe(
      '(min-width: 1024px) and (max-width: 1279px) calc((20vw - 108px) * 0.75), (min-width: 768px) calc(12rem * 0.75), calc(50vw * 0.75)',
    );
  });

  it('widens the size of a landscape picture that covers its box', () => {
    expect(containedSizes('96px', 2400, 1800, 'cover')).toBe('128px');
    expect(containedSizes('96px', 1800, 2400, 'cover')).toBe('96px');
  });
});
