import { synonymSchema, type Synonym } from '@kirana/api/contract/search';

export interface SynonymFormValues {
  word: string;
  /** The meanings as typed, separated by commas. */
  meanings: string;
}

export type SynonymFormErrors = Partial<Record<keyof SynonymFormValues, string>>;

export const emptySynonymForm: SynonymFormValues = { word: '', meanings: '' };

export const synonymFormValues = (synonym: Synonym): SynonymFormValues => ({
  word: synonym.word,
  meanings: synonym.meanings.join(', '),
});

/** The form's values checked by the API's own rules, meanings split at commas. */
export function validateSynonymForm(
  values: SynonymFormValues,
): { success: true; data: Synonym } | { success: false; errors: SynonymFormErrors } {
  const meanings = values.meanings
    .split(',')
    .map((meaning) => meaning.trim())
    .filter(Boolean);
  const result = synonymSchema.safeParse({ word: values.word, meanings });
  if (result.success) return { success: true, data: result.data };
  const errors: SynonymFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'word' ? 'word' : 'meanings';
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
