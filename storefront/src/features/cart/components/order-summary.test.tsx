import { cartTotals, withDeliveryFee } from '@kirana/api/contract/cart-total';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OrderSummary } from './order-summary.tsx';

function renderSummary(onlineLabel?: string) {
  const onPaymentTypeChange = vi.fn();
  render(
    <OrderSummary
      totals={withDeliveryFee(cartTotals([{ offerPricePaise: 9999, quantity: 1 }]), 0)}
      addressChoice={null}
      paymentType="COD"
      onlineLabel={onlineLabel}
      onPaymentTypeChange={onPaymentTypeChange}
      placing={false}
      onPlaceOrder={vi.fn()}
    />,
  );
  return { user: userEvent.setup(), onPaymentTypeChange };
}

describe('the order summary’s payment choice', () => {
  it('names the ways the online provider takes, and still chooses Online', async () => {
    const { user, onPaymentTypeChange } = renderSummary('Online (UPI, cards, netbanking)');
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    await user.click(
      await screen.findByRole('option', { name: 'Online (UPI, cards, netbanking)' }),
    );
    expect(onPaymentTypeChange).toHaveBeenCalledWith('Online');
  });

  it('says just "Online" by default', async () => {
    const { user } = renderSummary();
    await user.click(screen.getByRole('combobox', { name: 'Payment Method' }));
    expect(await screen.findByRole('option', { name: 'Online' })).toBeInTheDocument();
  });
});
