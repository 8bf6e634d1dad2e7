import { z } from 'zod';
import { addressInputShape, addressJsonShape } from './address-fields.ts';
import { indianState } from './indian-states.ts';

export const addressFieldsSchema = z
  .object(addressInputShape, { error: 'Address is required' })
  .superRefine((address, ctx) => {
    if (address.country.toLowerCase() === 'india' && !indianState(address.state))
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: 'Please choose a state or union territory of India',
      });
  });
export type AddressFields = z.input<typeof addressFieldsSchema>;

export const addressAddInputSchema = z.object({
  userId: z.unknown().optional(),
  address: addressFieldsSchema,
});
export type AddressAddInput = z.input<typeof addressAddInputSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  ...addressJsonShape,
  /** The one the cart starts with. */
  isDefault: z.boolean(),
});

/** `POST /api/address/update`: the address's new fields, as for adding one. */
export const addressUpdateInputSchema = z.object({
  id: z.string({ error: 'Address id is required' }).min(1, 'Address id is required').max(64),
  address: addressFieldsSchema,
});
export type AddressUpdateInput = z.input<typeof addressUpdateInputSchema>;

/** `POST /api/address/delete` and `POST /api/address/default`. */
export const addressIdInputSchema = z.object({
  id: z.string({ error: 'Address id is required' }).min(1, 'Address id is required').max(64),
});

/** `GET /api/address/pincode/:pincode`: where India Post says a PIN code is. */
export interface PincodePlace {
  success: true;
  pincode: string;
  city: string;
  state: string;
}
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
});
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
