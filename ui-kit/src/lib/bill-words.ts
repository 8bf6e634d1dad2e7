import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { rupeesInHindiWords } from './hindi-number-words.ts';

// The API's bill carries its words in English, the same for every reader (its title, payment
// method and status are contract values); the sheet shows them in the active language. A
// word not listed here (a newer API's) is shown as it came.
const WORDS: Readonly<Record<string, MessageDescriptor>> = {
  'Tax Invoice': msg`Tax Invoice`,
  'Bill of Supply': msg`Bill of Supply`,
  'Prices include GST.': msg`Prices include GST.`,
  Tax: msg`Tax`,
  'Cash on Delivery': msg`Cash on Delivery`,
  Online: msg`Online`,
  'Not required': msg`Not required`,
  Pending: msg`Pending`,
  Paid: msg`Paid`,
  Failed: msg`Failed`,
  'Under review': msg`Under review`,
  'Paid on delivery': msg`Paid on delivery`,
  'Due on delivery': msg`Due on delivery`,
};

/** One of the bill's English words in the active language. */
export function billWord(english: string): string {
  const descriptor = Object.hasOwn(WORDS, english) ? WORDS[english] : undefined;
  return descriptor ? i18n._(descriptor) : english;
}

/** A tax line's label: the API's "Tax (5%)" (or "Tax") in the active language. */
export function billTaxLabel(english: string): string {
  const percent = /^Tax \((\d+(?:\.\d+)?)%\)$/.exec(english)?.[1];
  return percent === undefined ? billWord(english) : t`Tax (${percent}%)`;
}

/**
 * The total in words: the API's English words (Indian style, lakh and crore) in English, the
 * same amount in Hindi words when Hindi is active.
 */
export function billTotalInWords(bill: { total: number; totalInWords: string }): string {
  return i18n.locale === 'hi' ? rupeesInHindiWords(bill.total) : bill.totalInWords;
}
