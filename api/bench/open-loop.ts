import { Agent, request } from 'node:http';

export interface OpenLoopResult {
  sent: number;
  ok: number;
  failed: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
}

interface Spec {
  url: string;
  ratePerSecond: number;
  seconds: number;
  connections: number;
  /** POST unless told otherwise. */
  method?: 'GET' | 'POST';
  /** Builds the i-th request: path, headers and body. */
  next: (i: number) => { path: string; headers: Record<string, string>; body: string };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * An open-loop load: requests start on a fixed, evenly spaced schedule over a pool of
 * keep-alive connections, whatever the server's speed. autocannon's `overallRate` gives
 * every connection its own timer, so 32 connections fire in bursts of 32; this spreads the
 * arrivals evenly, as independent shoppers would. Latency counts from the scheduled start,
 * so a request that waited for a free connection is charged for the wait.
 */
export async function openLoop(spec: Spec): Promise<OpenLoopResult> {
  const target = new URL(spec.url);
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const total = Math.round(spec.ratePerSecond * spec.seconds);
  const interval = 1000 / spec.ratePerSecond;
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const { path, headers, body } = spec.next(i);
    inFlight.push(
      new Promise<void>((resolve) => {
        const req = request(
          {
            host: target.hostname,
            port: target.port,
            path,
            method: spec.method ?? 'POST',
            agent,
            headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              latencies.push(performance.now() - due);
              if (res.statusCode && res.statusCode < 300) ok += 1;
              else failed += 1;
              resolve();
            });
          },
        );
        req.on('error', () => {
          failed += 1;
          resolve();
        });
        req.end(body);
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    sent: total,
    ok,
    failed,
    requestsPerSecond: Math.round(ok / elapsed),
    p50ms: round(percentile(latencies, 0.5)),
    p99ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1) ?? 0),
  };
}
