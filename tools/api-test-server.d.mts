/** See api-test-server.mjs: the real API as a child process on a temp SQLite database. */
export const TEST_SELLER: { email: string; password: string };
export function freePort(): Promise<number>;
export function startApiForTests(
  extraEnv?: Record<string, string>,
): Promise<{ url: string; outboxDir: string; logFile: string; stop(): Promise<void> }>;
