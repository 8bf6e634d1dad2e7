import { loadConfig } from './config.ts';
import { createDb } from './db/knex.ts';
import { migrateLatest } from './db/migrate.ts';
import { createImageProcessor } from './images/image-processor.ts';
import { createImageStore } from './images/image-store.ts';
import { createOrderPictures } from './modules/order/order-pictures.service.ts';
import { rebuildImages } from './modules/product/images/rebuild-images.ts';

// `npm run images:rebuild`: after upgrading, gives pictures stored before photo processing
// their variants and sizes. Safe to run again, and while the API runs (files appear whole;
// rows change in short transactions).
const config = loadConfig();
if (config.bucket) {
  console.error(
    'npm run images:rebuild works on photos in UPLOAD_DIR; with S3_BUCKET set, photos are already stored with their variants.',
  );
  process.exit(1);
}
const db = createDb(config.databaseUrl);
try {
  await migrateLatest(db);
  const report = await rebuildImages({
    db,
    images: createImageStore(config.uploadDir),
    processor: createImageProcessor(),
    orderPictures: createOrderPictures(db),
    onProgress: (line) => console.log(line),
  });
  console.log(
    `Processed ${report.processed} upload(s), added ${report.variantsAdded} variant file(s), measured ${report.measured} picture(s).`,
  );
  for (const { key, reason } of report.failed) console.error(`Could not rebuild ${key}: ${reason}`);
  if (report.failed.length > 0) process.exitCode = 1;
} catch (err) {
  console.error('The rebuild failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
