import { z } from 'zod';

// The shop's delivery rules (docs/api.md, "Delivery"): where it delivers (PIN codes, each
// with its own fee or the shop's), above what basket, for what fee, and in which slots.

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_PINCODES = 5_000;
export const MAX_SLOTS = 50;
/** Largest delivery amount (fee, minimum, free-delivery threshold), in rupees. */
export const MAX_DELIVERY_RUPEES = 100_000;
/** Slots are offered this many days ahead, today included. */
export const SLOT_DAYS_AHEAD = 7;

const PINCODE = /^[1-9]\d{5}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const wholePaise = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const pincodeSchema = z
  .string({ error: 'The PIN code must be text' })
  .regex(PINCODE, 'A PIN code is 6 digits and does not start with 0');

/** Rupees from 0 to Rs.1,00,000 in whole paise. */
const deliveryRupees = (label: string) =>
  z
    .number({ error: `${label} must be a number of rupees` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_DELIVERY_RUPEES, `${label} must be at most Rs.1,00,000`)
    .refine(wholePaise, `${label} can have at most two decimals`);

const clock = (label: string) =>
  z.string({ error: `${label} must be a time` }).regex(CLOCK, `${label} must be HH:MM, 24-hour`);

export const deliverySlotInputSchema = z
  .object({
    /** Sent back to keep a slot (and its bookings); new slots have none. */
    id: z.string().min(1).max(64).optional(),
    days: z
      .array(z.enum(WEEKDAYS, { error: 'Days are Mon, Tue, Wed, Thu, Fri, Sat or Sun' }), {
        error: 'Days must be a list',
      })
      .min(1, 'A slot needs at least one day')
      .refine((days) => new Set(days).size === days.length, 'A day is listed twice'),
    start: clock('Start'),
    end: clock('End'),
    capacity: z
      .number({ error: 'Capacity must be a number' })
      .int('Capacity must be a whole number')
      .min(1, 'Capacity must be at least 1')
      .max(1000, 'Capacity must be at most 1000'),
    cutoffMinutes: z
      .number({ error: 'The cut-off must be a number of minutes' })
      .int('The cut-off must be whole minutes')
      .min(0, 'The cut-off cannot be negative')
      .max(2880, 'The cut-off must be at most 2880 minutes (two days)'),
  })
  .refine((slot) => slot.start < slot.end, { message: 'Start must be before end', path: ['end'] });

export const deliverySettingsInputSchema = z
  .object({
    pincodes: z
      .array(
        z.object({
          pincode: pincodeSchema,
          fee: deliveryRupees('The fee').nullable().default(null),
        }),
        { error: 'PIN codes must be a list' },
      )
      .max(MAX_PINCODES, `At most ${MAX_PINCODES} PIN codes`),
    minOrder: deliveryRupees('The minimum order'),
    fee: deliveryRupees('The delivery fee'),
    freeAbove: deliveryRupees('Free delivery above').nullable(),
    slots: z
      .array(deliverySlotInputSchema, { error: 'Slots must be a list' })
      .max(MAX_SLOTS, `At most ${MAX_SLOTS} slots`),
  })
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.pincodes.forEach(({ pincode }, index) => {
      if (seen.has(pincode))
        ctx.addIssue({
          code: 'custom',
          path: ['pincodes', index, 'pincode'],
          message: `PIN code ${pincode} is listed twice`,
        });
      seen.add(pincode);
    });
    const ids = new Set<string>();
    settings.slots.forEach(({ id }, index) => {
      if (id === undefined) return;
      if (ids.has(id))
        ctx.addIssue({
          code: 'custom',
          path: ['slots', index, 'id'],
          message: 'A slot is sent twice',
        });
      ids.add(id);
    });
  });
export type DeliverySettingsInput = z.input<typeof deliverySettingsInputSchema>;

export interface DeliverySlot {
  id: string;
  days: Weekday[];
  start: string;
  end: string;
  capacity: number;
  cutoffMinutes: number;
}

export interface DeliverySettings {
  pincodes: { pincode: string; fee: number | null }[];
  minOrder: number;
  fee: number;
  freeAbove: number | null;
  slots: DeliverySlot[];
  /** SHOP_TIME_ZONE: every date, weekday and cut-off is the shop's. */
  timeZone: string;
}

export interface DeliverySettingsResponse {
  success: true;
  settings: DeliverySettings;
}

/** `?pincode=560001&subtotal=180.50` */
export const deliveryQuoteQuerySchema = z.object({
  pincode: pincodeSchema,
  subtotal: z
    .string({ error: 'The subtotal is required' })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'The subtotal must be rupees such as 180 or 180.50')
    .transform(Number),
});

/** A slot on a day of the coming week that can still be booked. */
export interface OpenSlot {
  id: string;
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  start: string;
  end: string;
  /** Places left. */
  left: number;
}

export interface DeliveryQuote {
  served: boolean;
  /** Today in the shop's time zone (YYYY-MM-DD), to name slots "Today" and "Tomorrow". */
  today: string;
  /** The shop has slots: an order must choose one (even when none is open this week). */
  slotsRequired: boolean;
  /** For this subtotal: 0 at or above `freeAbove`. */
  fee: number;
  freeAbove: number | null;
  /** How much more the basket needs for free delivery (0: it has it, or there is none). */
  toFreeDelivery: number;
  minOrder: number;
  /** How much more the basket needs to reach the minimum order. */
  toMinimum: number;
  /** Soonest first; none when the PIN is not served. */
  slots: OpenSlot[];
  /**
   * The week's slots already full (`left` 0) whose cut-off is still ahead, soonest first:
   * shown to the shopper as taken, never accepted by an order.
   */
  fullSlots: OpenSlot[];
}

export interface DeliveryQuoteResponse extends DeliveryQuote {
  success: true;
}

/** One slot on one day of the seller's week. */
export interface CalendarSlot {
  id: string;
  start: string;
  end: string;
  capacity: number;
  booked: number;
  /** Its cut-off has passed: no more bookings. */
  closed: boolean;
}

export interface CalendarDay {
  /** YYYY-MM-DD in the shop's time zone. */
  date: string;
  weekday: Weekday;
  slots: CalendarSlot[];
}

/** `GET /api/delivery/calendar` (seller): the next 7 days, today first. */
export interface DeliveryCalendarResponse {
  success: true;
  days: CalendarDay[];
  timeZone: string;
}
