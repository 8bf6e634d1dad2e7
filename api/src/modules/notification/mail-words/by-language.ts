import { ORIGINAL_LANGUAGE, type Language } from '../../../contract/languages.ts';
import { englishWords } from './en-IN.ts';
import { hindiWords } from './hi.ts';
import type { MailWords } from './mail-words.ts';

// A Record over every supported language: adding one to contract/languages.ts without its
// words file here does not compile.
const WORDS: Readonly<Record<Language, MailWords>> = { 'en-IN': englishWords, hi: hindiWords };

/** The words of `lang` (as stored: orders.lang, sellers.lang); English for anything else. */
export function mailWordsIn(lang: string | null | undefined): MailWords {
  const words: Readonly<Record<string, MailWords>> = WORDS;
  return lang && Object.hasOwn(words, lang)
    ? (words[lang] ?? englishWords)
    : WORDS[ORIGINAL_LANGUAGE];
}

export type { MailWords } from './mail-words.ts';
