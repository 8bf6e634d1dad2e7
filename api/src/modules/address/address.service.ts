import type { z } from 'zod';
import { addressFieldNames, pickAddressFields } from '../../contract/address-fields.ts';
import type { Address, addressFieldsSchema } from '../../contract/address.ts';
import type { Db } from '../../db/knex.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserService } from '../user/user.service.ts';
import { AddressModel } from './address.model.ts';

export const MAX_ADDRESSES_PER_USER = 20;

/**
 * The address fields as columns, for an order's snapshot of them. Raw SQL skips
 * knexSnakeCaseMappers, so they are named here the way it names them.
 */
export const ADDRESS_COLUMNS = addressFieldNames.map((name) =>
  name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
);

export const toAddressJson = (a: AddressModel): Address => ({
  _id: a.id,
  userId: a.userId,
  ...pickAddressFields(a),
  isDefault: Boolean(a.isDefault),
});

type AddressFieldsOutput = z.output<typeof addressFieldsSchema>;

export function createAddressService(db: Db, users: UserService, now: () => number = Date.now) {
  /** The form does not ask for the email again: the account's is used. */
  const withEmail = async (userId: string, fields: AddressFieldsOutput) =>
    fields.email ? fields : { ...fields, email: (await users.get(userId)).email };

  /** Under the customer row's lock: is this address theirs? (404 when not). */
  async function ownAddress(trx: Db, userId: string, id: string): Promise<AddressModel> {
    await users.lock(userId, trx);
    const address = await AddressModel.query(trx).findById(id).where('userId', userId);
    if (!address) throw notFound((w) => w.account.addressNotYours);
    return address;
  }

  return {
    /**
     * The customer's address as the rows of an order's snapshot (`orderId`, the address id,
     * then ADDRESS_COLUMNS), for the order module to copy in one INSERT … SELECT within its
     * batch of writes: no row when the address is not this customer's.
     */
    snapshotSource(trx: Db, orderId: string, addressId: string, userId: string) {
      return trx.raw(
        `select ?, id, ${ADDRESS_COLUMNS.join(', ')} from addresses where id = ? and user_id = ?`,
        [orderId, addressId, userId],
      );
    },

    /** The PIN code of one of the customer's addresses (undefined: not theirs, or none). */
    async pincodeOf(userId: string, addressId: string): Promise<string | undefined> {
      const row = (await AddressModel.query(db)
        .findById(addressId)
        .where('userId', userId)
        .select('zipcode')) as { zipcode: string } | undefined;
      return row?.zipcode;
    },

    /**
     * Count and insert under the customer row's lock: without it, parallel adds all see
     * room for one more (MySQL's repeatable read lets each count miss the others' inserts).
     */
    async add(userId: string, input: AddressFieldsOutput): Promise<Address> {
      const fields = await withEmail(userId, input);
      return db.transaction(async (trx) => {
        await users.lock(userId, trx);
        const [{ count } = { count: 0 }] = (await AddressModel.query(trx)
          .where('userId', userId)
          .count('* as count')) as unknown as { count: number | string }[];
        if (Number(count) >= MAX_ADDRESSES_PER_USER) {
          throw conflict((w) => w.account.tooManyAddresses(MAX_ADDRESSES_PER_USER));
        }
        const address = await AddressModel.query(trx).insertAndFetch({
          id: newId(),
          userId,
          ...fields,
          // The first address is the one the cart starts with.
          isDefault: Number(count) === 0,
          createdAt: now(),
        });
        return toAddressJson(address);
      });
    },

    /** New fields for one of the customer's addresses; orders keep their own copies. */
    async update(userId: string, id: string, input: AddressFieldsOutput): Promise<Address> {
      const fields = await withEmail(userId, input);
      return db.transaction(async (trx) => {
        const address = await ownAddress(trx, userId, id);
        await AddressModel.query(trx).findById(id).patch(fields);
        return toAddressJson(
          AddressModel.fromJson({ ...address, ...fields }, { skipValidation: true }),
        );
      });
    },

    /** Gone from the book (orders keep their copies); the oldest left becomes the default. */
    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (trx) => {
        const address = await ownAddress(trx, userId, id);
        await AddressModel.query(trx).deleteById(id);
        if (!address.isDefault) return;
        const next = await AddressModel.query(trx)
          .where('userId', userId)
          .orderBy([
            { column: 'createdAt', order: 'asc' },
            { column: 'id', order: 'asc' },
          ])
          .first();
        if (next) await AddressModel.query(trx).findById(next.id).patch({ isDefault: true });
      });
    },

    /** This address, and no other of the customer's, is the default. */
    async makeDefault(userId: string, id: string): Promise<void> {
      await db.transaction(async (trx) => {
        await ownAddress(trx, userId, id);
        // One statement sets every row of theirs, so there is never a moment with two.
        await trx('addresses')
          .where('userId', userId)
          .update({ isDefault: trx.raw('case when id = ? then ? else ? end', [id, true, false]) });
      });
    },

    /** Only the signed-in customer's own addresses, oldest first. */
    async list(userId: string): Promise<Address[]> {
      const rows = await AddressModel.query(db)
        .where('userId', userId)
        .orderBy([
          { column: 'createdAt', order: 'asc' },
          { column: 'id', order: 'asc' },
        ]);
      return rows.map(toAddressJson);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
