import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberInput } from './number-input.tsx';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Quantity', min: 0 },
  decorators: [
    (Story) => (
      <div className="max-w-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WholeNumbers: Story = { args: { defaultValue: 2 } };

/** Prices in rupees: decimals allowed, "Rs." shown inside the field. */
export const Price: Story = {
  args: { 'aria-label': 'Offer price', prefix: 'Rs.', allowDecimals: true, defaultValue: 45.5 },
};

/** Stock counts: whole units, never negative. */
export const StockCount: Story = {
  args: { 'aria-label': 'Units in stock', placeholder: '0', min: 0 },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: -1 } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 10 } };
