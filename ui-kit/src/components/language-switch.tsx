import { t } from '@lingui/core/macro';
import { cn } from '../lib/cn.ts';

export interface LanguageSwitchProps {
  /** Every language the app offers, each named in itself ("English", "हिन्दी"). */
  languages: readonly { code: string; name: string }[];
  current: string;
  onChoose: (code: string) => void;
  /** Only the other languages' buttons, for a phone's crowded bar. */
  compact?: boolean;
  className?: string;
}

/**
 * English / हिन्दी: one pressed button per language. Each name carries its own `lang`, so a
 * screen reader reads "हिन्दी" in Hindi on an English page (the Devanagari web font still
 * loads only for Hindi pages, see theme.css).
 */
export function LanguageSwitch({
  languages,
  current,
  onChoose,
  compact = false,
  className,
}: LanguageSwitchProps) {
  const shown = compact ? languages.filter(({ code }) => code !== current) : languages;
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn('inline-flex rounded-md border border-line text-xs', className)}
    >
      {shown.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === current}
          onClick={() => code !== current && onChoose(code)}
          className="focus-ring min-h-8 px-2 first:rounded-s-md last:rounded-e-md aria-pressed:bg-primary-soft aria-pressed:font-semibold aria-pressed:text-primary-strong"
        >
          {name}
        </button>
      ))}
    </div>
  );
}
