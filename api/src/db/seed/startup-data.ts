import type { Config } from '../../config.ts';
import { createPasswordHasher } from '../../lib/password.ts';
import type { Logger } from '../../lib/logger.ts';
import { createSellerService } from '../../modules/seller/seller.service.ts';
import type { Db } from '../knex.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

/** What every start makes sure of: the configured seller, and demo products if asked. */
export async function ensureStartupData(db: Db, config: Config, logger: Logger): Promise<void> {
  const outcome = await createSellerService(db, createPasswordHasher()).ensure(
    config.seller.email,
    config.seller.password,
  );
  if (outcome !== 'unchanged')
    logger.info({ email: config.seller.email }, `seller account ${outcome}`);
  if (config.seller.isDemo) {
    // Printed to the terminal on purpose, outside the structured logs: development only
    // (production refuses to start without SELLER_EMAIL / SELLER_PASSWORD).
    console.log(
      `\n  Demo seller for the console at ${config.sellerConsoleOrigin}\n    email:    ${config.seller.email}\n    password: ${config.seller.password}\n`,
    );
  }
  if (config.seedDemo) {
    const added = await seedDemoCatalogue(db);
    if (added > 0) logger.info({ products: added }, 'demo catalogue loaded');
  }
}
