import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoArt } from '../fixtures/demo-art.ts';
import { demoPhoto } from '../fixtures/demo-photo.ts';
import { ProductImage } from './product-image.tsx';

const photo = demoPhoto(2400, 1800);

const meta = {
  title: 'Commerce/ProductImage',
  component: ProductImage,
  // The box below: size-56 less its border and padding.
  args: { ...photo, alt: 'Fresh apples in a basket', sizes: '206px' },
  decorators: [
    // The square box a product card or page gives it: the picture fills the box.
    (Story) => (
      <div className="size-56 rounded-card border border-line bg-surface p-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An uploaded photo: the browser picks the file for the box's width (it says which). */
export const Photo: Story = {};

/**
 * Portrait, contained in the square box: drawn at three quarters of the box's width, and
 * `sizes` says so, so a smaller file is enough (320 rather than 480 on a 2x screen).
 */
export const PortraitPhoto: Story = {
  args: { ...demoPhoto(1800, 2400, '#e6f2fb'), alt: 'A bottle of toned milk' },
};

/** The demo catalogue's artwork: one SVG file, sharp at any size. */
export const Artwork: Story = {
  args: { src: demoArt.carrot, srcSet: demoArt.carrot, width: 256, height: 256, alt: 'Carrots' },
};

/** An upload from before processing: one file, its size unknown; the box still holds it. */
export const LegacyUpload: Story = {
  args: { src: demoArt.bread, srcSet: demoArt.bread, width: null, height: null, alt: 'Bread' },
};

/** The product page's main picture: fetched first and at once, never lazily. */
export const Priority: Story = { args: { priority: true } };

/** Small previews that line up: the picture fills the box and its long side is cropped. */
export const Cover: Story = { args: { fit: 'cover' } };
