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
  subtotal: 33298,
  // GST added on top at each product's rate: 5% of Rs.304.98 is Rs.15.25; salt is nil-rated.
  tax: 1525,
  taxRows: [{ label: 'Tax (5%)', paise: 1525 }],
  gst: {
    kind: 'added',
    rows: [
      { rate: 0, taxable: 2800, gst: 0, cgst: 0, sgst: 0 },
      { rate: 5, taxable: 30498, gst: 1525, cgst: 762, sgst: 763 },
    ],
  },
  taxNote: null,
  deliveryFee: 2500,
  total: 37323,
  totalInWords: 'Rupees Three Hundred Seventy-Three and Paise Twenty-Three Only',
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

/**
 * A shop registered for GST: a Tax Invoice with its GSTIN and FSSAI licence, GST added at
 * each product's rate and split into CGST and SGST.
 */
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
      tax: 0,
      taxRows: [],
      gst: {
        kind: 'included',
        rows: [
          { rate: 0, taxable: 2800, gst: 0, cgst: 0, sgst: 0 },
          { rate: 5, taxable: 29046, gst: 1452, cgst: 726, sgst: 726 },
        ],
      },
      taxNote: 'Prices include GST.',
      total: 35798,
      totalInWords: 'Rupees Three Hundred Fifty-Seven and Paise Ninety-Eight Only',
    },
  },
};
