import { productsForOrderIn } from './products-for-order.ts';
import { releaseHeld, returnToShelf, takeStock, unholdPacked } from './product-stock.ts';

/**
 * The product module's counted stock, for the order module: each call runs in the order's
 * own transaction (`trx`), so a placement or a move and its stock commit together.
 */
export function createStockService() {
  return {
    /**
     * Adds the read of an order's products (prices, stock, main picture) to the batch;
     * gives them once it has run.
     */
    forOrderIn: productsForOrderIn,
    /** Holds an order's units; 409 naming a product short of them. */
    take: takeStock,
    releaseHeld,
    unholdPacked,
    returnToShelf,
  };
}

export type StockService = ReturnType<typeof createStockService>;
