import type { CartItems } from '../../contract/cart.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { ProductService } from '../product/product.service.ts';
import type { UserService } from '../user/user.service.ts';

export function createCartService(products: ProductService, users: UserService) {
  return {
    /**
     * Replaces the signed-in customer's cart. Every product must exist and be on sale (not
     * archived); out-of-stock ones may stay in a cart (they come back), placing the order is
     * what refuses them.
     */
    async replace(userId: string, cartItems: CartItems): Promise<CartItems> {
      const ids = Object.keys(cartItems);
      if (ids.length > 0) {
        const rows = await products.saleStates(ids);
        // Compared here, exactly: MySQL's collation would match `ABC ` to `abc`.
        const found = new Map(rows.map((r) => [r.id, r]));
        if (ids.some((id) => !found.has(id))) {
          throw badRequest((w) => w.orders.cartProductGone);
        }
        const archived = rows.find((r) => r.archivedAt !== null);
        if (archived) {
          throw conflict((w) => w.orders.noLongerSold(archived.name));
        }
      }
      await users.setCart(userId, cartItems);
      return cartItems;
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
