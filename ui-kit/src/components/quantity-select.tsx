import { quantityOptions } from '../lib/quantity-options.ts';
import { Select } from './select.tsx';

export interface QuantitySelectProps {
  /** The quantity in the cart. */
  value: number;
  onValueChange: (quantity: number) => void;
  /** Names the control "Quantity of {itemName}" when there is no visible label. */
  itemName?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** The cart line's quantity: 1–9, or up to the current quantity when that is larger. */
export function QuantitySelect({
  value,
  onValueChange,
  itemName,
  disabled,
  id,
  className,
}: QuantitySelectProps) {
  const options = quantityOptions(value).map((quantity) => ({
    value: String(quantity),
    label: String(quantity),
  }));
  return (
    <Select
      size="sm"
      options={options}
      value={String(value)}
      onValueChange={(next) => onValueChange(Number(next))}
      disabled={disabled}
      id={id}
      aria-label={itemName ? `Quantity of ${itemName}` : 'Quantity'}
      className={className ?? 'w-16'}
    />
  );
}
