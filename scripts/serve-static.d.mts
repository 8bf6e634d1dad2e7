/** See serve-static.mjs. */
export function serveApp(options: {
  dir: string;
  port: number;
  host?: string;
  apiUrl: string;
  publicUrl?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
