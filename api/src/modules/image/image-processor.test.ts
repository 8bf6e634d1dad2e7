import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { phoneJpeg } from '../../../test/photos.ts';
import { createImageProcessor } from './image-processor.ts';

describe('the photo worker', () => {
  it('processes in a child process, reports refusals as 400s and starts again after it stops', async () => {
    const processor = createImageProcessor();
    const photo = await phoneJpeg({ width: 400, height: 300 });
    const first = await processor.process(photo);
    expect(first).toMatchObject({ width: 400, height: 300 });
    expect(Buffer.isBuffer(first.master)).toBe(true);
    expect(first.variants.map((v) => v.file)).toEqual([160, 320, 480]);

    const refused = await processor.process(Buffer.from('not a picture')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400 });

    processor.close();
    expect((await processor.process(photo)).width).toBe(400);
    processor.close();
  });

  it('takes one photo at a time, in the order asked', async () => {
    const processor = createImageProcessor();
    const sizes = [300, 200, 100];
    const photos = await Promise.all(sizes.map((width) => phoneJpeg({ width, height: 100 })));
    const done: number[] = [];
    await Promise.all(
      photos.map((photo) => processor.process(photo).then((result) => done.push(result.width))),
    );
    expect(done).toEqual(sizes);
    processor.close();
  });
});
