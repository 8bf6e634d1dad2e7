import type { z } from 'zod';
import type { Language } from '../../contract/languages.ts';
import type { sellerLoginInputSchema } from '../../contract/seller.ts';
import type { Db } from '../../db/knex.ts';
import { newId } from '../../lib/ids.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { createSessionService, type AccountCheck } from '../session/session.service.ts';
import { SellerModel } from './seller.model.ts';

/** A seller's session counts while the account exists and is not disabled. */
export const activeSellerExists: AccountCheck = (q, idColumn) => {
  q.select(1)
    .from('sellers')
    .whereRaw('?? = ??', ['sellers.id', idColumn])
    .whereNull('sellers.disabledAt');
};

export type EnsureOutcome = 'created' | 'updated' | 'enabled' | 'unchanged';

export function createSellerService(
  db: Db,
  passwords: PasswordHasher,
  now: () => number = Date.now,
) {
  const sessions = createSessionService(db, { seller: activeSellerExists }, { now });
  return {
    /** Returns the seller id when the credentials match an account that is not disabled. */
    async authenticate(
      input: z.output<typeof sellerLoginInputSchema>,
    ): Promise<string | undefined> {
      const seller = await SellerModel.query(db).findOne({ email: input.email });
      // A disabled account still pays for the hash, so timing does not tell it apart.
      const ok = seller
        ? await passwords.verify(input.password, seller.passwordHash)
        : await passwords.verifyAgainstDummy(input.password);
      return ok && seller && seller.disabledAt == null ? seller.id : undefined;
    },

    /**
     * Makes sure a seller with exactly these credentials exists and is enabled (start-up,
     * from SELLER_EMAIL / SELLER_PASSWORD): creates it, or resets its password if it
     * changed. A reset signs the account out everywhere: rotating a leaked password must
     * also void the cookies taken with it.
     */
    async ensure(email: string, password: string): Promise<EnsureOutcome> {
      const normalized = email.toLowerCase();
      const existing = await SellerModel.query(db).findOne({ email: normalized });
      const samePassword = existing && (await passwords.verify(password, existing.passwordHash));
      const time = now();
      if (existing && samePassword) {
        if (existing.disabledAt == null) return 'unchanged';
        await SellerModel.query(db)
          .findById(existing.id)
          .patch({ disabledAt: null, updatedAt: time });
        return 'enabled';
      }
      const passwordHash = await passwords.hash(password);
      if (existing) {
        await db.transaction(async (trx) => {
          await SellerModel.query(trx)
            .findById(existing.id)
            .patch({ passwordHash, disabledAt: null, updatedAt: time });
          await sessions.endSessionsOf('seller', [existing.id], trx);
        });
        return 'updated';
      }
      await SellerModel.query(db).insert({
        id: newId(),
        email: normalized,
        name: 'Admin',
        passwordHash,
        disabledAt: null,
        createdAt: time,
        updatedAt: time,
      });
      return 'created';
    },

    /**
     * Disables every enabled seller account but `email` and signs them out; returns the
     * addresses disabled. Production start-up's answer to accounts left by earlier
     * configurations, such as the demo seller of a development start on the same database.
     */
    async disableAllExcept(email: string): Promise<string[]> {
      const normalized = email.toLowerCase();
      return db.transaction(async (trx) => {
        const others = await SellerModel.query(trx)
          .whereNot('email', normalized)
          .whereNull('disabledAt')
          .select('id', 'email');
        if (others.length === 0) return [];
        const ids = others.map((s) => s.id);
        const time = now();
        await SellerModel.query(trx)
          .whereIn('id', ids)
          .patch({ disabledAt: time, updatedAt: time });
        await sessions.endSessionsOf('seller', ids, trx);
        return others.map((s) => s.email);
      });
    },

    /** For forgotten passwords: the enabled seller with this (normalised) email, if any. */
    async idOfEmail(email: string): Promise<string | undefined> {
      const seller = await SellerModel.query(db)
        .findOne({ email })
        .whereNull('disabledAt')
        .select('id');
      return seller?.id;
    },

    /** For a password change: the account's email and stored hash. */
    async passwordOf(
      sellerId: string,
    ): Promise<{ email: string; passwordHash: string } | undefined> {
      return SellerModel.query(db).findById(sellerId).select('email', 'passwordHash');
    },

    async setPasswordHash(sellerId: string, passwordHash: string, trx: Db = db): Promise<number> {
      return SellerModel.query(trx).findById(sellerId).patch({ passwordHash, updatedAt: now() });
    },

    /** Takes the seller row's write lock until `trx` ends (counts kept per seller). */
    async lock(sellerId: string, trx: Db): Promise<void> {
      await SellerModel.query(trx).findById(sellerId).select('id').forUpdate();
    },

    /**
     * Who the shop's own emails go to (every enabled seller, when SELLER_NOTIFY is not set)
     * and in which language; the account changed last first, whose language
     * SELLER_NOTIFY's addresses read.
     */
    async activeContacts(): Promise<{ email: string; lang: string }[]> {
      return SellerModel.query(db)
        .whereNull('disabledAt')
        .orderBy([
          { column: 'updatedAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('email', 'lang');
    },

    /** The language the seller's console shows; their emails are written in it. */
    async setLanguage(sellerId: string, lang: Language): Promise<void> {
      // Only a change moves updatedAt, which says whose language SELLER_NOTIFY reads.
      await SellerModel.query(db)
        .findById(sellerId)
        .whereNot('lang', lang)
        .patch({ lang, updatedAt: now() });
    },
  };
}

export type SellerService = ReturnType<typeof createSellerService>;
