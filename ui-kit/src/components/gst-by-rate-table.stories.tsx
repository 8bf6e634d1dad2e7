import type { Meta, StoryObj } from '@storybook/react-vite';
import { GstByRateTable } from './gst-by-rate-table.tsx';

const meta = {
  title: 'Commerce/GstByRateTable',
  component: GstByRateTable,
  // Paise: 5% on Rs.400 of rice, 18% on Rs.118 of soap, both included in the prices.
  args: {
    kind: 'included',
    rows: [
      { rate: 5, taxable: 38095, gst: 1905, cgst: 952, sgst: 953 },
      { rate: 18, taxable: 10000, gst: 1800, cgst: 900, sgst: 900 },
    ],
  },
} satisfies Meta<typeof GstByRateTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRatesIncluded: Story = {};

/** Added on top: the taxable value is the price, a quarter-percent rate among them. */
export const AddedOnTop: Story = {
  args: {
    kind: 'added',
    rows: [
      { rate: 0.25, taxable: 100000, gst: 250, cgst: 125, sgst: 125 },
      { rate: 5, taxable: 40000, gst: 2000, cgst: 1000, sgst: 1000 },
    ],
  },
};
