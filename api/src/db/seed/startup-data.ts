import type { Config } from '../../config.ts';
import { createPasswordHasher } from '../../lib/password.ts';
import type { Logger } from '../../lib/logger.ts';
import { createSellerService } from '../../modules/seller/seller.service.ts';
import type { Db } from '../knex.ts';
import { printDemoSellerBanner } from './demo-seller-banner.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

/** What every start makes sure of: the configured seller, and demo products if asked. */
export async function ensureStartupData(db: Db, config: Config, logger: Logger): Promise<void> {
  const sellers = createSellerService(db, createPasswordHasher({ cost: config.passwordHashCost }));
  const outcome = await sellers.ensure(config.seller.email, config.seller.password);
  if (outcome === 'updated')
    logger.info({ email: config.seller.email }, 'seller password changed: its sessions ended');
  else if (outcome !== 'unchanged')
    logger.info({ email: config.seller.email }, `seller account ${outcome}`);
  // Production has one seller, SELLER_EMAIL: any other (the demo seller of a development
  // start on this database, a previous SELLER_EMAIL) would be a way in nobody watches.
  if (config.env === 'production') {
    const disabled = await sellers.disableAllExcept(config.seller.email);
    if (disabled.length > 0)
      logger.warn(
        { emails: disabled },
        'seller accounts other than SELLER_EMAIL disabled and signed out',
      );
  }
  // Here, where the account is made; main.ts prints it again once the API listens, so it is
  // the last thing on screen rather than scrolled away by the start-up lines.
  printDemoSellerBanner(config);
  if (config.seedDemo) {
    const added = await seedDemoCatalogue(db);
    if (added > 0) logger.info({ products: added }, 'demo catalogue loaded');
  }
}
