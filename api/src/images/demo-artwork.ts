import { join } from 'node:path';
import sharp from 'sharp';
import { apiRoot } from '../paths.ts';

/** The demo catalogue's artwork ships in the repo and is served read-only from there. */
export const DEMO_ARTWORK_DIR = join(apiRoot, 'src', 'db', 'seed', 'artwork');

export const DEMO_KEY_PREFIX = 'demo/';

/** The size a shipped artwork file (`demo/<name>.svg`) is drawn at by default. */
export async function artworkSize(
  key: string,
): Promise<{ width: number | null; height: number | null }> {
  const name = key.slice(DEMO_KEY_PREFIX.length);
  if (!key.startsWith(DEMO_KEY_PREFIX) || name.includes('/') || name.startsWith('.'))
    return { width: null, height: null };
  const { width, height } = await sharp(join(DEMO_ARTWORK_DIR, name)).metadata();
  return { width: width ?? null, height: height ?? null };
}
