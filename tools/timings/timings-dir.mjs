// Where the last run's timings are kept: one folder at the workspace root, ignored by git.
import { join } from 'node:path';

export const timingsDir = () =>
  process.env.KIRANA_TIMINGS_DIR ?? join(import.meta.dirname, '..', '..', '.test-timings');
