import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { AppError } from '../lib/errors.ts';
import type { WorkerReply, WorkerRequest } from './image-worker.ts';
import { PhotoRefused } from './photo-refusals.ts';
import type { ProcessedPhoto } from './process-photo.ts';

export type { ProcessedPhoto } from './process-photo.ts';

/** How much lower the worker runs (Unix nice) by default: shoppers' requests come first. */
export const WORKER_NICE = 10;

// From src/ under tsx the worker is TypeScript and needs tsx too; from dist/ it is plain JS.
const workerFile = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './image-worker.ts' : './image-worker.js',
    import.meta.url,
  ),
);
const workerExecArgv = workerFile.endsWith('.ts') ? ['--import', 'tsx'] : [];

function startWorker(nice: number): ChildProcess {
  // `nice` runs node itself at the lower priority, so every thread the worker starts (libuv's
  // and libvips's) inherits it; Windows has no `nice` and gets a plain child.
  const niced = process.platform !== 'win32' && nice > 0;
  return fork(workerFile, [], {
    execPath: niced ? 'nice' : process.execPath,
    execArgv: niced ? ['-n', String(nice), process.execPath, ...workerExecArgv] : workerExecArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/**
 * Photos are processed one at a time per API process (a bounded queue), in a child process
 * of their own at a lower priority: decoding a 12 MP photo takes about a second of CPU,
 * which must not come out of the time that answers shoppers. The worker starts with the
 * first photo, stays while the API runs (it does not keep the API alive) and is started
 * again if it dies.
 */
export function createImageProcessor(options: { nice?: number } = {}) {
  const nice = options.nice ?? WORKER_NICE;
  const queue = pLimit(1);
  let worker: ChildProcess | undefined;
  let nextId = 0;

  function run(input: string | Buffer, outDir: string): Promise<ProcessedPhoto> {
    const child = (worker ??= startWorker(nice));
    const id = (nextId += 1);
    return new Promise<ProcessedPhoto>((resolve, reject) => {
      const onMessage = (reply: WorkerReply) => {
        if (reply.id !== id) return;
        done();
        if ('photo' in reply) resolve(reply.photo);
        else if (reply.error.refusal) reject(new PhotoRefused(reply.error.refusal));
        else if (reply.error.status) reject(new AppError(reply.error.status, reply.error.message));
        else reject(new Error(`Processing a photo failed: ${reply.error.message}`));
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        if (worker === child) worker = undefined;
        reject(new Error(`The photo worker stopped (${signal ?? `exit code ${code}`}).`));
      };
      const done = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        // Idle, the worker must not keep the API (or a test, or a CLI) from exiting.
        child.unref();
        child.channel?.unref();
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.ref();
      child.channel?.ref();
      child.send({ id, input, outDir } satisfies WorkerRequest);
    });
  }

  return {
    /** Writes the photo's master and variants into `outDir` (see process-photo.ts). */
    process: (input: string | Buffer, outDir: string) => queue(() => run(input, outDir)),
    /** Stops the worker (tests, shutdown); the next photo starts a new one. */
    close() {
      worker?.kill();
      worker = undefined;
    },
  };
}

export type ImageProcessor = ReturnType<typeof createImageProcessor>;
