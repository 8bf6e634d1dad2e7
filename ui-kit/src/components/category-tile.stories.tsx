import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoArt } from '../fixtures/demo-art.ts';
import { CategoryTile, type CategoryTileProps } from './category-tile.tsx';

const meta = {
  title: 'Commerce/CategoryTile',
  component: CategoryTile,
  args: {
    text: 'Organic veggies',
    imageSrc: demoArt.carrot,
    href: '#/products/vegetables',
    tone: 'vegetables',
  },
  decorators: [
    // Single cards at their usual grid width; collection stories opt out.
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="w-36">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vegetables: Story = {};

export const CustomColour: Story = {
  args: { text: 'Seasonal', tone: undefined, bgColor: '#FEF6DA' },
};

/** A category the shop added without a picture: its text on its colour. */
export const NoPicture: Story = {
  args: { text: 'Pooja Items', tone: undefined, imageSrc: null, bgColor: '#F1E3F9' },
};

const categories: CategoryTileProps[] = [
  { text: 'Organic veggies', tone: 'vegetables', imageSrc: demoArt.carrot, href: '#/v' },
  { text: 'Fresh Fruits', tone: 'fruits', imageSrc: demoArt.apple, href: '#/f' },
  { text: 'Cold Drinks', tone: 'drinks', imageSrc: demoArt.drink, href: '#/d' },
  { text: 'Instant Food', tone: 'instant', imageSrc: demoArt.noodles, href: '#/i' },
  { text: 'Dairy Products', tone: 'dairy', imageSrc: demoArt.milk, href: '#/m' },
  { text: 'Bakery & Breads', tone: 'bakery', imageSrc: demoArt.bread, href: '#/b' },
  { text: 'Grains & Cereals', tone: 'grains', imageSrc: demoArt.grains, href: '#/g' },
];

/** All seven categories with their tile colours. */
export const AllCategories: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
      {categories.map((category) => (
        <li key={category.text}>
          <CategoryTile {...category} />
        </li>
      ))}
    </ul>
  ),
};
