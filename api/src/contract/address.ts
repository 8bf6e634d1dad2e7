import { z } from 'zod';
import { addressInputShape, addressJsonShape } from './address-fields.ts';

export const addressFieldsSchema = z.object(addressInputShape, { error: 'Address is required' });
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
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
});
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
