import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { BillSheet } from './bill-sheet.tsx';
import meta, { GstIncluded } from './bill-sheet.stories.tsx';

const { bill, shop } = meta.args;
const gstIncluded = GstIncluded.args?.bill;
// The kit's own catalogues only (no app words), as the apps add theirs.
const kitOnly = { load: async () => ({}) };

describe('BillSheet', () => {
  it('prints the shop, the lines, the totals in rupees and the total in words', () => {
    render(<BillSheet bill={bill} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(within(sheet).getByText('GSTIN: 29AAGCB7383J1Z4')).toBeInTheDocument();
    expect(within(sheet).getByText('FSSAI Lic. No. 12345678901234')).toBeInTheDocument();
    const dal = within(sheet).getByRole('row', { name: /Toor Dal 1 kg/ });
    expect(dal).toHaveTextContent('Toor Dal 1 kgHSN 0713 · GST 5%2Rs.152.49Rs.304.98');
    expect(within(sheet).getByRole('row', { name: /Delivery fee/ })).toHaveTextContent('Rs.25.00');
    expect(within(sheet).getByRole('row', { name: /^Total/ })).toHaveTextContent('Rs.373.23');
    expect(sheet).toHaveTextContent(
      'Amount in words: Rupees Three Hundred Seventy-Three and Paise Twenty-Three Only',
    );
  });

  it('leaves out what is not set: no fee row, no GSTIN', () => {
    render(
      <BillSheet
        bill={{ ...bill, title: 'Bill of Supply', deliveryFee: 0 }}
        shop={{ ...shop, gstin: null }}
      />,
    );
    const sheet = screen.getByRole('article', { name: 'Bill of Supply' });
    expect(within(sheet).queryByRole('row', { name: /Delivery fee/ })).toBeNull();
    expect(within(sheet).queryByText(/GSTIN/)).toBeNull();
  });

  it('with prices that include GST: no tax line, the GST in them by rate', () => {
    render(<BillSheet bill={gstIncluded!} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(within(sheet).queryByRole('row', { name: /Tax \(2%\)/ })).toBeNull();
    expect(within(sheet).getByText('Prices include GST.')).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /Toor Dal/ })).toHaveTextContent(
      'HSN 0713 · GST 5%',
    );
    const gst = within(sheet).getByRole('table', { name: 'GST included in the prices' });
    // Rs.14.52 of GST at 5%: CGST Rs.7.26 and SGST Rs.7.26.
    expect(within(gst).getByRole('row', { name: /^5%/ })).toHaveTextContent(
      '5%Rs.290.46Rs.7.26Rs.7.26',
    );
  });

  it('adds tax on top, a line per rate, and splits it into CGST and SGST', () => {
    render(<BillSheet bill={bill} shop={shop} />);
    expect(screen.getByRole('row', { name: /Tax \(5%\)/ })).toHaveTextContent('Rs.15.25');
    expect(screen.queryByRole('table', { name: 'GST included in the prices' })).toBeNull();
    const gst = screen.getByRole('table', { name: 'GST on this bill' });
    // Rs.15.25 at 5% on Rs.304.98: the odd paisa goes to SGST.
    expect(within(gst).getByRole('row', { name: /^5%/ })).toHaveTextContent(
      '5%Rs.304.98Rs.7.62Rs.7.63',
    );
  });

  it('names quarter-percent rates as they are', () => {
    const rows = [{ rate: 0.25, taxable: 100000, gst: 250, cgst: 125, sgst: 125 }];
    render(
      <BillSheet
        bill={{
          ...bill,
          taxRows: [{ label: 'Tax (0.25%)', paise: 250 }],
          gst: { kind: 'added', rows },
        }}
        shop={shop}
      />,
    );
    expect(screen.getByRole('row', { name: /Tax \(0.25%\)/ })).toHaveTextContent('Rs.2.50');
    expect(screen.getByRole('row', { name: /^0.25%/ })).toHaveTextContent('Rs.1.25Rs.1.25');
  });

  it('reads in Hindi: its words, ₹ amounts and the total in Hindi words', async () => {
    await activateLanguage('hi', kitOnly);
    render(<BillSheet bill={bill} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'टैक्स इनवॉइस' });
    expect(within(sheet).getByText('फ़ोन: +919845012345')).toBeInTheDocument();
    expect(within(sheet).getByRole('columnheader', { name: 'मात्रा' })).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /टैक्स \(5%\)/ })).toHaveTextContent('₹15.25');
    expect(within(sheet).getByRole('row', { name: /डिलीवरी शुल्क/ })).toHaveTextContent('₹25.00');
    expect(within(sheet).getByRole('row', { name: /^कुल/ })).toHaveTextContent('₹373.23');
    expect(sheet).toHaveTextContent('राशि शब्दों में: रुपये तीन सौ तिहत्तर और पैसे तेईस मात्र');
    expect(sheet).toHaveTextContent('भुगतान: कैश ऑन डिलीवरी · डिलीवरी पर देय');
    expect(screen.getByRole('radio', { name: '80 mm रसीद' })).toBeInTheDocument();
  });

  it('in Hindi, a Bill of Supply and the GST in GST-inclusive prices', async () => {
    await activateLanguage('hi', kitOnly);
    render(<BillSheet bill={{ ...gstIncluded!, title: 'Bill of Supply' }} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'बिल ऑफ़ सप्लाई' });
    expect(within(sheet).getByText('कीमतों में GST शामिल है।')).toBeInTheDocument();
    const gst = within(sheet).getByRole('table', { name: 'कीमतों में शामिल GST' });
    expect(within(gst).getByRole('columnheader', { name: 'कर योग्य मूल्य' })).toBeInTheDocument();
    expect(sheet).toHaveTextContent('रुपये तीन सौ सत्तावन और पैसे अट्ठानवे मात्र');
  });

  it('switches between an A4 sheet and an 80 mm receipt', async () => {
    const user = userEvent.setup();
    render(<BillSheet bill={bill} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(sheet).toHaveClass('bill-a4');
    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(sheet).toHaveClass('bill-receipt');
  });
});
