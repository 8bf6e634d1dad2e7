import { z } from 'zod';
import { emailSchema } from './user.ts';

const required = (label: string, max = 100) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const addressFieldsSchema = z.object(
  {
    firstName: required('First name', 60),
    lastName: required('Last name', 60),
    email: emailSchema,
    street: required('Street', 200),
    city: required('City', 80),
    state: required('State', 80),
    // The form's zipcode input is numeric, so numbers are accepted and kept as text
    // (leading zeros matter in some countries).
    zipcode: z
      .union([z.string(), z.number()], { error: 'Zip code is required' })
      .transform((v) => String(v).trim())
      .pipe(z.string().regex(/^\d{3,10}$/, 'Zip code must be 3 to 10 digits')),
    country: required('Country', 80),
    phone: z
      .union([z.string(), z.number()], { error: 'Phone is required' })
      .transform((v) => String(v).trim())
      .pipe(
        z
          .string()
          .min(1, 'Phone is required')
          .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Please enter a valid phone number'),
      ),
  },
  { error: 'Address is required' },
);
export type AddressFields = z.input<typeof addressFieldsSchema>;

export const addressAddInputSchema = z.object({
  userId: z.unknown().optional(),
  address: addressFieldsSchema,
});
export type AddressAddInput = z.input<typeof addressAddInputSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(addressSchema),
});
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;
