import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useId } from 'react';

export type BillPaper = 'a4' | 'receipt';

// Descriptors, read when rendered, so the words follow the language active then.
const PAPERS: { value: BillPaper; label: MessageDescriptor }[] = [
  { value: 'a4', label: msg`A4 sheet` },
  { value: 'receipt', label: msg`80 mm receipt` },
];

/** Which paper the bill is laid out (and printed) for. Not printed itself. */
export function BillPaperSwitch({
  paper,
  onChange,
}: {
  paper: BillPaper;
  onChange: (paper: BillPaper) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-4 text-sm print:hidden">
      <legend className="sr-only">{t`Paper`}</legend>
      <span aria-hidden="true" className="text-ink-muted">
        {t`Paper:`}
      </span>
      {PAPERS.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={paper === option.value}
            onChange={() => onChange(option.value)}
            className="focus-ring size-4 accent-primary"
          />
          {i18n._(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
