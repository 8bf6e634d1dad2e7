import { paymentTypeLabels } from '../../../contract/order-status.ts';
import { cancelReasonWords } from '../../../contract/cancel-reason.ts';
import type { MailWords } from './mail-words.ts';

const indianRupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const hello = (name: string | undefined) => `Hello ${name ?? 'there'}`;

/** English (en-IN), the original: every other language's file says the same. */
export const englishWords: MailWords = {
  htmlLang: 'en',
  money: (paise) => `Rs.${indianRupees.format(paise / 100)}`,
  slotDay: (date) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString('en-IN', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }),
  // The contract's values are English words already.
  statuses: {
    'Order Placed': 'Order Placed',
    Packed: 'Packed',
    'Out for delivery': 'Out for delivery',
    Delivered: 'Delivered',
    Cancelled: 'Cancelled',
  },
  paymentTypes: paymentTypeLabels,
  cancelReasons: cancelReasonWords,

  call: (phone) => `Call ${phone}`,
  receipt: { subtotal: 'Subtotal', tax: 'Tax', delivery: 'Delivery', total: 'Total' },
  phoneLine: (phone) => `Phone: ${phone}`,
  slotLine: (day, start, end) => `Delivery slot: ${day}, ${start}–${end}`,
  yourOrders: 'Your orders',

  shopperPays: {
    keepReady: (amount) => `${paymentTypeLabels.COD}: please keep ${amount} ready.`,
    beingChecked: 'Online: your payment is being checked; the shop will be in touch.',
    paidOnline: (amount) => `Online: ${amount} paid.`,
    settledInCash: (amount) => `Paid in cash on delivery (${amount}).`,
    settledOnline: (amount) => `Paid online (${amount}).`,
  },
  confirmation: {
    subject: (shop, ref) => `Your ${shop} order ${ref} is placed`,
    lead: (name, ref) =>
      `Thank you, ${name ?? 'there'}. We have your order ${ref} and will let you know when it is on its way.`,
    deliveringTo: 'Delivering to:',
  },
  status: {
    subject: (shop, ref, status) => `Your ${shop} order ${ref}: ${status}`,
    outForDelivery: (name, ref) =>
      `${hello(name)}, your order ${ref} is out for delivery and will reach you soon.`,
    delivered: (name, ref, shop) =>
      `${hello(name)}, your order ${ref} has been delivered. Thank you for shopping with ${shop}.`,
    cancelled: (name, ref) => `${hello(name)}, your order ${ref} has been cancelled.`,
    because: (reason) => `The shop's reason: ${reason}`,
    now: (name, ref, status) => `${hello(name)}, your order ${ref} is now ${status}.`,
    refunding: (amount) => `The ${amount} you paid is being refunded to the way you paid.`,
  },
  refund: {
    subject: (shop, ref) => `Your refund for ${shop} order ${ref}`,
    lead: (name, ref, amount) =>
      `${hello(name)}, we have refunded ${amount} for your cancelled order ${ref}. Your bank may take a few days to show it.`,
  },
  edit: {
    subject: (shop, ref) => `Your ${shop} order ${ref} was changed`,
    lead: (name, ref) =>
      `${hello(name)}, the shop had to change your order ${ref} before packing it.`,
    removed: (from) => `removed (was ${from})`,
    newTotal: 'New total',
    refunding: (amount) =>
      `We are refunding ${amount} to the way you paid. Your bank may take a few days to show it.`,
    reason: (reason) => `Reason: ${reason}`,
  },
  newOrder: {
    subject: (ref, amount, paymentType) => `New order ${ref}: ${amount}, ${paymentType}`,
    lead: (ref) => `A new order ${ref} is waiting to be packed.`,
    collect: (amount) => `Collect ${amount} on delivery.`,
    paidOtherAmount: (paid, amount) =>
      `Online: ${paid} came in for ${amount}; please check the payment before packing.`,
    nothingToCollect: (paid) => `Paid online (${paid}); nothing to collect.`,
    deliverTo: 'Deliver to:',
    openOrders: 'Open Orders',
  },
  passwordReset: {
    subject: (shop) => `Reset your ${shop} password`,
    shopperAccount: (shop) => shop,
    sellerAccount: (shop) => `the ${shop} seller console`,
    lead: (where) =>
      `Someone (we hope you) asked to reset the password of your account at ${where}.`,
    details: (minutes) =>
      `The link works once, for ${minutes} minutes. If you did not ask, ignore this email: your password stays as it is.`,
    link: 'Set a new password',
  },
};
