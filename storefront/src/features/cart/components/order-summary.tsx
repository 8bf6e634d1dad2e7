import type { TaxMode } from '@kirana/api/contract/tax';
import type { PaymentType } from '@kirana/api/contract/order';
import type { OrderTotals } from '@kirana/api/contract/cart-total';
import { t } from '@lingui/core/macro';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Select } from '@kirana/ui-kit/select';
import { useId, type ReactNode } from 'react';
import { onlinePaymentLabel } from '../../../lib/order-words.ts';
import { paymentTypeLabel } from '@kirana/ui-kit/lib/order-words';
import { CartTotalsList } from './cart-totals.tsx';
import { placeOrderLabel } from './place-order-bar.tsx';

export interface OrderSummaryProps {
  totals: OrderTotals;
  /** `included`: no tax line, "Prices include GST" instead. */
  taxMode?: TaxMode;
  /** The tax added, one row per rate (cart-items.ts `taxRowsOf`). */
  taxRows?: readonly { rate: number; paise: number }[];
  addressChoice: ReactNode;
  /** Where and when it is delivered: notes on the fee and minimum, the slot picker. */
  delivery?: ReactNode;
  paymentType: PaymentType;
  /** How online payment is named (which ways the provider's page takes). */
  onlineLabel?: string;
  onPaymentTypeChange: (paymentType: PaymentType) => void;
  placing: boolean;
  onPlaceOrder: () => void;
  /** Why the order cannot be placed yet (the button is disabled and says so). */
  blocker?: string;
}

/** The cart's side panel: address, payment, totals and the button that places the order. */
export function OrderSummary({
  totals,
  taxMode = 'added',
  taxRows,
  addressChoice,
  delivery,
  paymentType,
  onlineLabel = onlinePaymentLabel(),
  onPaymentTypeChange,
  placing,
  onPlaceOrder,
  blocker,
}: OrderSummaryProps) {
  const blockerId = useId();
  // Core `t`, not the React hook: this is also rendered on its own (unit tests) without an
  // I18nProvider; the language is set before the first render and a switch reloads.
  return (
    <aside
      aria-labelledby="order-summary-title"
      className="w-full rounded-card border border-line bg-surface-muted p-5 md:max-w-sm"
    >
      <h2 id="order-summary-title" className="text-xl font-medium">
        {t`Order Summary`}
      </h2>
      <hr className="my-5 border-line" />
      <div className="flex flex-col gap-5">
        {addressChoice}
        {delivery}
        <Field id="payment-method" label={t`Payment Method`}>
          <Select
            options={[
              { value: 'COD', label: paymentTypeLabel('COD') },
              { value: 'Online', label: onlineLabel },
            ]}
            value={paymentType}
            onValueChange={(value) => onPaymentTypeChange(value === 'Online' ? 'Online' : 'COD')}
          />
        </Field>
      </div>
      <hr className="my-5 border-line" />
      <CartTotalsList totals={totals} taxMode={taxMode} taxRows={taxRows} />
      {/* On a phone the cart's sticky bar (place-order-bar.tsx) is this button. */}
      <Button
        size="lg"
        fullWidth
        className="mt-6 max-md:hidden"
        loading={placing}
        loadingText={t`Processing...`}
        onClick={onPlaceOrder}
        disabled={blocker !== undefined}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {placeOrderLabel(paymentType)}
      </Button>
      {blocker ? (
        <p id={blockerId} className="mt-2 text-sm text-ink-muted max-md:hidden">
          {blocker}
        </p>
      ) : null}
    </aside>
  );
}
