import type { z } from 'zod';

/** A zod issue as `safeParse` leaves it (its input left out). */
export type Issue = z.core.$ZodIssue;

/**
 * How one language says the contract's validation messages (docs/i18n.md, "Validation").
 * The contract (shared with the apps, which show its English in their forms) keeps its
 * English sentences; the server finds each one here by its English text, so a message this
 * file lacks is answered in English rather than not at all.
 */
export interface ValidationWords {
  /** A body with no issue to name. */
  notValid: string;
  /** Ends a sentence (the contract's messages have no full stop). */
  stop: string;
  /** The contract's field names by their English ("First name"), used inside `patterns`. */
  labels: Readonly<Record<string, string>>;
  /** The contract's fixed messages by their English text, without the full stop. */
  messages: Readonly<Record<string, string>>;
  /**
   * Messages with values, by a pattern of their English; each captured part is passed
   * through `labels` first (a number or a code stays as it is).
   */
  patterns: readonly (readonly [RegExp, (...parts: string[]) => string])[];
  /**
   * zod's own message for a check the contract gave none (`field` is the last key of the
   * issue's path); undefined keeps zod's English.
   */
  zod(issue: Issue, field: string | undefined): string | undefined;
}

// zod's own English messages start so; the contract's never do.
const ZOD_DEFAULT = /^(Invalid |Too (big|small): |Unrecognized keys?: )/;

/** One issue's message in `words`' language, without its full stop. */
export function sayIssue(issue: Issue, words: ValidationWords): string {
  const english = issue.message.replace(/\.$/, '');
  const fixed = words.messages[english];
  if (fixed !== undefined && Object.hasOwn(words.messages, english)) return fixed;
  for (const [pattern, say] of words.patterns) {
    const parts = pattern.exec(english);
    if (parts)
      return say(
        ...parts
          .slice(1)
          .map((part) => (Object.hasOwn(words.labels, part) ? (words.labels[part] ?? part) : part)),
      );
  }
  if (issue.code !== 'custom' && ZOD_DEFAULT.test(english)) {
    const last = [...issue.path].reverse().find((key) => typeof key === 'string');
    return words.zod(issue, last) ?? english;
  }
  return english;
}
