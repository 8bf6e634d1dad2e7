import type { PaymentType } from '@kirana/api/contract/order';
import { toRupees } from '@kirana/api/contract/paise';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@kirana/ui-kit/button';
import { EmptyState } from '@kirana/ui-kit/empty-state';
import { toast } from '@kirana/ui-kit/lib/toast-store';
import { Spinner } from '@kirana/ui-kit/spinner';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAddresses } from '../../features/address/api/get-addresses.ts';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useLoginDialog } from '../../features/auth/login-dialog-context.ts';
import { useCart } from '../../lib/cart-context.ts';
import { useOnlinePaymentLabel } from '../../lib/shop-config.ts';
import { useTaxMode } from '../../lib/use-tax-mode.ts';
import { readChosenAddress, writeChosenAddress } from '../../lib/chosen-address.ts';
import { AddressChoice } from '../../features/cart/components/address-choice.tsx';
import { CartLineItem } from '../../features/cart/components/cart-line-item.tsx';
import { OrderSummary } from '../../features/cart/components/order-summary.tsx';
import { PlaceOrderBar } from '../../features/cart/components/place-order-bar.tsx';
import { PaymentCancelledNotice } from '../../features/cart/components/payment-cancelled-notice.tsx';
import { taxRowsOf, totalsOf } from '../../features/cart/lib/cart-items.ts';
import { startingAddress } from '../../features/cart/lib/starting-address.ts';
import { deliveryQueries } from '../../lib/shopper-api.ts';
import { useQuery } from '@tanstack/react-query';
import { CartDelivery } from '../../features/delivery/components/cart-delivery.tsx';
import { useCartDelivery } from '../../features/delivery/use-cart-delivery.ts';
import { withDeliveryFee } from '@kirana/api/contract/cart-total';
import { useCheckout } from '../../features/orders/use-checkout.ts';
import { usePageTitle } from '../use-page-title.ts';
import { alertGlyph, cartGlyph } from '@kirana/ui-kit/glyphs';

/** After adding an address the shopper comes back here with it chosen. */
const chosenAddress = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && 'addressId' in state
    ? String(state.addressId)
    : undefined;

/** The cart's heading over a message instead of lines (empty, or failed to load). */
function CartNotice({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="cart-title" className="mt-12">
      <h1 id="cart-title" className="text-3xl font-medium">
        <Trans>Shopping Cart</Trans>
      </h1>
      {children}
    </section>
  );
}

export default function CartPage() {
  const { t } = useLingui();
  usePageTitle(t`Cart`);
  const cart = useCart();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const addresses = useAddresses(signedIn);
  const { openLogin } = useLoginDialog();
  const checkout = useCheckout();
  const onlineLabel = useOnlinePaymentLabel();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const paymentCancelled = params.get('payment') === 'cancelled';
  const [picked, setPicked] = useState(() => {
    const added = chosenAddress(location.state);
    if (added) writeChosenAddress(added);
    return added ?? readChosenAddress();
  });
  const pick = (id: string) => {
    setPicked(id);
    writeChosenAddress(id);
  };
  // Back from a payment page the shopper gave up on: they chose Online, keep it.
  const [paymentType, setPaymentType] = useState<PaymentType>(() =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- contract payment types, not words
    paymentCancelled ? 'Online' : 'COD',
  );
  const known = addresses.data ?? [];
  const served = useQuery(deliveryQueries.settings()).data?.pincodes.map((p) => p.pincode);
  const addressId = startingAddress(known, picked, served);
  const taxMode = useTaxMode();
  const goods = totalsOf(cart.lines ?? [], taxMode);
  const delivery = useCartDelivery({
    addressPincode: known.find((a) => a._id === addressId)?.zipcode,
    subtotalPaise: goods.subtotalPaise,
  });

  if (cart.linesFailed) {
    return (
      <CartNotice>
        <EmptyState
          icon={alertGlyph}
          title={t`Your cart could not be loaded.`}
          description={t`Your items are kept; please try again.`}
          action={
            <Button variant="outline" onClick={cart.retryLines}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </CartNotice>
    );
  }
  if (!cart.lines) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" label={t`Loading your cart`} />
      </div>
    );
  }
  const lines = cart.lines;
  if (lines.length === 0) {
    return (
      <CartNotice>
        <EmptyState
          icon={cartGlyph}
          title={t`Your cart is empty`}
          description={t`Add something fresh from the shop.`}
          action={
            <Button asChild>
              <Link to={paths.products}>
                <Trans>Continue Shopping</Trans>
              </Link>
            </Button>
          }
        />
      </CartNotice>
    );
  }

  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = withDeliveryFee(goods, delivery.feePaise);

  function handlePlaceOrder() {
    if (!signedIn) {
      toast.error(t`Please log in to place an order`);
      openLogin();
      return;
    }
    if (!addressId) {
      toast.error(t`Please select an address`);
      return;
    }
    if (delivery.blocker) {
      toast.error(delivery.blocker);
      return;
    }
    checkout.place({
      lines,
      addressId,
      paymentType,
      deliveryFeePaise: delivery.feePaise,
      slot: delivery.slot,
      taxMode,
    });
  }

  return (
    <div className="mt-12 flex flex-col gap-10 md:flex-row md:items-start">
      <section aria-labelledby="cart-title" className="flex-1">
        {paymentCancelled ? (
          <PaymentCancelledNotice onDismiss={() => setParams({}, { replace: true })} />
        ) : null}
        <h1 id="cart-title" className="mb-6 text-3xl font-medium">
          <Trans>Shopping Cart</Trans>{' '}
          <span className="text-sm text-primary-strong">
            <Plural value={units} one="# Item" other="# Items" />
          </span>
        </h1>
        <ul aria-label={t`Cart items`} className="border-t border-line">
          {lines.map((line) => (
            <CartLineItem
              key={line.product._id}
              line={line}
              onQuantityChange={(quantity) => cart.setQuantity(line.product._id, quantity)}
              onAddOne={() => cart.setQuantity(line.product._id, line.quantity + 1)}
              onRemoveOne={() => cart.remove(line.product._id)}
              onRemoveLine={() => cart.removeLine(line.product._id)}
            />
          ))}
        </ul>
        <Link
          to={paths.products}
          className="focus-ring mt-8 inline-block rounded-sm font-medium text-primary-strong hover:underline"
        >
          <Trans>Continue Shopping</Trans>
        </Link>
      </section>
      <OrderSummary
        totals={totals}
        taxMode={taxMode}
        taxRows={taxRowsOf(cart.lines ?? [])}
        addressChoice={
          <AddressChoice
            signedIn={signedIn}
            addresses={addresses.data}
            loading={addresses.isLoading}
            selectedId={addressId}
            onSelect={pick}
            onLogin={openLogin}
          />
        }
        delivery={<CartDelivery delivery={delivery} signedIn={signedIn} />}
        blocker={delivery.blocker}
        paymentType={paymentType}
        onlineLabel={onlineLabel}
        onPaymentTypeChange={setPaymentType}
        placing={checkout.placing}
        onPlaceOrder={handlePlaceOrder}
      />
      <PlaceOrderBar
        paymentType={paymentType}
        amount={toRupees(totals.amountPaise)}
        placing={checkout.placing}
        onPlaceOrder={handlePlaceOrder}
        blocker={delivery.blocker}
      />
    </div>
  );
}
