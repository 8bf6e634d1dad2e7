import { pickLanguage, type Language } from '../contract/languages.ts';
import type { AppContext } from './context.ts';

/** The language a request asks for: `?lang=`, else `Accept-Language`, else the original. */
export function requestLanguage(ctx: AppContext): Language {
  const lang = typeof ctx.query.lang === 'string' ? ctx.query.lang : undefined;
  return pickLanguage(lang, ctx.get('Accept-Language'));
}

/**
 * Whether the request names a language at all. A sign-in from a script or a tool without
 * one must not undo the language the console chose.
 */
export const namesLanguage = (ctx: AppContext): boolean =>
  typeof ctx.query.lang === 'string' || ctx.get('Accept-Language') !== '';
