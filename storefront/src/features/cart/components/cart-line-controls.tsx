import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { QuantitySelect } from '@kirana/ui-kit/quantity-select';

export interface CartLineControlsProps {
  itemName: string;
  quantity: number;
  /** The most the select offers (what is left, or the cart's limit). */
  max: number;
  onQuantityChange: (quantity: number) => void;
  /** One unit more, up to `max`. */
  onAddOne: () => void;
  /** The spec's Remove: one unit fewer, the line goes at 0. */
  onRemoveOne: () => void;
  /** The whole line, whatever its quantity. */
  onRemoveLine: () => void;
}

/**
 * A cart line's controls, each saying what it does: a minus ("Remove one"), the exact
 * quantity, a plus ("Add one") and "Remove item" for the whole line. A bin icon that took
 * away one unit read as "delete the line" and surprised shoppers. The steppers are 44 px
 * squares: a thumb's width on a phone.
 */
export function CartLineControls({
  itemName,
  quantity,
  max,
  onQuantityChange,
  onAddOne,
  onRemoveOne,
  onRemoveLine,
}: CartLineControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div
        role="group"
        aria-label={`Change quantity of ${itemName}`}
        className="flex items-center gap-1"
      >
        <Button
          variant="outline"
          size="icon"
          aria-label={`Remove one ${itemName}`}
          title="Remove one"
          onClick={onRemoveOne}
          className="size-11"
        >
          <Icon name="minus" className="size-4" />
        </Button>
        <QuantitySelect
          value={quantity}
          max={max}
          onValueChange={onQuantityChange}
          itemName={itemName}
          className="h-11 w-16"
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={`Add one ${itemName}`}
          title="Add one"
          onClick={onAddOne}
          disabled={quantity >= max}
          className="size-11"
        >
          <Icon name="plus" className="size-4" />
        </Button>
      </div>
      <Button
        variant="ghost"
        size="sm"
        // Starts with the visible words, so speech users can say what they see.
        aria-label={`Remove item ${itemName}`}
        onClick={onRemoveLine}
        className="h-11 gap-1.5 px-2 text-danger hover:bg-danger-soft"
      >
        <Icon name="trash" className="size-4" />
        Remove item
      </Button>
    </div>
  );
}
