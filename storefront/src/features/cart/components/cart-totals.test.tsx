import { cartTotals, withDeliveryFee } from '@kirana/api/contract/cart-total';
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
});
