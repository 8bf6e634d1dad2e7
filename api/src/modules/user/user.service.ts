import type { z } from 'zod';
import type { CartItems } from '../../contract/cart.ts';
import type { loginInputSchema, registerInputSchema, User } from '../../contract/user.ts';
import type { Db } from '../../db/knex.ts';
import type { StatementBatch } from '../../db/statement-batch.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, unauthorized } from '../../lib/errors.ts';
import { createHash, randomBytes } from 'node:crypto';
import { newId } from '../../lib/ids.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { AccountCheck } from '../session/session.service.ts';
import { UserModel } from './user.model.ts';

/** A shopper's session counts while the account exists. */
export const userAccountExists: AccountCheck = (q, idColumn) => {
  q.select(1).from('users').whereRaw('?? = ??', ['users.id', idColumn]);
};

export const toUserJson = (user: UserModel): User => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  cartItems: user.cartItems ?? {},
});

export function createUserService(db: Db, passwords: PasswordHasher, now: () => number = Date.now) {
  return {
    async register(input: z.output<typeof registerInputSchema>): Promise<User> {
      const existing = await UserModel.query(db).findOne({ email: input.email });
      if (existing) throw conflict((w) => w.account.emailTaken);
      const time = now();
      try {
        const user = await UserModel.query(db).insertAndFetch({
          id: newId(),
          name: input.name,
          email: input.email,
          passwordHash: await passwords.hash(input.password),
          cartItems: {},
          createdAt: time,
          updatedAt: time,
        });
        return toUserJson(user);
      } catch (err) {
        // Two sign-ups racing for one email: the unique index decides.
        if (isUniqueViolation(err)) throw conflict((w) => w.account.emailTaken);
        throw err;
      }
    },

    /** Same answer for an unknown email and a wrong password. */
    async authenticate(input: z.output<typeof loginInputSchema>): Promise<User | undefined> {
      const user = await UserModel.query(db).findOne({ email: input.email });
      const ok = user
        ? await passwords.verify(input.password, user.passwordHash)
        : await passwords.verifyAgainstDummy(input.password);
      return ok && user ? toUserJson(user) : undefined;
    },

    async get(userId: string): Promise<User> {
      const user = await UserModel.query(db).findById(userId);
      if (!user) throw unauthorized();
      return toUserJson(user);
    },

    /**
     * Takes the customer row's write lock until `trx` ends: the one place that orders what
     * a customer does at the same instant (limits counted per customer, their cart).
     */
    async lock(userId: string, trx: Db): Promise<void> {
      await UserModel.query(trx).findById(userId).select('id').forUpdate();
    },

    async setCart(userId: string, cartItems: CartItems, trx: Db = db): Promise<void> {
      await UserModel.query(trx).findById(userId).patch({ cartItems, updatedAt: now() });
    },

    /**
     * Adds emptying the cart to the batch: an UPDATE of the account row, so it takes the
     * row's write lock too (a cash order's first statement).
     */
    emptyCartIn(batch: StatementBatch, userId: string, trx: Db): void {
      // A plain statement: the busiest path need not build a model to write two columns.
      batch.add(
        trx('users')
          .where('id', userId)
          .update({ cartItems: JSON.stringify({}), updatedAt: now() }),
      );
    },

    /** For forgotten passwords: the account with this (normalised) email, if any. */
    async idOfEmail(email: string): Promise<string | undefined> {
      const user = await UserModel.query(db).findOne({ email }).select('id');
      return user?.id;
    },

    /** For a password change: the account's email and stored hash. */
    async passwordOf(userId: string): Promise<{ email: string; passwordHash: string } | undefined> {
      return UserModel.query(db).findById(userId).select('email', 'passwordHash');
    },

    async setPasswordHash(userId: string, passwordHash: string, trx: Db = db): Promise<number> {
      return UserModel.query(trx).findById(userId).patch({ passwordHash, updatedAt: now() });
    },

    /**
     * The account an ONDC buyer app orders through (docs/ondc.md, "Who the buyer is"): one
     * per buyer app, made the first time it confirms an order. Nobody signs in to it: its
     * password is random and thrown away, and its address is under `.invalid` (RFC 2606),
     * which no mail is ever delivered to. Two first confirms at once: the email's unique
     * index keeps one row, and both get its id.
     */
    async networkBuyer(subscriberId: string): Promise<string> {
      const key = createHash('sha256').update(subscriberId).digest('hex').slice(0, 32);
      const email = `ondc-${key}@buyer-apps.invalid`;
      const existing = await UserModel.query(db).findOne({ email }).select('id');
      if (existing) return existing.id;
      const time = now();
      try {
        const id = newId();
        await UserModel.query(db).insert({
          id,
          name: subscriberId.slice(0, 80),
          email,
          passwordHash: await passwords.hash(randomBytes(32).toString('base64url')),
          cartItems: {},
          createdAt: time,
          updatedAt: time,
        });
        return id;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const row = await UserModel.query(db).findOne({ email }).select('id');
        if (!row) throw err;
        return row.id;
      }
    },

    /** The email address of each of these customers (those that exist), by id. */
    async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await UserModel.query(db).whereIn('id', userIds).select('id', 'email');
      return new Map(rows.map((u) => [u.id, u.email] as const));
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
