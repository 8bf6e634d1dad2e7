import { ORIGINAL_LANGUAGE, pickLanguage } from '../../contract/languages.ts';
import { identify } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import type { ProductView } from './product-translations.ts';

/**
 * How a product read answers: to the signed-in seller, the original with its translations
 * (the console edits both); to anyone else, in `?lang=` or the `Accept-Language` asked for.
 */
export async function productView(ctx: AppContext): Promise<ProductView> {
  ctx.vary('Accept-Language');
  if (await identify(ctx, 'seller')) return { lang: ORIGINAL_LANGUAGE, seller: true };
  const lang = typeof ctx.query.lang === 'string' ? ctx.query.lang : undefined;
  return { lang: pickLanguage(lang, ctx.get('Accept-Language')) };
}
