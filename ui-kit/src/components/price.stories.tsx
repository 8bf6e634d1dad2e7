import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './price.tsx';

const meta = {
  title: 'Commerce/Price',
  component: Price,
  args: { price: 50, offerPrice: 45 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offer price with the list price struck through. */
export const WithOffer: Story = {};

export const WithoutOffer: Story = { args: { price: 120, offerPrice: undefined } };

/** Indian grouping and paise: Rs.1,23,456.50. */
export const LargeAmount: Story = { args: { price: 150000, offerPrice: 123456.5 } };

export const InkTone: Story = { args: { price: 245.8, offerPrice: undefined, tone: 'ink' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
};
