import type { OrderStatus } from '../../../contract/order-status.ts';

const statuses: Readonly<Record<OrderStatus, string>> = {
  'Order Placed': 'Order Placed',
  Packed: 'Packed',
  'Out for delivery': 'Out for delivery',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

// The cart, placing and changing orders, delivery terms and payments. `ref` is the order's
// number (KR-10427) or short id; amounts come formatted by `http.money`.
export const ordersWords = {
  statuses,
  cartUpdated: 'Cart Updated',
  orderPlaced: 'Order Placed Successfully',
  redirectingToPayment: 'Redirecting to payment',
  orderCancelled: 'Order Cancelled',
  /** The seller moved an order to `status`. */
  orderMoved: (status: OrderStatus) => `Order ${statuses[status]}`,
  refundIssued: 'Refund issued',
  orderUpdated: 'Order updated',

  cartProductGone: 'Some products in your cart no longer exist. Please refresh the page.',
  orderProductGone: 'A product in your cart no longer exists. Please refresh your cart.',
  noLongerSold: (name: string) => `${name} is no longer sold. Please remove it from your cart.`,
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
  onlyLeft: (left: number, name: string) =>
    `Only ${left} of ${name} left. Please lower the quantity in your cart.`,
  soldOut: (name: string) => `${name} is sold out (0 left). Please remove it from your cart.`,
  pricesChanged: (amount: string) =>
    `Prices in your cart have changed: your order now comes to ${amount}. Please check your cart and place the order again.`,
  unpaidOrders: (count: number) =>
    `You have ${count} online ${count === 1 ? 'order' : 'orders'} waiting for payment. Please pay for one or cancel it in My Orders before placing another.`,
  tooManyOrders: (wait: string) =>
    `You have placed or cancelled many orders in a short time. Please try again in ${wait}, or call the shop.`,
  cardsUnavailable: 'Card payments are not available right now. Please choose Cash on Delivery.',
  cardPageFailed:
    'The card payment page could not be opened. Please try again or choose Cash on Delivery.',
  paymentLinkInvalid: 'This payment link is not valid.',

  addressNotFound: 'This address was not found in your account. Please select another.',
  pincodeNotServed: (pincode: string) =>
    `Sorry, we don't deliver to PIN code ${pincode} yet. Please choose another address.`,
  belowMinimum: (minimum: string, more: string) =>
    `The minimum order is ${minimum}. Please add ${more} more.`,
  chooseSlot: 'Please choose a delivery slot.',
  slotClosed: 'This delivery slot is no longer open. Please choose another slot.',
  slotFull: 'This delivery slot just filled up. Please choose another slot.',

  orderNotFound: 'Order not found.',
  thisOrderNotFound: 'This order was not found.',
  awaitingPayment: (ref: string) => `Order ${ref} is still waiting for its payment.`,
  alreadyStatus: (ref: string, status: OrderStatus) =>
    `Order ${ref} is already ${statuses[status]}.`,
  tooLateToCancel: (ref: string, status: OrderStatus) =>
    `Order ${ref} is ${statuses[status]} and can no longer be cancelled. Please call the shop.`,
  finalStatus: (ref: string, status: OrderStatus) =>
    `Order ${ref} is ${statuses[status]}; it cannot change any more.`,
  onlyBecome: (ref: string, status: OrderStatus, allowed: readonly OrderStatus[]) =>
    `Order ${ref} is ${statuses[status]}; it can only become ${allowed.map((s) => statuses[s]).join(' or ')}.`,
  paymentInProgress: (ref: string) =>
    `A payment for order ${ref} is being processed. Please try again in a few minutes.`,
  paidMeanwhile: (ref: string) =>
    `The payment for order ${ref} has just come in, so it is a paid order now. Cancel it again to have the money refunded.`,

  editAwaitingPayment: (ref: string) =>
    `Order ${ref} is still waiting for its payment, so it cannot be changed yet.`,
  editCancelled: (ref: string) => `Order ${ref} is Cancelled; it cannot be changed.`,
  editTooLate: (ref: string, status: OrderStatus) =>
    `Order ${ref} is ${statuses[status]}; only an order not yet packed can be changed.`,
  editPaymentChecked: (ref: string) =>
    `The payment of order ${ref} is being checked; it cannot be changed until then.`,
  editedMeanwhile: (ref: string) => `Order ${ref} was changed just now. Please look at it again.`,
  editNothingAdded: 'Only lines already in the order can be changed; nothing can be added.',
  editOnlyLower: (name: string, quantity: number) =>
    `${name}: a quantity can only be lowered (the order has ${quantity}).`,
  editLeavesNothing: 'That would leave no items: cancel the order instead.',
  editNothingChanged: 'Nothing changed: lower a quantity or remove a line.',

  alreadyRefunded: (ref: string) => `Order ${ref} is already refunded.`,
  nothingToRefund: (ref: string) => `Order ${ref} has nothing to refund.`,
  refundFailedAgain: (ref: string) =>
    `The refund of order ${ref} failed again. Please try later or refund it from the payment provider's dashboard.`,
  editRefundFailedAgain: (ref: string) =>
    `A refund for order ${ref} failed again. Please try later or refund it from the payment provider's dashboard.`,
  refundInProgress: (ref: string) =>
    `The refund of order ${ref} is still being processed. Please check again in a few minutes.`,
};
