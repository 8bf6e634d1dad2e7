import { i18n, type Messages } from '@lingui/core';

/** The cookie both apps remember the shopper's or seller's language in (one per origin). */
export const LANGUAGE_COOKIE = 'kirana_lang';

export const SOURCE_LANGUAGE = 'en-IN';

/**
 * An app's compiled catalogues, each loaded on demand. English has none: a production build
 * carries each English message compiled where it is used (tools/vite-lingui.mjs).
 */
export interface AppCatalogues {
  load: (language: string) => Promise<Messages>;
  /**
   * The rest of the app's words when its build splits catalogues (tools/vite-lingui-parts.mjs):
   * `load` then gives only the words of the code loaded with the page.
   */
  loadLater?: (language: string) => Promise<Messages>;
}

/**
 * The language this page shows: the cookie when it names a supported language (or one of the
 * same primary language: `en` is en-IN, `hi-IN` is hi), else the one
 * the page was served in (`<html lang>`, which the static server chose from the cookie or
 * `Accept-Language`), else the browser's first supported preference. The prerendered page
 * and the app agree because both start from the same answer.
 */
export function pageLanguage(
  supported: readonly string[],
  pick: (tag: string | undefined, acceptLanguage?: string) => string,
): string {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  // By its primary language too: a cookie `en` (another app's, an older one) means en-IN.
  const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
  const chosen =
    cookie &&
    (supported.find((language) => language === cookie) ??
      supported.find((language) => primary(language) === primary(cookie)));
  if (chosen) return chosen;
  const served = document.documentElement.lang;
  if (served && supported.includes(served)) return served;
  return pick(undefined, navigator.languages.join(','));
}

/** Remembers the choice for a year and reloads, so every word, price and date follows it. */
export function chooseLanguage(language: string): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie, not words
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  window.location.reload();
}

/** Catalogues as `import.meta.glob` gives them: by path, each loaded on demand. */
export type CatalogueFiles = Record<string, () => Promise<{ messages: Messages }>>;

/** The catalogue of `language` among `files` (a path ending in `/<language>.po`). */
async function loadCatalogue(files: CatalogueFiles, language: string): Promise<Messages> {
  const load = Object.entries(files).find(([path]) =>
    path.split('?')[0]?.endsWith(`/${language}.po`),
  )?.[1];
  if (!load) throw new Error(`No catalogue for ${language}`);
  return (await load()).messages;
}

// Every other language's catalogue is its own chunk, fetched only when that language is shown.
const kitOthers: CatalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '!../locales/en-IN.po',
]);
// Their later parts: empty unless the app's build splits catalogues (see `loadLaterWords`).
const kitLater: CatalogueFiles = import.meta.glob<{ messages: Messages }>(
  ['../locales/*.po', '!../locales/en-IN.po'],
  { query: '?later' },
);

/**
 * Makes `language` the active one for the kit and the app: the source language at once
 * (synchronously, so the first render and the prerendered page match), others after their
 * catalogues arrive. Sets `<html lang>` for screen readers and fonts.
 */
export function activateSourceLanguage(): void {
  i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });
  if (typeof document !== 'undefined') document.documentElement.lang = SOURCE_LANGUAGE;
}

export async function activateLanguage(language: string, app: AppCatalogues): Promise<void> {
  if (language === SOURCE_LANGUAGE) return activateSourceLanguage();
  const [kit, own] = await Promise.all([loadCatalogue(kitOthers, language), app.load(language)]);
  i18n.loadAndActivate({ locale: language, messages: { ...kit, ...own } });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Adds the words the page's first catalogues left out (the kit's and the app's later parts),
 * for code loaded after the first render: it must not render before they are in.
 */
export async function loadLaterWords(app: AppCatalogues): Promise<void> {
  const language = i18n.locale;
  if (language === SOURCE_LANGUAGE || !app.loadLater) return;
  const [kit, own] = await Promise.all([
    loadCatalogue(kitLater, language),
    app.loadLater(language),
  ]);
  const messages = { ...kit, ...own };
  if (Object.keys(messages).length > 0) i18n.load(language, messages);
}

export interface AppLanguageOptions {
  /** The app's other catalogues: `import.meta.glob` of its `locales/*.po` but English. */
  others: CatalogueFiles;
  /** Their later parts (the same glob with `query: '?later'`), when the app's build splits them. */
  later?: CatalogueFiles;
  /** The API contract's languages, its `Accept-Language` picker and each language's own name. */
  supported: readonly string[];
  pick: (tag: string | undefined, acceptLanguage?: string) => string;
  names: Readonly<Record<string, string>>;
}

/** One app's languages: its catalogues, the page's language, its start, the switch's choices. */
export function createAppLanguage({ others, later, supported, pick, names }: AppLanguageOptions) {
  const catalogues: AppCatalogues = {
    load: (language) => loadCatalogue(others, language),
    loadLater: later && ((language) => loadCatalogue(later, language)),
  };
  const currentLanguage = (): string => pageLanguage(supported, pick);
  // Fetched once, by whichever lazy code needs it first; asked again after a failure.
  let laterWords: Promise<void> | undefined;
  return {
    catalogues,
    /** The language this page shows (cookie, then what the page was served in, then the browser). */
    currentLanguage,
    /** Loads and activates the page's language before the first render. */
    startLanguage: (): Promise<void> => activateLanguage(currentLanguage(), catalogues),
    /** The rest of the page's words, before code loaded after the first render shows. */
    loadLaterWords: (): Promise<void> =>
      (laterWords ??= loadLaterWords(catalogues).catch((error: unknown) => {
        laterWords = undefined;
        throw error;
      })),
    /** The language switch's choices, each named in itself. */
    languageChoices: supported.map((code) => ({ code, name: names[code] ?? code })),
  };
}
