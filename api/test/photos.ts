import sharp from 'sharp';

/** Tags a phone writes into a photo, among them where it was taken. */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Pocket 12', ImageDescription: 'kirana-shop-counter' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '12/1 58/1 17/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '77/1 35/1 40/1',
  },
};

/**
 * A real JPEG as a phone saves it: pixels with some texture, EXIF with a GPS position, and
 * optionally an EXIF orientation (6: the sensor's landscape pixels are shown rotated 90°).
 * The left half is red and the right half blue, so a test can tell where the pixels went.
 */
export async function phoneJpeg(
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 900, orientation } = options;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      // A little texture, so the encoder has something to do.
      const grain = (x * 7 + y * 13) % 24;
      if (x < width / 2) pixels.set([208 + grain, 48, 32], at);
      else pixels.set([32, 64, 208 + grain], at);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif(PHONE_EXIF);
  return orientation ? image.withMetadata({ orientation }).toBuffer() : image.toBuffer();
}

/** 100 megapixels of plain white: a few hundred KB on the wire, 300 MB once decoded. */
export const hundredMegapixelJpeg = () =>
  sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .jpeg({ quality: 50 })
    .toBuffer();

/** The first part of a picture only, as when an upload is cut off. */
export const truncated = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

/**
 * The start of an iPhone's HEIC photo (an ISO-BMFF `ftyp` box with the `heic` brand). The
 * API refuses HEIC by its signature, before decoding, so the header is what matters here;
 * our image library cannot write HEIC to make a whole one.
 */
export const HEIC_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic', 'ascii'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic', 'ascii'),
  Buffer.alloc(512, 0),
]);
