import { z } from 'zod';
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
  lastName: text('Last name', 60, { autoComplete: 'family-name' }),
  email: {
    label: 'Email address',
    schema: emailSchema,
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
  state: text('State', 80, { autoComplete: 'address-level1' }),
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
  country: text('Country', 80, { autoComplete: 'country-name' }),
  phone: {
    label: 'Phone',
    schema: digitsText('Phone').pipe(
      z.string().regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Please enter a valid phone number'),
    ),
    autoComplete: 'tel',
    type: 'tel',
    inputMode: 'tel',
    maxLength: 20,
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
