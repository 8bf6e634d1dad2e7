import { t } from '@lingui/core/macro';
import { quantityOptions } from '../lib/quantity-options.ts';
import { Select } from './select.tsx';

export interface QuantitySelectProps {
  /** The quantity in the cart. */
  value: number;
  /** Offer no more than this (few left); the current value stays shown even if above. */
  max?: number;
  onValueChange: (quantity: number) => void;
  /** Names the control "Quantity of {itemName}" when there is no visible label. */
  itemName?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * The cart line's quantity: 1–9 (fewer when fewer are left), or up to the current quantity
 * when that is larger.
 */
export function QuantitySelect({
  value,
  max,
  onValueChange,
  itemName,
  disabled,
  id,
  className,
}: QuantitySelectProps) {
  const options = quantityOptions(value, max).map((quantity) => ({
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
      aria-label={itemName ? t`Quantity of ${itemName}` : t`Quantity`}
      className={className ?? 'w-16'}
    />
  );
}
