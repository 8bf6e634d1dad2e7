import type { StoreCategory } from '@kirana/api/contract/category';
import { Badge } from '@kirana/ui-kit/badge';
import { Button } from '@kirana/ui-kit/button';
import { Icon } from '@kirana/ui-kit/icon';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { chevronDownGlyph, chevronUpGlyph } from '@kirana/ui-kit/glyphs';

export interface CategoryRowProps {
  category: StoreCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onRetire: (retired: boolean) => void;
  onDelete: () => void;
}

// `#` is written with the active language's grouping (1,23,456).
const productsText = (count: number) => plural(count, { one: '# product', other: '# products' });

/** One category: its tile as shoppers see it, its path and products, and what can be done. */
export function CategoryRow({
  category,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onRetire,
  onDelete,
}: CategoryRowProps) {
  const { name } = category;
  const labelHi = category.translations?.hi?.label;
  const { t } = useLingui();
  return (
    <li className="flex flex-wrap items-center gap-3 border-b border-line py-3 last:border-b-0">
      {/* The tile's look, not a link: the preview is decoration beside the name. */}
      <div
        aria-hidden="true"
        style={{ backgroundColor: category.colour }}
        className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-card p-1 text-center text-[0.65rem] leading-tight font-medium text-ink"
      >
        {category.image ? <img src={category.image} alt="" className="size-10" /> : null}
        {/* Drawn by CSS from the attribute, so the row's one text of the name is its own. */}
        <span
          data-label={category.text}
          className="line-clamp-2 before:content-[attr(data-label)]"
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{name}</p>
        {labelHi ? (
          <p className="text-sm text-ink-muted">
            <Trans>
              In Hindi: <span lang="hi">{labelHi}</span>
            </Trans>
          </p>
        ) : null}
        <p className="text-sm break-all text-ink-muted">/products/{category.path}</p>
        <p className="text-sm text-ink-muted">
          {productsText(category.productCount ?? 0)}
          {category.retired ? (
            <Badge tone="neutral" className="ml-2">
              <Trans>Retired</Trans>
            </Badge>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="icon"
          variant="outline"
          aria-label={t`Move ${name} up`}
          disabled={busy || first}
          onClick={() => onMove(-1)}
        >
          <Icon glyph={chevronUpGlyph} className="size-5" />
        </Button>
        <Button
          size="icon"
          variant="outline"
          aria-label={t`Move ${name} down`}
          disabled={busy || last}
          onClick={() => onMove(1)}
        >
          <Icon glyph={chevronDownGlyph} className="size-5" />
        </Button>
        <Button size="sm" variant="outline" aria-label={t`Edit ${name}`} onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={category.retired ? t`Restore ${name}` : t`Retire ${name}`}
          disabled={busy}
          onClick={() => onRetire(!category.retired)}
        >
          {category.retired ? <Trans>Restore</Trans> : <Trans>Retire</Trans>}
        </Button>
        <Button
          size="sm"
          variant="danger-outline"
          aria-label={t`Delete ${name}`}
          disabled={busy}
          onClick={onDelete}
        >
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
