import type { z } from 'zod';
import type { sellerLoginInputSchema } from '../../contract/seller.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { SellerModel } from './seller.model.ts';

export function createSellerService(
  db: Db,
  passwords: PasswordHasher,
  now: () => number = Date.now,
) {
  return {
    /** Returns the seller id when the credentials match. */
    async authenticate(
      input: z.output<typeof sellerLoginInputSchema>,
    ): Promise<string | undefined> {
      const seller = await SellerModel.query(db).findOne({ email: input.email });
      const ok = seller
        ? await passwords.verify(input.password, seller.passwordHash)
        : await passwords.verifyAgainstDummy(input.password);
      return ok && seller ? seller.id : undefined;
    },

    /**
     * Makes sure a seller with exactly these credentials exists (start-up, from
     * SELLER_EMAIL / SELLER_PASSWORD): creates it, or resets its password if it changed.
     */
    async ensure(email: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
      const normalized = email.toLowerCase();
      const existing = await SellerModel.query(db).findOne({ email: normalized });
      if (existing && (await passwords.verify(password, existing.passwordHash))) return 'unchanged';
      const passwordHash = await passwords.hash(password);
      const time = now();
      if (existing) {
        await SellerModel.query(db).findById(existing.id).patch({ passwordHash, updatedAt: time });
        return 'updated';
      }
      await SellerModel.query(db).insert({
        id: newId(),
        email: normalized,
        name: 'Admin',
        passwordHash,
        createdAt: time,
        updatedAt: time,
      });
      return 'created';
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;
