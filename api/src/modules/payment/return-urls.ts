// Where a payment page sends the shopper back. The order id lets the storefront ask how
// that payment stands (GET /api/order/:id/payment) instead of guessing.

/** Paid (or so the provider's page says): /loader waits for our confirmation, then My Orders. */
export const paymentReturnUrl = (storefrontOrigin: string, orderId: string) =>
  `${storefrontOrigin}/loader?${new URLSearchParams({ next: 'my-orders', order: orderId })}`;

/** Given up on the payment page: back to the cart, which says so and keeps "Online". */
export const paymentCancelledUrl = (storefrontOrigin: string, orderId: string) =>
  `${storefrontOrigin}/cart?${new URLSearchParams({ payment: 'cancelled', order: orderId })}`;
