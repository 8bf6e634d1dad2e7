// No zod here: both apps read this file in their first download (the language switch), and
// zod would add 30 KB gzip to it. The schema is in language-schema.ts.

/**
 * The languages Kirana answers in. `en-IN` is the original every product is written in;
 * the others are translations (a product's name and description), kept per BCP-47 base
 * language (`hi`, later `mr`, `ta`…): adding one here is the only code change a new
 * language needs in the API.
 */
export const SUPPORTED_LANGUAGES = ['en-IN', 'hi'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const ORIGINAL_LANGUAGE = 'en-IN' satisfies Language;

/** The languages a product can be translated into (all but the original). */
export const TRANSLATION_LANGUAGES = SUPPORTED_LANGUAGES.filter(
  (lang): lang is Exclude<Language, typeof ORIGINAL_LANGUAGE> => lang !== ORIGINAL_LANGUAGE,
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/**
 * The supported language a request asks for: `?lang=` when given (its base language, so
 * `hi-IN` is `hi`), else the first `Accept-Language` preference we support (by q-value),
 * else the original. An unknown `?lang` falls back too: a link must not break a page.
 */
export function pickLanguage(lang: string | undefined, acceptLanguage?: string): Language {
  const fromQuery = lang === undefined ? undefined : supported(lang);
  if (fromQuery) return fromQuery;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((p) => p.tag !== '' && Number.isFinite(p.q) && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of preferences) {
    const found = supported(tag);
    if (found) return found;
  }
  return ORIGINAL_LANGUAGE;
}

function supported(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'en') return ORIGINAL_LANGUAGE;
  return TRANSLATION_LANGUAGES.find((lang) => lang === base);
}

/** Each language's name in itself, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'en-IN': 'English', hi: 'हिन्दी' };
