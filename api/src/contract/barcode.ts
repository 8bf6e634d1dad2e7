import { z } from 'zod';

// A product's barcode: what a scanner at the counter reads off its pack. GS1's EAN-13,
// EAN-8 and UPC-A (12 digits) carry a check digit, which is checked so that a misread or
// mistyped code is refused rather than stored; a shop's own labels carry any 4 to 32
// letters and digits. Stored upper-case, so a scanner that types lower case finds it.

/** GS1's check digit of `digits` (the code without its last digit). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  // From the right, the digits weigh 3, 1, 3, 1…
  for (let i = 0; i < digits.length; i += 1)
    sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** The lengths of GS1 codes a kirana's goods carry: EAN-8, UPC-A, EAN-13. */
const GS1_LENGTHS = new Set([8, 12, 13]);

export const isGs1Code = (code: string): boolean =>
  /^\d+$/.test(code) && GS1_LENGTHS.has(code.length);

export const hasValidCheckDigit = (code: string): boolean =>
  gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));

export const BARCODE_MESSAGE =
  'Barcode must be an EAN-13, EAN-8 or UPC-A code, or the shop’s own code of 4 to 32 letters and digits';

/** The code as stored and looked up: no spaces or dashes, upper case. */
export const normalBarcode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** Why this (normalised) code cannot be a barcode, or undefined when it can. */
export function barcodeProblem(code: string): string | undefined {
  if (!/^[0-9A-Z]{4,32}$/.test(code)) return BARCODE_MESSAGE;
  if (isGs1Code(code) && !hasValidCheckDigit(code))
    return `Barcode ${code} has a wrong check digit (it should end in ${gs1CheckDigit(code.slice(0, -1))}): check it was read or typed right`;
  return undefined;
}

/** A product's barcode in a form or an API body: null or blank for none. */
export const barcodeSchema = z
  .union([z.string(), z.number(), z.null()], { error: BARCODE_MESSAGE })
  .transform((value, ctx) => {
    if (value === null) return null;
    const code = normalBarcode(String(value));
    if (code === '') return null;
    const problem = barcodeProblem(code);
    if (!problem) return code;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });
