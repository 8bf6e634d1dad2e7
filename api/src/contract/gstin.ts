// GSTN's check character, zod-free so any app can check a GSTIN without a validation library.

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The official shape: state code 01–38, a PAN (5 letters, 4 digits, a letter), the entity
 * code (1–9, A–Z), `Z`, the check character.
 */
export const GSTIN_PATTERN = /^(0[1-9]|[12]\d|3[0-8])[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: weights 1, 2, 1, 2, …; each
 * product counts as its quotient plus its remainder by 36; the check makes the sum a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** True when `gstin` has the official shape and its last character checks. */
export const isValidGstin = (gstin: string): boolean =>
  GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
