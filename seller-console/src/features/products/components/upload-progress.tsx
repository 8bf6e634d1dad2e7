import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface UploadProgressProps {
  /** Share of the request sent, 0 to 1. */
  value: number;
}

/**
 * A labelled native <progress> (role "progressbar" with its value for screen readers).
 * Once every byte is sent the server still checks and stores the images, so the label
 * says so instead of sitting at 100%.
 */
export function UploadProgress({ value }: UploadProgressProps) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  const { t } = useLingui();
  const label = percent < 100 ? t`Uploading… ${percent}%` : t`Saving the product…`;
  return (
    <div className="flex flex-col gap-1.5">
      <p id={id} className="text-sm text-ink-muted">
        {label}
      </p>
      <progress
        aria-labelledby={id}
        max={100}
        value={percent}
        className="h-2 w-full appearance-none overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:bg-primary-strong [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-primary-strong"
      />
    </div>
  );
}
