// Child process of bench/photos.ts: four sellers' browsers uploading 12 MP photos, each
// sending its next photo as soon as the last is stored, for a while. Kept out of the
// process that times the product list, so sending megabytes cannot delay its clock.
// Usage: tsx bench/photo-uploads.ts <api> <cookie> <seconds> <photo files...>
// Prints one JSON line: every upload's time in ms.
import { readFileSync } from 'node:fs';

const [api = '', cookie = '', seconds = '0', ...files] = process.argv.slice(2);
const ORIGIN = 'http://localhost:5174';

async function uploadProduct(photo: Buffer, i: number) {
  const form = new FormData();
  form.set(
    'productData',
    JSON.stringify({ name: `Photo ${i}`, category: 'Fruits', price: 100, offerPrice: 90 }),
  );
  form.set('images', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  const started = performance.now();
  const res = await fetch(`${api}/api/product/add`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: ORIGIN },
    body: form,
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return performance.now() - started;
}

const photos = files.map((file) => readFileSync(file));
const deadline = performance.now() + Number(seconds) * 1000;
const times: number[] = [];
let count = 0;
await Promise.all(
  photos.map(async (photo) => {
    while (performance.now() < deadline) times.push(await uploadProduct(photo, (count += 1)));
  }),
);
process.stdout.write(`${JSON.stringify(times)}\n`);
