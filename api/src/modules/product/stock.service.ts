import { productsForOrder } from './products-for-order.ts';
import { releaseHeld, returnToShelf, takeStock, unholdPacked } from './product-stock.ts';

/**
 * The product module's counted stock, for the order module: each call runs in the order's
 * own transaction (`trx`), so a placement or a move and its stock commit together.
 */
export function createStockService() {
  return {
    /** The products of an order being placed, with their prices, stock and main picture. */
    forOrder: productsForOrder,
    /** Holds an order's units; 409 naming a product short of them. */
    take: takeStock,
    releaseHeld,
    unholdPacked,
    returnToShelf,
  };
}

export type StockService = ReturnType<typeof createStockService>;
