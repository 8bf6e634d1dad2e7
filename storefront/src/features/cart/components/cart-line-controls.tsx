import { t } from '@lingui/core/macro';
import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { QuantitySelect } from '@kirana/ui-kit/quantity-select';
import { minusGlyph, plusGlyph, trashGlyph } from '@kirana/ui-kit/glyphs';

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
  // Core `t`, not the React hook: this is also rendered on its own (unit tests) without an
  // I18nProvider; the language is set before the first render and a switch reloads.
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div
        role="group"
        aria-label={t`Change quantity of ${itemName}`}
        className="flex items-center gap-1"
      >
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Remove one ${itemName}`}
          title={t`Remove one`}
          onClick={onRemoveOne}
          className="size-11"
        >
          <Icon glyph={minusGlyph} className="size-4" />
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
          aria-label={t`Add one ${itemName}`}
          title={t`Add one`}
          onClick={onAddOne}
          disabled={quantity >= max}
          className="size-11"
        >
          <Icon glyph={plusGlyph} className="size-4" />
        </Button>
      </div>
      <Button
        variant="ghost"
        size="sm"
        // Starts with the visible words, so speech users can say what they see.
        aria-label={t`Remove item ${itemName}`}
        onClick={onRemoveLine}
        className="h-11 gap-1.5 px-2 text-danger hover:bg-danger-soft"
      >
        <Icon glyph={trashGlyph} className="size-4" />
        {t`Remove item`}
      </Button>
    </div>
  );
}
