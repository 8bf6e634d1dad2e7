import type { ValidationWords } from '../validation-words.ts';

/** English: the contract's and zod's messages are English already. */
export const validationWords: ValidationWords = {
  notValid: 'The request is not valid',
  stop: '.',
  labels: {},
  messages: {},
  patterns: [],
  zod: () => undefined,
};
