import type { EmptiedField } from '../../../contract/price-list.ts';
import type { ProductTranslation, TranslationsInput } from '../../../contract/product.ts';
import type { Patch, Stored } from './price-list-plan.ts';

// A blank cell in a column the sheet has clears that field (the export writes every field,
// so a blank is the seller's), but a blank typed by accident, or a column Excel emptied,
// would erase a description or a Hindi name unseen. The preview names each such field with
// what it holds now, and applying asks the seller to confirm them.

/** What a field holds now, as the preview quotes it: long text cut to a line. */
const quote = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const isBlank = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields a row would empty that hold something now, with what they hold. */
export function emptiedFields(
  current: Stored,
  patch: Patch,
  translations: TranslationsInput | undefined,
  storedHindi: ProductTranslation | undefined,
): EmptiedField[] {
  const emptied: EmptiedField[] = [];
  const check = (
    column: EmptiedField['column'],
    now: string | null,
    next: unknown,
    has: boolean,
  ) => {
    if (has && isBlank(next) && now) emptied.push({ column, from: quote(now) });
  };
  check('weight', current.weight, patch.weight, 'weight' in patch);
  check(
    'gstRate',
    current.gstRate === null ? null : `${current.gstRate}%`,
    patch.gstRate,
    'gstRate' in patch,
  );
  check('hsn', current.hsn, patch.hsn, 'hsn' in patch);
  check('barcode', current.barcode, patch.barcode, 'barcode' in patch);
  check('description', current.description.join(' · '), patch.description, 'description' in patch);
  const hi = translations?.hi;
  check('name_hi', storedHindi?.name ?? null, hi?.name, hi?.name !== undefined);
  check(
    'description_hi',
    storedHindi?.description?.join(' · ') ?? null,
    hi?.description,
    hi?.description !== undefined,
  );
  return emptied;
}
