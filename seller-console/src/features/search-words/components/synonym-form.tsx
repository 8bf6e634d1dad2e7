import { MAX_SYNONYM_LENGTH, type Synonym } from '@kirana/api/contract/search';
import { Button } from '@kirana/ui-kit/button';
import { Field } from '@kirana/ui-kit/field';
import { Input } from '@kirana/ui-kit/input';
import { useId, useState, type FormEvent } from 'react';
import { useSynonymChange } from '../api/use-synonym-change.ts';
import {
  emptySynonymForm,
  synonymFormValues,
  validateSynonymForm,
  type SynonymFormErrors,
  type SynonymFormValues,
} from '../lib/synonym-form.ts';
import { Trans, useLingui } from '@lingui/react/macro';

export interface SynonymFormProps {
  /** The word to edit; without it the form adds one. */
  synonym?: Synonym;
  /** After saving (with what to tell the seller) or cancelling. */
  onDone: (saved?: string) => void;
}

/** Adds or edits one word and the words it means. */
export function SynonymForm({ synonym, onDone }: SynonymFormProps) {
  const idBase = useId();
  const [values, setValues] = useState<SynonymFormValues>(() =>
    synonym ? synonymFormValues(synonym) : emptySynonymForm,
  );
  const [errors, setErrors] = useState<SynonymFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSynonymChange();
  const { t } = useLingui();
  const word = synonym?.word ?? '';

  const change = (field: keyof SynonymFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const result = validateSynonymForm(values);
    if (!result.success) {
      setErrors(result.errors);
      const first = result.errors.word ? 'word' : 'meanings';
      document.getElementById(`${idBase}-${first}`)?.focus();
      return;
    }
    const renamed = synonym && synonym.word !== result.data.word;
    const run = async () => {
      await save.mutateAsync({ action: 'set', synonym: result.data });
      // A renamed word is a new one: the old one goes once the new one is saved.
      if (renamed) await save.mutateAsync({ action: 'delete', word: synonym.word });
    };
    run().then(
      () => {
        const { word } = result.data;
        onDone(synonym ? t`${word} saved` : t`${word} added`);
      },
      (error: Error) => setServerError(error.message),
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-busy={save.isPending}
      aria-label={synonym ? t`Edit ${word}` : t`New search word`}
      className="flex max-w-lg flex-col gap-4 rounded-card border border-line p-4"
    >
      <fieldset disabled={save.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">
          <Trans>Search word</Trans>
        </legend>
        <Field
          id={`${idBase}-word`}
          label={t`Word shoppers type`}
          hint={t`One word or a few, in any spelling or script, e.g. doodh or दूध.`}
          required
          error={errors.word}
        >
          <Input
            maxLength={MAX_SYNONYM_LENGTH}
            value={values.word}
            autoCapitalize="none"
            onChange={(event) => change('word', event.target.value)}
          />
        </Field>
        <Field
          id={`${idBase}-meanings`}
          label={t`Finds products named`}
          hint={t`The words in your product names it means, separated by commas, e.g. milk, curd.`}
          required
          error={errors.meanings}
        >
          <Input
            value={values.meanings}
            autoCapitalize="none"
            onChange={(event) => change('meanings', event.target.value)}
          />
        </Field>
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-sm text-danger">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending} loadingText={t`Saving…`}>
          {synonym ? <Trans>Save word</Trans> : <Trans>Add word</Trans>}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone()} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
