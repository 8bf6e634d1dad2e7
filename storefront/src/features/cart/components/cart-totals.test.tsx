import { addedTaxRows, cartTotals, withDeliveryFee } from '@kirana/api/contract/cart-total';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartTotalsList } from './cart-totals.tsx';

// Rs.651.50 on the pack, two of them, free delivery.
const lines = [{ offerPricePaise: 65150, quantity: 2 }];
const row = (name: string) => screen.queryByRole('term', { name }) ?? screen.queryByText(name);

describe('the cart’s totals', () => {
  it('add 2% tax on top by default (the spec)', () => {
    render(<CartTotalsList totals={withDeliveryFee(cartTotals(lines), 0)} taxMode="added" />);
    expect(row('Tax (2%)')).toBeInTheDocument();
    expect(screen.getByText('Rs.26.06')).toBeInTheDocument();
    expect(screen.getByText('Rs.1,329.06')).toBeInTheDocument();
    expect(screen.queryByText('Prices include GST')).toBeNull();
  });

  it('charge the prices as they are when they include GST, and say so', () => {
    render(
      <CartTotalsList
        totals={withDeliveryFee(cartTotals(lines, 'included'), 0)}
        taxMode="included"
      />,
    );
    expect(row('Tax (2%)')).toBeNull();
    expect(screen.getByText('Prices include GST')).toBeInTheDocument();
    // Price and total are the same: Rs.1,303.00.
    expect(screen.getAllByText('Rs.1,303.00')).toHaveLength(2);
  });

  it("add each product's GST rate on top, a line per rate, the spec's 2% without one", () => {
    // Tea at 18%: Rs.1,303 × 18% = Rs.234.54; salt without a rate: Rs.20 × 2% = Rs.0.40.
    const mixed = [
      { offerPricePaise: 65150, quantity: 2, gstRate: 18 },
      { offerPricePaise: 2000, quantity: 1, gstRate: null },
    ];
    render(
      <CartTotalsList
        totals={withDeliveryFee(cartTotals(mixed), 0)}
        taxMode="added"
        taxRows={addedTaxRows(mixed)}
      />,
    );
    expect(row('Tax (2%)')).toBeInTheDocument();
    expect(screen.getByText('Rs.0.40')).toBeInTheDocument();
    expect(row('Tax (18%)')).toBeInTheDocument();
    expect(screen.getByText('Rs.234.54')).toBeInTheDocument();
    expect(screen.getByText('Rs.1,557.94')).toBeInTheDocument();
  });
});
