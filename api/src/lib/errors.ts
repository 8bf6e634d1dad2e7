import type { ApiWords } from '../http/api-words/api-words.ts';
import { englishApiWords } from '../http/api-words/en-IN.ts';

/**
 * What an error says: a sentence, or the words file's sentence, picked by the error middleware
 * in the request's language (docs/i18n.md, "The API's answers"). A plain string is said as it
 * is in every language.
 */
export type Words = string | ((words: ApiWords) => string);

/** The sentence in English (the original), for logs and for `err.message`. */
export const inEnglish = (words: Words): string =>
  typeof words === 'string' ? words : words(englishApiWords);

/**
 * Errors the services throw on purpose. The error middleware turns them into
 * `{ success: false, message }` with `status`; anything else is a 500 with a generic message.
 * `message` is the English sentence; `words` the one to answer in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly words: Words,
    readonly headers: Record<string, string> = {},
    /** More of the answer, beside `success: false` and `message` (e.g. a list of errors). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(inEnglish(words));
    this.name = 'AppError';
  }

  /** The message in the words of one language. */
  say(words: ApiWords): string {
    return typeof this.words === 'string' ? this.words : this.words(words);
  }
}

export const badRequest = (message: Words) => new AppError(400, message);
export const unauthorized = (message: Words = (w) => w.http.signIn) => new AppError(401, message);
export const forbidden = (message: Words = (w) => w.http.notAllowed) => new AppError(403, message);
export const notFound = (message: Words = (w) => w.http.notFound) => new AppError(404, message);
export const conflict = (message: Words) => new AppError(409, message);
export const payloadTooLarge = (message: Words) => new AppError(413, message);
export const tooManyRequests = (message: Words, retryAfterSeconds: number) =>
  new AppError(429, message, { 'Retry-After': String(retryAfterSeconds) });
