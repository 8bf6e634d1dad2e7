import type { Meta, StoryObj } from '@storybook/react-vite';
import { GstIncludedTable } from './gst-included-table.tsx';

const meta = {
  title: 'Commerce/GstIncludedTable',
  component: GstIncludedTable,
  // Paise: 5% on Rs.400 of rice, 18% on Rs.118 of soap (an odd paisa goes to SGST).
  args: {
    rows: [
      { rate: 5, taxable: 38095, gst: 1905 },
      { rate: 18, taxable: 10000, gst: 1800 },
    ],
  },
} satisfies Meta<typeof GstIncludedTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRates: Story = {};

export const OneRate: Story = { args: { rows: [{ rate: 12, taxable: 8929, gst: 1071 }] } };
