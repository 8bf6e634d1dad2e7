/** See api-test-server.mjs: the real API as a child process on a temp SQLite database. */
export const TEST_SELLER: { email: string; password: string };
export function freePort(): Promise<number>;
/** Resolves once a forked API says it listens (over IPC); rejects if it exits first. */
export function apiListening(
  child: import('node:child_process').ChildProcess,
  timeoutMs?: number,
): Promise<void>;
export function startApiForTests(
  extraEnv?: Record<string, string>,
): Promise<{ url: string; outboxDir: string; logFile: string; stop(): Promise<void> }>;
