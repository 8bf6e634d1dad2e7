import { Checkbox } from '@kirana/ui-kit/checkbox';
import { Label } from '@kirana/ui-kit/label';
import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';

/**
 * Blank cells clear fields: when the file would empty fields that hold something now (a
 * description, a Hindi name), the seller ticks this before Apply, having seen them listed.
 */
export function PriceListEmptiedConfirm({
  rows,
  checked,
  onCheckedChange,
}: {
  /** Rows that empty a field, listed or not. */
  rows: number;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-control border border-warning bg-warning-soft p-3 text-sm">
      <p>
        <Plural
          value={rows}
          one="# row has blank cells where the product has something now: applying empties those fields (marked “→ empty” above). A column the file does not have changes nothing."
          other="# rows have blank cells where the products have something now: applying empties those fields (marked “→ empty” above). A column the file does not have changes nothing."
        />
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onCheckedChange(value === true)}
        />
        <Label htmlFor={id}>
          <Trans>Empty those fields, as the file says</Trans>
        </Label>
      </div>
    </div>
  );
}
