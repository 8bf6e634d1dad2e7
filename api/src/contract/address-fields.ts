import { z } from 'zod';
import { indianState } from './indian-states.ts';
import { mobileDigits } from './indian-mobile.ts';
import { emailSchema } from './user.ts';

/**
 * The one declaration of an address's fields, in the order the form shows them. The
 * input, stored and order-snapshot schemas, the models' types, the order snapshot's
 * column list and the storefront form all derive from it, so a field is added here once.
 */
export interface AddressFieldSpec {
  label: string;
  /** What the API accepts; its output is always a string. */
  schema: z.ZodType<string, unknown>;
  /** Optional fields may be left out or empty; they are stored as ''. */
  optional?: boolean;
  /** The browser's autofill token. */
  autoComplete: string;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  hint?: string;
}

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Some forms send these as numbers; they are kept as text (leading characters matter). */
const digitsText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} is required` })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, `${label} is required`));

const text = (label: string, max: number, ui: Omit<AddressFieldSpec, 'label' | 'schema'>) =>
  ({ label, schema: requiredText(label, max), maxLength: max, ...ui }) satisfies AddressFieldSpec;

const LANDMARK_MAX = 120;

export const addressFields = {
  firstName: text('First name', 60, { autoComplete: 'given-name' }),
  // Optional: many Indian names are one word, and the parcel needs only a name to ask for.
  lastName: {
    label: 'Last name',
    schema: z
      .string({ error: 'Last name must be text' })
      .trim()
      .max(60, 'Last name must be at most 60 characters')
      .optional()
      .transform((v) => v ?? ''),
    optional: true,
    autoComplete: 'family-name',
    maxLength: 60,
    hint: 'Optional',
  },
  // The account's email when left out (the form does not ask for it again).
  email: {
    label: 'Email address',
    schema: z
      .string({ error: 'Email must be text' })
      .optional()
      .transform((v) => v?.trim() ?? '')
      .refine(
        (v) => v === '' || emailSchema.safeParse(v).success,
        'Please enter a valid email address',
      )
      .transform((v) => v.toLowerCase()),
    optional: true,
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    maxLength: 254,
  },
  street: text('Street', 200, { autoComplete: 'street-address' }),
  // Indian deliveries are found by a nearby landmark as much as by the street.
  landmark: {
    label: 'Landmark',
    schema: z
      .string({ error: 'Landmark must be text' })
      .trim()
      .max(LANDMARK_MAX, `Landmark must be at most ${LANDMARK_MAX} characters`)
      .optional()
      .transform((v) => v ?? ''),
    optional: true,
    autoComplete: 'address-line2',
    maxLength: LANDMARK_MAX,
    hint: 'Optional: a place nearby, e.g. "Opposite the bus stand"',
  },
  city: text('City', 80, { autoComplete: 'address-level2' }),
  // One of INDIAN_STATES, written as listed, when the country is India (checked with the
  // country in address.ts); otherwise the shopper's text.
  state: {
    ...text('State', 80, { autoComplete: 'address-level1' }),
    schema: requiredText('State', 80).transform((v) => indianState(v) ?? v),
  },
  // The JSON name stays `zipcode` (the API's shape); in India it is a 6-digit PIN code
  // whose first digit (the postal zone) is never 0.
  zipcode: {
    label: 'PIN code',
    schema: digitsText('PIN code').pipe(
      z.string().regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits'),
    ),
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 6,
  },
  // Deliveries are in India: left out, it is India.
  country: {
    label: 'Country',
    schema: z
      .string({ error: 'Country must be text' })
      .trim()
      .max(80, 'Country must be at most 80 characters')
      .optional()
      .transform((v) => v || 'India'),
    optional: true,
    autoComplete: 'country-name',
    maxLength: 80,
  },
  // The delivery person calls it: an Indian mobile number, stored as "+91 98450 12345".
  phone: {
    label: 'Phone',
    schema: digitsText('Phone').transform((v, ctx) => {
      const digits = mobileDigits(v);
      if (digits) return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
      ctx.addIssue({
        code: 'custom',
        message: 'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9',
      });
      return z.NEVER;
    }),
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    maxLength: 20,
    hint: 'A 10-digit mobile number, for the delivery',
  },
} as const satisfies Record<string, AddressFieldSpec>;

type Specs = typeof addressFields;
export type AddressFieldName = keyof Specs;

// Object keys keep their declaration order, which is the form's order.
export const addressFieldNames = Object.keys(addressFields) as AddressFieldName[];

/** An address's fields as stored and sent back: every one a string, '' when left out. */
export type AddressFieldValues = Record<AddressFieldName, string>;

function mapFields<V>(fn: (name: AddressFieldName) => V): Record<AddressFieldName, V> {
  return Object.fromEntries(addressFieldNames.map((name) => [name, fn(name)])) as Record<
    AddressFieldName,
    V
  >;
}

/** What the API accepts, field by field (each keeps its own zod type). */
export const addressInputShape = mapFields((name) => addressFields[name].schema) as {
  [K in AddressFieldName]: Specs[K]['schema'];
};

/** What the API answers with, field by field. */
export const addressJsonShape = mapFields(() => z.string());

export const emptyAddressFields: Readonly<AddressFieldValues> = mapFields(() => '');

/** The JSON fields of an address row (a saved address or an order's snapshot). */
export const pickAddressFields = (row: Readonly<AddressFieldValues>): AddressFieldValues =>
  mapFields((name) => row[name]);
