// Child process of bench/photos.ts: four sellers' phones uploading 12 MP photos, each
// sending its next photo as soon as the last is stored, for a while. Kept out of the
// process that times the product list, so sending megabytes cannot delay its clock.
// Each phone sends at UPLINK_BYTES_PER_SECOND (a good 4G uplink, 20 Mbit/s): unthrottled
// over loopback, 12 MB would arrive within a few milliseconds, a burst no shop sees.
// Usage: tsx bench/photo-uploads.ts <api> <cookie> <seconds> <photo files...>
// Prints one JSON line: every upload's time in ms.
import { readFileSync } from 'node:fs';

const [api = '', cookie = '', seconds = '0', ...files] = process.argv.slice(2);
const ORIGIN = 'http://localhost:5174';
const UPLINK_BYTES_PER_SECOND = 2.5e6;
const CHUNK = 64 * 1024;

/** `bytes` as a stream that yields 64 KB at the uplink's pace. */
function atUplinkSpeed(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = 0;
  const started = performance.now();
  return new ReadableStream({
    async pull(controller) {
      if (sent >= bytes.length) return controller.close();
      const due = started + (sent / UPLINK_BYTES_PER_SECOND) * 1000;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      controller.enqueue(bytes.subarray(sent, sent + CHUNK));
      sent += CHUNK;
    },
  });
}

async function uploadProduct(photo: Buffer, i: number) {
  const form = new FormData();
  form.set(
    'productData',
    JSON.stringify({ name: `Photo ${i}`, category: 'Fruits', price: 100, offerPrice: 90 }),
  );
  form.set('images', new Blob([photo], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  // The form as the browser would encode it, then sent at the phone's pace.
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const started = performance.now();
  const res = await fetch(`${api}/api/product/add`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      Origin: ORIGIN,
      'Content-Type': encoded.headers.get('content-type') ?? '',
      'Content-Length': String(body.length),
    },
    body: atUplinkSpeed(body),
    duplex: 'half',
  } as RequestInit);
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
