import { i18n } from '@lingui/core';

/**
 * The BCP-47 tag for Intl in the active language: `en-IN` or `hi-IN` (Indian digit grouping,
 * Indian date order, Latin digits in both). Formatters are made per call or cached per tag:
 * the language is fixed for a page's life (a switch reloads), but tests switch it.
 */
export function intlLocale(language: string = i18n.locale): string {
  return language === 'en-IN' || !language ? 'en-IN' : `${language}-IN`;
}

const cache = new Map<string, Intl.DateTimeFormat>();

/** A cached DateTimeFormat for the active language with these options (a stable key per call site). */
export function dateFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlLocale();
  let format = cache.get(`${tag}|${key}`);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    cache.set(`${tag}|${key}`, format);
  }
  return format;
}

/** A whole number with Indian grouping in the active language (1,23,456). */
export function formatCount(count: number): string {
  return count.toLocaleString(intlLocale());
}
