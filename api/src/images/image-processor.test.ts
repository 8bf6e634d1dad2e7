import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { phoneJpeg } from '../../test/photos.ts';
import { createImageProcessor } from './image-processor.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-processed-'));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// At nice 0: a worker at the production nice (10) is starved on a test machine whose cores
// the rest of the suite keeps busy, and its start-up (node, tsx, sharp) took 18 to 20 s.
describe('the photo worker', () => {
  it('writes the master and variants, reports refusals as 400s and starts again after it stops', async () => {
    const processor = createImageProcessor({ nice: 0 });
    const photo = await phoneJpeg({ width: 400, height: 300 });
    const dir = folder();
    const first = await processor.process(photo, dir);
    expect(first).toEqual({ width: 400, height: 300, variants: [160, 320, 480] });
    expect(readdirSync(dir).sort()).toEqual(['160.webp', '320.webp', '480.webp', 'master.webp']);
    expect(await sharp(join(dir, '480.webp')).metadata()).toMatchObject({ width: 400 });

    const refused = await processor
      .process(Buffer.from('not a picture'), folder())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400 });

    processor.close();
    expect((await processor.process(photo, folder())).width).toBe(400);
    processor.close();
  });

  it('takes one photo at a time, in the order asked', async () => {
    const processor = createImageProcessor({ nice: 0 });
    const sizes = [300, 200, 100];
    const photos = await Promise.all(sizes.map((width) => phoneJpeg({ width, height: 100 })));
    const done: number[] = [];
    await Promise.all(
      photos.map((photo) =>
        processor.process(photo, folder()).then((result) => done.push(result.width)),
      ),
    );
    expect(done).toEqual(sizes);
    processor.close();
  });
});
