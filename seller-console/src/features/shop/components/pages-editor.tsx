import type { ShopPage, ShopPageSlug } from '@kirana/api/contract/shop-pages';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { PageEditor } from './page-editor.tsx';

/** The footer's pages: pick one, edit it beside its preview. */
export function PagesEditor({ pages }: { pages: readonly ShopPage[] }) {
  const [slug, setSlug] = useState<ShopPageSlug | undefined>(pages[0]?.slug);
  const page = pages.find((p) => p.slug === slug);
  return (
    <div className="flex flex-col gap-6">
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-medium text-ink">
        <Trans>Page</Trans>
        <select
          value={slug}
          onChange={(e) => setSlug(e.target.value as ShopPageSlug)}
          className="focus-ring h-10 rounded-control border border-line-strong bg-surface px-3 font-normal"
        >
          {pages.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title}
            </option>
          ))}
        </select>
      </label>
      {/* Keyed by page, so switching pages starts from that page's stored text. */}
      {page ? <PageEditor key={page.slug} page={page} /> : null}
    </div>
  );
}
