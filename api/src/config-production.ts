/** What production additionally refuses among settings that are valid elsewhere. */
interface ProductionSettings {
  SESSION_SECRET?: string | undefined;
  SELLER_PASSWORD?: string | undefined;
  COOKIE_SAMESITE?: 'lax' | 'strict' | 'none' | undefined;
  COOKIE_SECURE?: boolean | undefined;
}

/**
 * A generated secret of 32+ characters has far more than this (32 hex digits almost never
 * fewer than 10); `aaaa…`, `changeme…` or a word typed twice have fewer.
 */
export const SECRET_MIN_DISTINCT = 10;
export const PRODUCTION_PASSWORD_MIN = 12;

/** One line per setting production must not start with; empty when all is well. */
export function productionRefusals(e: ProductionSettings, demoPassword: string): string[] {
  const refusals: string[] = [];
  if (e.SESSION_SECRET && new Set(e.SESSION_SECRET).size < SECRET_MIN_DISTINCT)
    refusals.push(
      `SESSION_SECRET: must be random, with at least ${SECRET_MIN_DISTINCT} different characters; generate one with: openssl rand -hex 32`,
    );
  if (e.SELLER_PASSWORD && e.SELLER_PASSWORD.length < PRODUCTION_PASSWORD_MIN)
    refusals.push(
      `SELLER_PASSWORD: must be at least ${PRODUCTION_PASSWORD_MIN} characters in production`,
    );
  if (e.SELLER_PASSWORD === demoPassword)
    refusals.push('SELLER_PASSWORD: must not be the demo seller’s password, which is public');
  // COOKIE_SECURE defaults to true in production, so only an explicit false gets here.
  if (e.COOKIE_SAMESITE === 'none' && e.COOKIE_SECURE === false)
    refusals.push(
      'COOKIE_SAMESITE=none needs Secure cookies (browsers drop SameSite=None cookies without Secure): unset COOKIE_SECURE or set it to true',
    );
  return refusals;
}
