import { Label } from '@kirana/ui-kit/label';
import { Textarea } from '@kirana/ui-kit/textarea';
import { Trans } from '@lingui/react/macro';
import type { ParsedPincodes } from '../lib/pincode-text.ts';
import { pincodeCount } from '../lib/pincode-text.ts';

export const PINCODES_ID = 'delivery-pincodes';

/** Problems listed under the field; past this many the rest are counted, not listed. */
const LISTED_PROBLEMS = 20;

export interface PincodeFieldProps {
  value: string;
  /** What the field's text reads as, line by line. */
  parsed: ParsedPincodes;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * Where the shop delivers, pasted as a spreadsheet column (or two: PIN code and its fee).
 * The count and each problem, named by its line, show as the seller pastes, before saving.
 */
export function PincodeField({ value, parsed, disabled, onChange }: PincodeFieldProps) {
  const { pincodes, problems } = parsed;
  const hidden = problems.length - LISTED_PROBLEMS;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={PINCODES_ID}>
        <Trans>PIN codes</Trans>
      </Label>
      <Textarea
        id={PINCODES_ID}
        rows={8}
        spellCheck={false}
        autoComplete="off"
        placeholder={'560001\n560002, 30'}
        className="font-mono"
        value={value}
        disabled={disabled}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={`${PINCODES_ID}-hint ${PINCODES_ID}-count ${PINCODES_ID}-problems`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${PINCODES_ID}-hint`} className="text-sm text-ink-muted">
        <Trans>
          One a line. To charge a PIN code its own fee, put the fee after it, past a tab or a comma:
          paste two columns from a spreadsheet, or type “560001, 30”.
        </Trans>
      </p>
      <p id={`${PINCODES_ID}-count`} aria-live="polite" className="text-sm font-medium text-ink">
        {pincodes.length === 0 && problems.length === 0 ? (
          <Trans>No PIN codes: you deliver everywhere.</Trans>
        ) : (
          pincodeCount(pincodes)
        )}
      </p>
      <div id={`${PINCODES_ID}-problems`} className="empty:hidden">
        {problems.length > 0 ? (
          <ul className="flex flex-col gap-1 rounded-control border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
            {problems.slice(0, LISTED_PROBLEMS).map((problem) => (
              <li key={problem.message}>{problem.message}</li>
            ))}
            {hidden > 0 ? (
              <li>
                <Trans>…and {hidden} more.</Trans>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
