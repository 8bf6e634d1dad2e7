import { randomInt } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a SKU read aloud or copied by hand survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A SKU for a product the seller gave none: every product has one, so a price list
 * exported and imported again matches every row to its product.
 */
export const generateSku = (): string =>
  `K-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
