// The seller's side of `bench:price-list`, in a process of its own so that building and
// sending 5 MB bodies never delays the page requests being timed. Uploads one kind of
// hostile price list back to back for the given seconds (at least three times), saying
// READY when it starts, then prints the answers as one JSON line.
const HEADER =
  'sku,name,category,price,offerPrice,weight,stock,stockAtExport,inStock,description\n';
// Just under the upload limit (5 MB), so each file reaches the parser.
const BODY_BYTES = 5 * 1024 * 1024 - HEADER.length - 16;

export const HOSTILE_FILES: Record<string, () => string> = {
  'blank lines': () => HEADER + '\n'.repeat(BODY_BYTES),
  'one endless cell': () => `${HEADER},"${'a'.repeat(BODY_BYTES - 4)}"\n`,
  'one endless row of commas': () => `${HEADER}${','.repeat(BODY_BYTES - 1)}\n`,
  'rows of one cell': () => HEADER + 'x\n'.repeat(BODY_BYTES / 2),
};

export interface UploadAnswer {
  status: number;
  ms: number;
  message: string;
}

async function upload(api: string, cookie: string, file: Blob): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, 'prices.csv');
  const started = performance.now();
  const res = await fetch(`${api}/api/product/import?dryRun=true`, {
    method: 'POST',
    headers: { Cookie: cookie },
    body: form,
  });
  const body = (await res.json()) as { message?: string };
  return {
    status: res.status,
    ms: Math.round(performance.now() - started),
    message: body.message ?? '',
  };
}

async function main() {
  const [api, cookie, kind, seconds] = process.argv.slice(2);
  const make = HOSTILE_FILES[kind ?? ''];
  if (!api || !cookie || !make) throw new Error(`Unknown kind "${kind}"`);
  const file = new Blob([make()], { type: 'text/csv' });
  process.stdout.write('READY\n');
  const until = performance.now() + Number(seconds) * 1000;
  const answers: UploadAnswer[] = [];
  while (performance.now() < until || answers.length < 3)
    answers.push(await upload(api, cookie, file));
  process.stdout.write(`${JSON.stringify(answers)}\n`);
}

if (process.argv[1] === import.meta.filename) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
