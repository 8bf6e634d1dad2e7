import { cartTotals, withDeliveryFee } from '../../contract/cart-total.ts';
import type { OrderEditInput } from '../../contract/order-edit.ts';
import { orderReference } from '../../contract/order-reference.ts';
import { awaitingPayment, type Actor } from '../../contract/order-status.ts';
import { paidThroughNetwork } from '../../contract/order.ts';
import { toPaise } from '../../contract/paise.ts';
import type { Db } from '../../db/knex.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { DeliveryService } from '../delivery/delivery.service.ts';
import type { StockService } from '../product/stock.service.ts';
import { changeOf, nobodyListens, type OrderChangeListener } from './order-change.ts';
import { planEdit, type EditPlan } from './order-edit-plan.ts';
import { OrderEditModel } from './order-edit.model.ts';
import { OrderModel } from './order.model.ts';

/** Money that came in online in full: an edit refunds the difference. */
const paidOnline = (order: OrderModel) =>
  order.paymentType === 'Online' && order.paymentStatus === 'paid';

/** Only an order not yet packed, with its money settled (or cash), can be changed. */
function refuseUnlessEditable(order: OrderModel): void {
  const reference = orderReference(order.number, order.id);
  if (awaitingPayment(order))
    // The provider's payment page already asks for the old amount.
    throw conflict((w) => w.orders.editAwaitingPayment(reference));
  const { status } = order;
  if (status === 'Cancelled') throw conflict((w) => w.orders.editCancelled(reference));
  if (status !== 'Order Placed') throw conflict((w) => w.orders.editTooLate(reference, status));
  if (order.paymentStatus === 'flagged')
    throw conflict((w) => w.orders.editPaymentChecked(reference));
}

/** What an edit made: the order as it now stands, and the refund it owes (paise). */
export interface OrderEdited {
  order: OrderModel;
  editId: string;
  refundPaise: number;
}

/**
 * The seller's edits of an order before packing (issue 31): lower a line or remove it, with a
 * reason. Everything in one transaction: a conditional UPDATE of the order (still Order
 * Placed, its payment state and edit count as read: of two edits, or an edit and a cancel, one
 * wins), the lines, the held units given back through the product module, the edit recorded
 * with the refund it owes, and the change announced (the shopper's email). The refund itself
 * is sent after the commit by the payment module (`refundAfterEdit`).
 */
export function createOrderEdits(deps: {
  db: Db;
  stock: StockService;
  /** The shop's current delivery rules: the fee for the new subtotal. */
  delivery: Pick<DeliveryService, 'quote'>;
  onStockChange: (productIds: readonly string[]) => Promise<void>;
  onOrderChange?: OrderChangeListener;
  /** Sends an edit's partial refund once its transaction committed (the payment module). */
  refundAfterEdit?: (editId: string) => Promise<void>;
  now?: () => number;
}) {
  const { db, stock, delivery, onStockChange } = deps;
  const onOrderChange = deps.onOrderChange ?? nobodyListens;
  const now = deps.now ?? Date.now;

  /** The new amounts: the goods under the order's own tax mode, the fee never above before. */
  async function totalsAfter(order: OrderModel, plan: EditPlan) {
    const goods = cartTotals(
      plan.lines.map((l) => ({
        offerPricePaise: l.item.offerPricePaise,
        quantity: l.quantity,
        gstRate: l.item.gstRate,
      })),
      order.taxMode ?? 'added',
      order.taxByRate,
    );
    const quote = await delivery.quote(order.address?.zipcode ?? '', goods.subtotalPaise);
    // The shopper never pays more after an edit; the minimum order is not checked again
    // (the shop itself is lowering the order).
    const fee = Math.min(order.deliveryFeePaise, toPaise(quote.fee));
    return withDeliveryFee(goods, fee);
  }

  /** Why the conditional UPDATE found nothing: the order moved, or another edit came first. */
  async function lostRace(orderId: string): Promise<never> {
    const now = await OrderModel.query(db).findById(orderId);
    if (!now) throw notFound((w) => w.orders.thisOrderNotFound);
    refuseUnlessEditable(now);
    const reference = orderReference(now.number, now.id);
    throw conflict((w) => w.orders.editedMeanwhile(reference));
  }

  async function write(order: OrderModel, plan: EditPlan, input: OrderEditInput, by: Actor) {
    const totals = await totalsAfter(order, plan);
    const refundPaise = paidOnline(order) ? Math.max(0, order.amountPaise - totals.amountPaise) : 0;
    // Paid to a buyer app: it refunds its buyer and settles the new amount with the shop, so
    // the refund is the network's, done as it is told (the ondc module sends on_update).
    const byNetwork = refundPaise > 0 && paidThroughNetwork(order);
    const editId = newId();
    const time = now();
    const released = await db.transaction(async (trx) => {
      const changed = await OrderModel.query(trx)
        .findById(order.id)
        .where({
          status: 'Order Placed',
          paymentStatus: order.paymentStatus,
          editCount: order.editCount,
        })
        .patch({
          subtotalPaise: totals.subtotalPaise,
          taxPaise: totals.taxPaise,
          deliveryFeePaise: totals.deliveryFeePaise,
          amountPaise: totals.amountPaise,
          editCount: order.editCount + 1,
          editRefundPaise: order.editRefundPaise + refundPaise,
          updatedAt: time,
        });
      if (!changed) return undefined;
      for (const line of plan.lines) {
        if (line.quantity === line.item.quantity) continue;
        const row = trx('order_items').where('id', line.item.id);
        if (line.quantity === 0) await row.delete();
        else
          await row.update({
            quantity: line.quantity,
            stockTaken: line.item.stockTaken - line.release,
          });
      }
      // By product id, as placing and cancelling take them: no deadlock between them.
      const units = plan.lines
        .filter((line) => line.release > 0)
        .map((line) => ({ productId: line.item.productId, units: line.release }))
        .sort((a, b) => (a.productId < b.productId ? -1 : 1));
      await stock.releaseHeld(trx, units);
      await OrderEditModel.query(trx).insert({
        id: editId,
        orderId: order.id,
        seq: order.editCount + 1,
        by,
        reason: input.reason,
        lines: plan.changed,
        oldAmountPaise: order.amountPaise,
        newAmountPaise: totals.amountPaise,
        refundPaise,
        refundStatus: byNetwork ? 'refunded' : refundPaise > 0 ? 'pending' : null,
        refundAttempt: refundPaise > 0 ? 1 : 0,
        refundRequestedAt: refundPaise > 0 ? time : null,
        ...(byNetwork
          ? {
              refundId: `${order.channel}:${order.networkOrderId ?? order.id}:edit-${order.editCount + 1}`,
              refundedAt: time,
            }
          : {}),
        at: time,
      });
      await onOrderChange(trx, { ...changeOf('edited', order), editId });
      return units.map((u) => u.productId);
    });
    if (!released) return lostRace(order.id);
    return { editId, refundPaise, refundToSend: refundPaise > 0 && !byNetwork, released };
  }

  return {
    /** Applies the seller's edit; 400 for a change that is not a lowering, 409 once packed. */
    async edit(input: OrderEditInput, by: Actor = 'seller'): Promise<OrderEdited> {
      const order = await OrderModel.query(db)
        .findById(input.orderId)
        .withGraphFetched('[items, address]');
      if (!order) throw notFound((w) => w.orders.thisOrderNotFound);
      refuseUnlessEditable(order);
      const plan = planEdit(order.items ?? [], input.lines);
      const { editId, refundPaise, refundToSend, released } = await write(order, plan, input, by);
      await onStockChange(released);
      if (refundToSend) await deps.refundAfterEdit?.(editId);
      const after = await OrderModel.query(db)
        .findById(order.id)
        .withGraphFetched('[items, address, events, edits]')
        .throwIfNotFound();
      return { order: after, editId, refundPaise };
    },
  };
}

export type OrderEdits = ReturnType<typeof createOrderEdits>;
