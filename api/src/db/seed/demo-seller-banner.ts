import type { Config } from '../../config.ts';

type BannerConfig = Pick<Config, 'env' | 'seller' | 'sellerConsoleOrigin'>;

/**
 * The demo seller's sign-in for the terminal, or undefined for a configured seller. Production
 * refuses to start with the demo seller already; the env check keeps its password off
 * production logs even if that rule changes.
 */
export function demoSellerBanner(config: BannerConfig): string | undefined {
  if (!config.seller.isDemo || config.env === 'production') return undefined;
  return `\n  Demo seller for the console at ${config.sellerConsoleOrigin}\n    email:    ${config.seller.email}\n    password: ${config.seller.password}\n`;
}

/**
 * Printed outside the structured logs on purpose: it is for the developer at the terminal,
 * not for log collectors.
 */
export function printDemoSellerBanner(config: BannerConfig): void {
  const banner = demoSellerBanner(config);
  if (banner) console.log(banner);
}
