// Which language's prerendered page a request gets, for scripts/serve-static.mjs and the
// storefront's `vite preview` (docs/deploy.md shows the same rule for nginx).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Negotiator from 'negotiator';

export const LANGUAGE_COOKIE = 'kirana_lang';
/** The language of the pages at the build's root; others live in `<language>/`. */
export const ROOT_LANGUAGE = 'en-IN';

/** The languages a build has pages for: the root's, and every folder with an index.html. */
export function builtLanguages(root) {
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
    .map((entry) => entry.name);
  return [ROOT_LANGUAGE, ...folders.filter((name) => /^[a-z]{2,3}(-[A-Z]{2})?$/.test(name))];
}

/** The language of `languages` a cookie means: its own, or one of the same primary language. */
const primary = (tag) => tag.split('-')[0].toLowerCase();
export const cookieLanguage = (cookie, languages) =>
  languages.find((language) => language === cookie) ??
  languages.find((language) => primary(language) === primary(cookie));

/**
 * The shopper's choice (the `kirana_lang` cookie, `en` meaning `en-IN` and `hi-IN` `hi`) when
 * the build has it, else the best of `Accept-Language`, else the root's. Answers vary on both
 * headers: say `Vary: Cookie, Accept-Language` with the page.
 */
export function pageLanguage(headers, languages) {
  const cookie = String(headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const chosen = cookie ? cookieLanguage(cookie, languages) : undefined;
  return chosen ?? new Negotiator({ headers }).language(languages) ?? ROOT_LANGUAGE;
}

/** The file under the build's root for a page (`index.html` or `shell.html`) in `language`. */
export const pageFile = (language, page) =>
  language === ROOT_LANGUAGE ? page : `${language}/${page}`;
