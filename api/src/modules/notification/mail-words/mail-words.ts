import type { PaymentType } from '../../../contract/order.ts';
import type { OrderStatus } from '../../../contract/order-status.ts';
import type { CancelReasonCode } from '../../../contract/cancel-reason.ts';

/** The shopper's first name from the order's address; undefined when the order has none. */
type Name = string | undefined;

/**
 * Every word the emails say, for one language: a language is one file implementing this
 * (`en-IN.ts`, `hi.ts`) and a line in `by-language.ts`, so TypeScript refuses a language
 * with a sentence missing. Amounts come formatted by the same file's `money`; `ref` is the
 * order's number (`KR-10427`) or short id, `shop` the shop's name.
 */
export interface MailWords {
  /** The HTML part's `<html lang>`. */
  htmlLang: string;
  /** An amount in paise as this language writes money. */
  money(paise: number): string;
  /** A delivery slot's day (`YYYY-MM-DD`, the shop's own date). */
  slotDay(date: string): string;
  statuses: Readonly<Record<OrderStatus, string>>;
  /** Why the shop cancelled, by reason code ("other" is the seller's own words). */
  cancelReasons: Readonly<Record<Exclude<CancelReasonCode, 'other'>, string>>;
  paymentTypes: Readonly<Record<PaymentType, string>>;

  /** The signature's phone link. */
  call(phone: string): string;
  receipt: { subtotal: string; tax: string; delivery: string; total: string };
  phoneLine(phone: string): string;
  slotLine(day: string, start: string, end: string): string;
  /** The shopper's link to their orders. */
  yourOrders: string;

  /** What the shopper must do about paying, or what they paid. */
  shopperPays: {
    keepReady(amount: string): string;
    beingChecked: string;
    paidOnline(amount: string): string;
    /** On the delivered receipt. */
    settledInCash(amount: string): string;
    settledOnline(amount: string): string;
  };
  confirmation: {
    subject(shop: string, ref: string): string;
    lead(name: Name, ref: string): string;
    deliveringTo: string;
  };
  status: {
    subject(shop: string, ref: string, status: string): string;
    outForDelivery(name: Name, ref: string): string;
    delivered(name: Name, ref: string, shop: string): string;
    cancelled(name: Name, ref: string): string;
    /** The shop's reason for cancelling. */
    because(reason: string): string;
    /** Any other status, by its label. */
    now(name: Name, ref: string, status: string): string;
    refunding(amount: string): string;
  };
  refund: {
    subject(shop: string, ref: string): string;
    lead(name: Name, ref: string, amount: string): string;
  };
  edit: {
    subject(shop: string, ref: string): string;
    lead(name: Name, ref: string): string;
    removed(from: number): string;
    newTotal: string;
    refunding(amount: string): string;
    reason(reason: string): string;
  };
  /** The seller's new-order email. */
  newOrder: {
    subject(ref: string, amount: string, paymentType: string): string;
    lead(ref: string): string;
    collect(amount: string): string;
    /** A payment that came in for another amount than the order's. */
    paidOtherAmount(paid: string, amount: string): string;
    nothingToCollect(paid: string): string;
    deliverTo: string;
    openOrders: string;
  };
  passwordReset: {
    subject(shop: string): string;
    /** Where the account is: the shop, or its seller console. */
    shopperAccount(shop: string): string;
    sellerAccount(shop: string): string;
    lead(where: string): string;
    details(minutes: number): string;
    link: string;
  };
}
