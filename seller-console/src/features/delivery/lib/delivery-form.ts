import {
  deliverySettingsInputSchema,
  WEEKDAYS,
  type DeliverySettings,
  type DeliverySettingsInput,
  type Weekday,
} from '@kirana/api/contract/delivery';
import { parsePincodes, pincodesText, type PincodeProblem } from './pincode-text.ts';

/** One slot template as its inputs hold it. */
export interface SlotRowValues {
  /** React's key: the stored slot's id, or a new row's own. */
  key: string;
  /** Sent back so the stored slot keeps its bookings; a new row has none. */
  id?: string;
  days: Weekday[];
  start: string;
  end: string;
  capacity: string;
  cutoffMinutes: string;
}

/** What the seller types: text, exactly as the inputs hold it. */
export interface DeliveryFormValues {
  pincodes: string;
  minOrder: string;
  fee: string;
  /** Empty: no free delivery. */
  freeAbove: string;
  slots: SlotRowValues[];
}

export type AmountField = 'minOrder' | 'fee' | 'freeAbove';
export type SlotField = 'days' | 'start' | 'end' | 'capacity' | 'cutoffMinutes';
export type SlotErrors = Partial<Record<SlotField, string>>;

export interface DeliveryFormErrors {
  pincodes: PincodeProblem[];
  amounts: Partial<Record<AmountField, string>>;
  /** By row, as the rows stand. */
  slots: SlotErrors[];
  /** What belongs to no one field (too many slots). */
  form?: string;
}

export const noErrors: DeliveryFormErrors = { pincodes: [], amounts: {}, slots: [] };

export const hasErrors = (errors: DeliveryFormErrors) =>
  errors.pincodes.length > 0 ||
  Object.values(errors.amounts).some(Boolean) ||
  errors.slots.some((row) => Object.values(row).some(Boolean)) ||
  Boolean(errors.form);

const amountText = (amount: number | null) => (amount === null ? '' : String(amount));

export const deliveryFormValues = (settings: DeliverySettings): DeliveryFormValues => ({
  pincodes: pincodesText(settings.pincodes),
  minOrder: amountText(settings.minOrder),
  fee: amountText(settings.fee),
  freeAbove: amountText(settings.freeAbove),
  slots: settings.slots.map((slot) => ({
    key: slot.id,
    id: slot.id,
    days: [...slot.days],
    start: slot.start,
    end: slot.end,
    capacity: String(slot.capacity),
    cutoffMinutes: String(slot.cutoffMinutes),
  })),
});

let newRows = 0;

const plusTwoHours = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const later = hours + 2;
  return later > 23 ? '' : `${String(later).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
};

/**
 * A new row, filled in so most slots need only their times checked: the first is a
 * morning round every day; a later one follows on from the row before it.
 */
export function newSlotRow(previous?: SlotRowValues): SlotRowValues {
  newRows += 1;
  const start = previous?.end || '07:00';
  return {
    key: `new-${newRows}`,
    days: previous ? [...previous.days] : [...WEEKDAYS],
    start,
    end: plusTwoHours(start),
    capacity: previous?.capacity || '10',
    cutoffMinutes: previous?.cutoffMinutes || '60',
  };
}

// Empty is the rule's "none" (no minimum, no fee, no free delivery); anything else must be
// a number, and NaN makes the schema say so.
const amount = (text: string) => (text.trim() === '' ? 0 : Number(text));
const optionalAmount = (text: string) => (text.trim() === '' ? null : Number(text));
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const slotFields = new Set<string>(['days', 'start', 'end', 'capacity', 'cutoffMinutes']);
const amountFields = new Set<string>(['minOrder', 'fee', 'freeAbove']);

export type DeliveryFormResult =
  { success: true; data: DeliverySettingsInput } | { success: false; errors: DeliveryFormErrors };

/**
 * Checks the form with the API's own schema, so what passes here passes there; the PIN
 * codes are read line by line first so a problem names the line it is on.
 */
export function validateDeliveryForm(values: DeliveryFormValues): DeliveryFormResult {
  const { pincodes, problems } = parsePincodes(values.pincodes);
  const input = {
    pincodes,
    minOrder: amount(values.minOrder),
    fee: amount(values.fee),
    freeAbove: optionalAmount(values.freeAbove),
    slots: values.slots.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      days: WEEKDAYS.filter((day) => row.days.includes(day)),
      start: row.start,
      end: row.end,
      capacity: whole(row.capacity),
      cutoffMinutes: whole(row.cutoffMinutes),
    })),
  };
  const errors: DeliveryFormErrors = {
    pincodes: problems,
    amounts: {},
    slots: values.slots.map(() => ({})),
  };
  const result = deliverySettingsInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [top, index, field] = issue.path;
      if (amountFields.has(String(top))) {
        errors.amounts[top as AmountField] ??= issue.message;
      } else if (top === 'slots' && typeof index === 'number' && slotFields.has(String(field))) {
        const row = errors.slots[index];
        if (row) row[field as SlotField] ??= issue.message;
      } else if (top !== 'pincodes') {
        errors.form ??= issue.message;
      }
    }
  }
  if (result.success && !hasErrors(errors)) return { success: true, data: input };
  return { success: false, errors };
}
