import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/** A `lang` field or parameter: one of the supported languages. */
export const languageSchema = z.enum(SUPPORTED_LANGUAGES, {
  error: `lang must be one of: ${SUPPORTED_LANGUAGES.join(', ')}`,
});
