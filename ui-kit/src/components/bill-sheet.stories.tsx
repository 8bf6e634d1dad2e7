import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillSheet, type BillSheetData } from './bill-sheet.tsx';

const bill: BillSheetData = {
  title: 'Tax Invoice',
  number: 'KR-10427',
  date: '27 Nov 2026, 6:15 pm',
  customer: 'Asha Rao',
  deliveryAddress: ['12 MG Road', 'Near the bus stand', 'Bengaluru, Karnataka 560001', 'India'],
  phone: '+91 98765 43210',
  lines: [
    { name: 'Toor Dal 1 kg', quantity: 2, unitPrice: 15249, amount: 30498, taxDetail: null },
    { name: 'Tata Salt 1 kg', quantity: 1, unitPrice: 2800, amount: 2800, taxDetail: null },
  ],
  subtotal: 33298,
  tax: 666,
  taxLabel: 'Tax (2%)',
  gstIncluded: [],
  taxNote: null,
  deliveryFee: 2500,
  total: 36464,
  totalInWords: 'Rupees Three Hundred Sixty-Four and Paise Sixty-Four Only',
  paymentMethod: 'Cash on Delivery',
  paymentStatus: 'Due on delivery',
};

const meta = {
  title: 'Commerce/BillSheet',
  component: BillSheet,
  args: {
    bill,
    shop: {
      name: 'Sharma Kirana Stores',
      address: '4 Market Road, Jayanagar\nBengaluru 560041',
      phone: '+919845012345',
      gstin: '29AAGCB7383J1Z4',
      fssai: '12345678901234',
    },
  },
} satisfies Meta<typeof BillSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shop registered for GST: a Tax Invoice with its GSTIN and FSSAI licence. */
export const TaxInvoice: Story = {};

/** No GSTIN and no delivery fee: a Bill of Supply with only what the shop has set. */
export const BillOfSupply: Story = {
  args: {
    bill: { ...bill, title: 'Bill of Supply', deliveryFee: 0, total: 33964 },
    shop: { name: 'Kirana', address: null, phone: null, gstin: null, fssai: null },
  },
};

/** Prices that include GST: no tax line, the GST they contain by rate, HSN under each item. */
export const GstIncluded: Story = {
  args: {
    bill: {
      ...bill,
      lines: [
        {
          name: 'Toor Dal 1 kg',
          quantity: 2,
          unitPrice: 15249,
          amount: 30498,
          taxDetail: 'HSN 0713 · GST 5%',
        },
        {
          name: 'Tata Salt 1 kg',
          quantity: 1,
          unitPrice: 2800,
          amount: 2800,
          taxDetail: 'HSN 2501 · GST 0%',
        },
      ],
      tax: 0,
      taxLabel: null,
      gstIncluded: [
        { rate: 0, taxable: 2800, gst: 0 },
        { rate: 5, taxable: 29046, gst: 1452 },
      ],
      taxNote: 'Prices include GST.',
      total: 35798,
      totalInWords: 'Rupees Three Hundred Fifty-Seven and Paise Ninety-Eight Only',
    },
  },
};
