import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { demoArt } from '../fixtures/demo-art.ts';
import { demoPhoto } from '../fixtures/demo-photo.ts';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

// The demo catalogue's artwork: one square SVG per picture.
const art = (src: string) => ({ src, srcSet: src, width: 256, height: 256 });

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    packSize: '1 kg',
    name: 'Fresh Apples 1 kg',
    category: 'Fruits',
    image: art(demoArt.apple),
    price: 150,
    offerPrice: 135,
    quantity: 0,
    href: '#/products/fruits/apple',
    onAdd: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
  },
  decorators: [
    // Single cards at their usual grid width; collection stories opt out.
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="w-56">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInCart: Story = {};

export const InCart: Story = { args: { quantity: 3 } };

/** Few left: the card says so, and + stops at what is left. */
export const FewLeft: Story = { args: { quantity: 2, maxQuantity: 2, note: 'Only 2 left' } };

export const NoOffer: Story = {
  args: {
    name: 'Whole Wheat Bread',
    category: 'Bakery',
    image: art(demoArt.bread),
    price: 45,
    offerPrice: 45,
  },
};

export const LongName: Story = {
  args: {
    name: 'Organic Basmati Rice Extra Long Grain Family Pack 5 kg',
    category: 'Grains',
    image: art(demoArt.grains),
    price: 1249,
    offerPrice: 1099.5,
  },
};

/** An uploaded photo: the browser picks the file for the card's width (it says which). */
export const WithPhoto: Story = {
  // The card's picture box at w-56: less the card's border and padding and the box's.
  args: { image: demoPhoto(2400, 1800), imageSizes: '182px' },
};

/** The page's largest picture on first paint: fetched first, not lazily. */
export const PriorityImage: Story = { args: { imagePriority: true } };

/** Routing stays in the app: pass renderLink to use your router's Link. */
export const WithCustomLink: Story = {
  args: {
    renderLink: ({ href, ...rest }) => <a href={href} data-router-link="" {...rest} />,
  },
};

function Interactive(props: ProductCardProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <ProductCard
      {...props}
      quantity={quantity}
      onAdd={() => setQuantity(1)}
      onIncrement={() => setQuantity((current) => current + 1)}
      onDecrement={() => setQuantity((current) => Math.max(0, current - 1))}
    />
  );
}

export const Playground: Story = { render: (args) => <Interactive {...args} /> };

export const Grid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
      <ProductCard {...args} />
      <ProductCard
        {...args}
        name="Carrots 500 g"
        category="Vegetables"
        image={art(demoArt.carrot)}
        price={40}
        offerPrice={35}
        href="#/products/vegetables/carrot"
      />
      <ProductCard
        {...args}
        name="Toned Milk 1 L"
        category="Dairy"
        image={art(demoArt.milk)}
        price={62}
        offerPrice={60}
        quantity={2}
        href="#/products/dairy/milk"
      />
      <ProductCard
        {...args}
        name="Lemon Soda 750 ml"
        category="Drinks"
        image={art(demoArt.drink)}
        price={45}
        offerPrice={40}
        href="#/products/drinks/soda"
      />
      <ProductCard
        {...args}
        name="Masala Noodles"
        category="Instant"
        image={art(demoArt.noodles)}
        price={14}
        offerPrice={12}
        href="#/products/instant/noodles"
      />
    </div>
  ),
};
