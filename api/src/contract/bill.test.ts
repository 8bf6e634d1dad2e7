import { describe, expect, it } from 'vitest';
import { billOf } from './bill.ts';
import type { Order } from './order.ts';
import type { ShopProfile } from './shop.ts';

const shop: ShopProfile = {
  name: 'Sharma General Store',
  address: null,
  phone: null,
  whatsapp: null,
  email: null,
  gstin: null,
  fssai: null,
  taxMode: 'added',
};

const order: Order = {
  _id: '0190a0b0-0000-7000-8000-00000000abcd',
  number: null,
  userId: 'u',
  items: [
    {
      product: {
        _id: 'p1',
        name: 'Rice',
        category: 'Grains',
        image: [],
        images: [],
        offerPrice: 152.49,
        gstRate: 5,
        hsn: '1006',
      },
      quantity: 2,
    },
    {
      product: {
        _id: 'p2',
        name: 'Salt',
        category: 'Grains',
        image: [],
        images: [],
        offerPrice: 0.1,
        gstRate: null,
        hsn: null,
      },
      quantity: 3,
    },
  ],
  subtotal: 305.28,
  // Placed before GST rates counted in `added` mode: 2% on everything.
  tax: 6.11,
  taxMode: 'added',
  taxByRate: false,
  cancelReason: null,
  deliveryFee: 30,
  pincode: '560001',
  slot: null,
  amount: 341.39,
  address: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    street: '12 MG Road',
    landmark: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560001',
    country: 'India',
    phone: '+91 98450 12345',
  },
  paymentType: 'Online',
  isPaid: true,
  paymentStatus: 'paid',
  paidAmount: 341.39,
  paidCurrency: 'inr',
  status: 'Delivered',
  events: [],
  refundStatus: null,
  paymentDueAt: null,
  // 00:15 on the 27th in India, still the 26th in UTC.
  createdAt: '2026-11-26T18:45:00.000Z',
};

describe('a bill', () => {
  it('is a Bill of Supply without a GSTIN, a Tax Invoice with one', () => {
    expect(billOf(order, shop, 'Asia/Kolkata').title).toBe('Bill of Supply');
    expect(billOf(order, { ...shop, gstin: '29AAGCB7383J1Z4' }, 'Asia/Kolkata').title).toBe(
      'Tax Invoice',
    );
  });

  it('has its lines, totals and words in paise, exact', () => {
    const bill = billOf(order, shop, 'Asia/Kolkata');
    expect(bill.lines).toEqual([
      { name: 'Rice', quantity: 2, unitPrice: 15249, amount: 30498, taxDetail: null },
      { name: 'Salt', quantity: 3, unitPrice: 10, amount: 30, taxDetail: null },
    ]);
    expect(bill).toMatchObject({
      subtotal: 30528,
      tax: 611,
      taxRows: [{ label: 'Tax (2%)', paise: 611 }],
      gst: null,
      taxNote: null,
      deliveryFee: 3000,
      total: 34139,
      totalInWords: 'Rupees Three Hundred Forty-One and Paise Thirty-Nine Only',
      paymentMethod: 'Online',
      paymentStatus: 'Paid',
      customer: 'Asha Rao',
      deliveryAddress: ['12 MG Road', 'Bengaluru, Karnataka 560001', 'India'],
    });
  });

  it("is numbered by the order's reference while it has no number", () => {
    expect(billOf(order, shop, 'Asia/Kolkata').number).toBe('#0000ABCD');
    expect(billOf({ ...order, number: 'KR-10427' }, shop, 'Asia/Kolkata').number).toBe('KR-10427');
  });

  it("is dated in the shop's time zone", () => {
    expect(billOf(order, shop, 'Asia/Kolkata').date).toMatch(/^27 Nov 2026, 12:15\sam$/);
    expect(billOf(order, shop, 'UTC').date).toMatch(/^26 Nov 2026, 6:45\spm$/);
  });

  it('says cash on delivery is due until delivered', () => {
    const cod = { ...order, paymentType: 'COD' as const, paymentStatus: 'not_required' as const };
    expect(billOf({ ...cod, status: 'Packed' }, shop, 'UTC').paymentStatus).toBe('Due on delivery');
    expect(billOf(cod, shop, 'UTC').paymentStatus).toBe('Paid on delivery');
  });

  describe('with prices that include GST', () => {
    // Rs.651.50 on the pack, GST 5% in it; salt has no rate set.
    const included: Order = {
      ...order,
      taxMode: 'included',
      items: [
        { ...order.items[0]!, product: { ...order.items[0]!.product, offerPrice: 651.5 } },
        order.items[1]!,
      ],
      subtotal: 1303.3,
      tax: 0,
      amount: 1333.3,
    };
    const gstin = { ...shop, gstin: '29AAGCB7383J1Z4' };

    it('adds no tax line and says the prices include GST', () => {
      const bill = billOf(included, shop, 'UTC');
      expect(bill).toMatchObject({ tax: 0, taxRows: [], taxNote: 'Prices include GST.' });
      expect(bill.gst).toBeNull();
    });

    it('shows the GST contained, by rate, on a tax invoice', () => {
      const bill = billOf(included, gstin, 'UTC');
      // 1303.00 × 5 / 105 = 62.047…: Rs.62.05 of GST, Rs.1,240.95 before it.
      expect(bill.gst).toEqual({
        kind: 'included',
        rows: [{ rate: 5, taxable: 124095, gst: 6205, cgst: 3102, sgst: 3103 }],
      });
      expect(bill.lines[0]?.taxDetail).toBe('HSN 1006 · GST 5%');
      expect(bill.lines[1]?.taxDetail).toBeNull();
      expect(bill.total).toBe(133330);
    });
  });

  describe("with GST added on top at each product's rate", () => {
    // Rice at 5%: Rs.304.98 × 5% = Rs.15.249, Rs.15.25; salt has no rate, so the spec's 2%:
    // Rs.0.30 × 2% = Rs.0.006, one paisa.
    const byRate: Order = { ...order, taxByRate: true, tax: 15.26, amount: 350.54 };
    const gstin = { ...shop, gstin: '29AAGCB7383J1Z4' };

    it('has a tax line per rate that adds up to the tax charged', () => {
      const bill = billOf(byRate, shop, 'UTC');
      expect(bill.taxRows).toEqual([
        { label: 'Tax (2%)', paise: 1 },
        { label: 'Tax (5%)', paise: 1525 },
      ]);
      expect(bill.tax).toBe(1526);
      expect(bill.gst).toBeNull();
    });

    it('splits each rate into CGST and SGST on a tax invoice', () => {
      const bill = billOf(byRate, gstin, 'UTC');
      expect(bill.gst).toEqual({
        kind: 'added',
        rows: [
          { rate: 2, taxable: 30, gst: 1, cgst: 0, sgst: 1 },
          { rate: 5, taxable: 30498, gst: 1525, cgst: 762, sgst: 763 },
        ],
      });
      expect(bill.lines[0]?.taxDetail).toBe('HSN 1006 · GST 5%');
    });

    it('never shows rows that disagree with what was charged', () => {
      const bill = billOf({ ...byRate, tax: 15.3 }, gstin, 'UTC');
      expect(bill.taxRows).toEqual([{ label: 'Tax', paise: 1530 }]);
      expect(bill.gst).toEqual({ kind: 'added', rows: [] });
    });
  });
});
