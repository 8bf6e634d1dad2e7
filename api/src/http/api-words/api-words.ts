import type { englishApiWords } from './en-IN.ts';

/** Every sentence the API answers with, for one language (docs/i18n.md, "The API's answers"). */
export type ApiWords = typeof englishApiWords;
