import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BillSheet } from './bill-sheet.tsx';
import meta from './bill-sheet.stories.tsx';

const { bill, shop } = meta.args;

describe('BillSheet', () => {
  it('prints the shop, the lines, the totals in rupees and the total in words', () => {
    render(<BillSheet bill={bill} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(within(sheet).getByText('GSTIN: 29AAGCB7383J1Z4')).toBeInTheDocument();
    expect(within(sheet).getByText('FSSAI Lic. No. 12345678901234')).toBeInTheDocument();
    const dal = within(sheet).getByRole('row', { name: /Toor Dal 1 kg/ });
    expect(dal).toHaveTextContent('Toor Dal 1 kg2Rs.152.49Rs.304.98');
    expect(within(sheet).getByRole('row', { name: /Delivery fee/ })).toHaveTextContent('Rs.25.00');
    expect(within(sheet).getByRole('row', { name: /^Total/ })).toHaveTextContent('Rs.364.64');
    expect(sheet).toHaveTextContent(
      'Amount in words: Rupees Three Hundred Sixty-Four and Paise Sixty-Four Only',
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

  it('switches between an A4 sheet and an 80 mm receipt', async () => {
    const user = userEvent.setup();
    render(<BillSheet bill={bill} shop={shop} />);
    const sheet = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(sheet).toHaveClass('bill-a4');
    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(sheet).toHaveClass('bill-receipt');
  });
});
