import {
  shopPageSlugs,
  shopPageTitles,
  type ShopPage,
  type ShopPageSlug,
} from '../../contract/shop-pages.ts';
import type { ShopSettings } from '../../contract/shop.ts';
import type { Db } from '../../db/knex.ts';
import { defaultPage } from './shop-page-defaults.ts';

interface PageRow {
  slug: string;
  markdown: string;
  updatedAt: number | string;
}

/**
 * The footer's pages (`shop_pages`, one row per page edited). Stored as the seller's text,
 * never as HTML: the storefront renders the Markdown without raw HTML.
 */
export function createShopPages(deps: {
  db: Db;
  profile: () => Promise<ShopSettings>;
  now: () => number;
}) {
  const { db, profile, now } = deps;

  async function pagesOf(slugs: readonly ShopPageSlug[]): Promise<ShopPage[]> {
    const [rows, shop] = await Promise.all([
      db('shop_pages')
        .whereIn('slug', [...slugs])
        .select('slug', 'markdown', 'updatedAt') as Promise<PageRow[]>,
      profile(),
    ]);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    return slugs.map((slug) => {
      const row = bySlug.get(slug);
      return {
        slug,
        title: shopPageTitles[slug],
        markdown: row?.markdown ?? defaultPage(slug, shop),
        edited: row !== undefined,
        updatedAt: row ? Number(row.updatedAt) : null,
      };
    });
  }

  return {
    /** One page: the shop's text, or the default. */
    async page(slug: ShopPageSlug): Promise<ShopPage> {
      const [page] = await pagesOf([slug]);
      if (!page) throw new Error(`No page ${slug}`);
      return page;
    },

    /** Every page, in the footer's order (the console's editor). */
    pages: () => pagesOf(shopPageSlugs),

    /** Saves the page's Markdown as text; blank brings back the default. */
    async setPage(slug: ShopPageSlug, markdown: string): Promise<ShopPage> {
      if (markdown.trim() === '') {
        await db('shop_pages').where({ slug }).delete();
      } else {
        await db('shop_pages')
          .insert({ slug, markdown, updatedAt: now() })
          .onConflict('slug')
          .merge(['markdown', 'updatedAt']);
      }
      const [page] = await pagesOf([slug]);
      if (!page) throw new Error(`No page ${slug}`);
      return page;
    },
  };
}
