import { MAX_RANGE_DAYS } from '@kirana/api/contract/summary';
import { Input } from '@kirana/ui-kit/input';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { summaryQueries } from '../../../lib/api-client.ts';
import { addDays } from '../../../lib/delivery-slot.ts';

/** Why the range cannot be downloaded, or null when it can. */
function problemOf(from: string, to: string): string | null {
  if (!from || !to) return t`Choose both days.`;
  if (from > to) return t`The first day must not be after the last.`;
  const most = MAX_RANGE_DAYS;
  if (addDays(from, most) <= to) return t`At most ${most} days at once.`;
  return null;
}

/**
 * The orders of a range of days as a spreadsheet for the accountant: one row per order
 * line (the API's CSV, downloaded by the browser with the session cookie).
 */
export function OrdersExport({ today }: { today: string | undefined }) {
  const [from, setFrom] = useState<string>();
  const [to, setTo] = useState<string>();
  // Until the seller picks days: today in the shop's time zone, once known.
  const first = from ?? today ?? '';
  const last = to ?? today ?? '';
  // Before the shop's today is known nothing is offered, and nothing is wrong yet.
  const waiting = !today && from === undefined && to === undefined;
  const problem = waiting ? null : problemOf(first, last);
  return (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3 rounded-card border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">
        <Trans>Download orders (CSV)</Trans>
      </legend>
      <label className="flex flex-col gap-1 text-sm text-ink-muted">
        <Trans>From</Trans>
        <Input
          type="date"
          className="h-9 w-40"
          value={first}
          max={today}
          onChange={(event) => setFrom(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-ink-muted">
        <Trans>To</Trans>
        <Input
          type="date"
          className="h-9 w-40"
          value={last}
          max={today}
          onChange={(event) => setTo(event.target.value)}
        />
      </label>
      {problem ? (
        <p role="status" className="min-h-9 content-center text-sm text-danger">
          {problem}
        </p>
      ) : waiting ? null : (
        <a
          href={summaryQueries.exportUrl({ from: first, to: last })}
          download
          className="focus-ring inline-flex h-9 items-center rounded-control bg-primary px-4 text-sm font-medium text-on-primary"
        >
          <Trans>Download</Trans>
        </a>
      )}
    </fieldset>
  );
}
