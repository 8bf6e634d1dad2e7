// A phone photo made on the spot, for the photo benchmarks: 12 MP (4000x3000) JPEG of about
// 3 MB, as a seller's phone saves one, with EXIF (camera, GPS position). Generated rather
// than shipped, so the repository carries no megabytes of pictures.
//
// Its content is chosen to cost what a real photo costs, not less: coloured shapes with
// edges (the scene) under grain at three scales (texture and sensor noise), which keeps
// detail at every size a shop shows. Its 640 px WebP variant weighs about as much as a
// busy real photo's (70-90 KB), more than a product shot on a plain background.
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/** A small deterministic generator, so every run measures the same pictures. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

function sceneSvg(seed) {
  const next = random(seed);
  const shapes = Array.from({ length: 80 }, () => {
    const colour = `hsl(${Math.floor(next() * 360)},${30 + Math.floor(next() * 50)}%,${25 + Math.floor(next() * 55)}%)`;
    return `<ellipse cx="${next() * 1000}" cy="${next() * 750}" rx="${20 + next() * 200}" ry="${20 + next() * 150}" fill="${colour}" opacity="${0.5 + next() * 0.5}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="1000" height="750" fill="#c9b48a"/>${shapes}</svg>`;
}

/** Grey noise drawn at 1/`scale` size and enlarged: grain of about `scale` pixels. */
const grain = (scale, sigma) =>
  sharp({
    create: {
      width: Math.round(WIDTH / scale),
      height: Math.round(HEIGHT / scale),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .greyscale()
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();

/**
 * @param {number} seed a different seed gives a different picture
 * @param {{ orientation?: number }} [options] EXIF orientation (6: taken upright)
 * @returns {Promise<Buffer>}
 */
export async function phonePhoto(seed, options = {}) {
  const scene = await sharp(Buffer.from(sceneSvg(seed)))
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const layers = await Promise.all([grain(16, 40), grain(4, 20), grain(1, 14)]);
  const image = sharp(scene)
    .composite(layers.map((input) => ({ input, blend: 'soft-light' })))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 17/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    });
  return options.orientation
    ? image.withMetadata({ orientation: options.orientation }).toBuffer()
    : image.toBuffer();
}
