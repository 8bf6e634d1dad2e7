import { ORIGINAL_LANGUAGE, type Language } from '../../contract/languages.ts';
import type { AppContext } from '../context.ts';
import { requestLanguage } from '../request-language.ts';
import type { ApiWords } from './api-words.ts';
import { englishApiWords } from './en-IN.ts';
import { hindiApiWords } from './hi.ts';

// A Record over every supported language: adding one to contract/languages.ts without its
// words here does not compile.
const WORDS: Readonly<Record<Language, ApiWords>> = {
  [ORIGINAL_LANGUAGE]: englishApiWords,
  hi: hindiApiWords,
};

/** The API's words in `lang` (a request's language, `requestLanguage(ctx)`). */
export const apiWordsIn = (lang: Language): ApiWords => WORDS[lang];

/** The words to answer a request in. */
export const wordsOf = (ctx: AppContext): ApiWords => apiWordsIn(requestLanguage(ctx));
