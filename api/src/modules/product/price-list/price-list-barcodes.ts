import type { ImportPlan, Stored } from './price-list-plan.ts';

// A barcode belongs to one product (the unique index on products.barcode says so when the
// rows are written); a sheet is checked against that first, so the seller reads which rows
// clash instead of one refusal for the whole file. Judged on the catalogue as it would be
// after the sheet: two products may swap their codes in one sheet.

interface Claim {
  /** The row that sets this code, or undefined for a stored product the sheet leaves as is. */
  row: number | undefined;
  name: string;
}

/** The plan without the rows whose barcode another product would also have, those as errors. */
export function withoutBarcodeClashes(plan: ImportPlan, stored: readonly Stored[]): ImportPlan {
  const setBy = new Map<string, { row: number; barcode: string | null }>();
  for (const { id, row, patch } of plan.updates)
    if ('barcode' in patch) setBy.set(id, { row, barcode: patch.barcode ?? null });

  const claims = new Map<string, Claim[]>();
  const claim = (barcode: string | null | undefined, who: Claim) => {
    if (barcode) claims.set(barcode, [...(claims.get(barcode) ?? []), who]);
  };
  for (const product of stored) {
    const changed = setBy.get(product.id);
    if (changed) claim(changed.barcode, { row: changed.row, name: product.name });
    else claim(product.barcode, { row: undefined, name: product.name });
  }
  for (const { row, patch } of plan.creates) claim(patch.barcode, { row, name: patch.name });

  const errors: ImportPlan['errors'] = [];
  for (const [barcode, owners] of claims) {
    if (owners.length < 2) continue;
    const kept = owners.find((owner) => owner.row === undefined);
    const rows = owners.flatMap((owner) => (owner.row === undefined ? [] : [owner.row]));
    const first = Math.min(...rows);
    for (const row of rows)
      errors.push({
        row,
        message: kept
          ? `Barcode ${barcode} is already on “${kept.name}”: one barcode belongs to one product.`
          : `Barcode ${barcode} is also on row ${row === first ? Math.min(...rows.filter((r) => r !== row)) : first}.`,
      });
  }
  if (errors.length === 0) return plan;
  const refused = new Set(errors.map((error) => error.row));
  return {
    ...plan,
    creates: plan.creates.filter(({ row }) => !refused.has(row)),
    updates: plan.updates.filter(({ row }) => !refused.has(row)),
    errors: [...plan.errors, ...errors].sort((a, b) => a.row - b.row),
  };
}
