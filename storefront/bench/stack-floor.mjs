// What the named stack weighs before the shop adds a line: stack-floor/ (React, React DOM,
// react-router, TanStack Query, Lingui; one query, one link, one message) built as the
// storefront is, its JavaScript gzipped as the budget counts it.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { gzipSize } from './build-analysis.mjs';

export async function stackFloorGzip() {
  const root = join(import.meta.dirname, 'stack-floor');
  const outDir = mkdtempSync(join(tmpdir(), 'kirana-stack-floor-'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSize(join(assets, name)), 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
