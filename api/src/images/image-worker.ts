// The photo worker: a child process of the API (see image-processor.ts) that runs
// processPhoto for it, one request at a time, started at a lower CPU priority so that a
// seller's photos only take the CPU time shoppers' requests leave. It reads the upload from
// disk and writes the files itself: only their names and sizes come back, so megabytes of
// pixels never pass through the API's memory (where they would cost it long pauses to
// collect).
import type { PhotoRefusal } from './photo-refusals.ts';
import type { ProcessedPhoto } from './process-photo.ts';

/** Process `input` (a file path, or bytes) into the folder `outDir`. */
export type WorkerRequest = { id: number; input: string | Uint8Array; outDir: string };
export type WorkerReply =
  | { id: number; photo: ProcessedPhoto }
  | { id: number; error: { message: string; status?: number; refusal?: PhotoRefusal } };

// Loaded after start-up so that nothing runs here unless this file is the process's entry.
if (process.send) {
  const { processPhoto } = await import('./process-photo.ts');
  const { AppError } = await import('../lib/errors.ts');
  const { PhotoRefused } = await import('./photo-refusals.ts');
  const send = process.send.bind(process);
  process.on('message', (request: WorkerRequest) => {
    const input = typeof request.input === 'string' ? request.input : Buffer.from(request.input);
    processPhoto(input, request.outDir).then(
      (photo) => send({ id: request.id, photo } satisfies WorkerReply),
      (err: unknown) =>
        send({
          id: request.id,
          error:
            err instanceof PhotoRefused
              ? { message: err.message, status: err.status, refusal: err.refusal }
              : err instanceof AppError
                ? { message: err.message, status: err.status }
                : { message: err instanceof Error ? err.message : String(err) },
        } satisfies WorkerReply),
    );
  });
  // The API went away: nothing is left to do.
  process.on('disconnect', () => process.exit(0));
}
