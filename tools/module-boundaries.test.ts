import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

/** Lints source text as if it were the file at `path` and returns the boundary errors. */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId && BOUNDARY_RULES.includes(m.ruleId));
}

describe('module boundaries', () => {
  beforeAll(() => {
    // The rule reads Nx's cached project graph; make sure it exists.
    execFileSync('npx', ['nx', 'show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      stdio: 'ignore',
    });
  });

  it('forbids the storefront to import the seller console', async () => {
    const errors = await boundaryErrors(
      'storefront/src/x.ts',
      "import '@kirana/seller-console/src/main.tsx';\n",
    );
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.map((e) => e.message).join(' ')).toMatch(
      /Projects stay apart|Imports of apps are forbidden/,
    );
  });

  it('forbids the seller console to import the storefront', async () => {
    const errors = await boundaryErrors(
      'seller-console/src/x.ts',
      "import '@kirana/storefront/src/main.tsx';\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids browser apps to import api internals', async () => {
    const errors = await boundaryErrors(
      'storefront/src/x.ts',
      "import { createApp } from '@kirana/api/src/app.ts';\nexport { createApp };\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids relative imports across projects (the Nx rule)', async () => {
    const errors = await boundaryErrors('storefront/src/x.ts', "import '../../api/src/app.ts';\n");
    expect(errors.map((e) => e.ruleId)).toEqual(['@nx/enforce-module-boundaries']);
    const fromKit = await boundaryErrors(
      'ui-kit/src/x.ts',
      "import '../../storefront/src/main.tsx';\n",
    );
    expect(fromKit.map((e) => e.ruleId)).toEqual(['@nx/enforce-module-boundaries']);
  });

  it('forbids a project to depend on a tag it may not use (the Nx rule)', async () => {
    const errors = await boundaryErrors('api/src/x.ts', "import '@kirana/ui-kit/button';\n");
    expect(errors.map((e) => e.ruleId)).toContain('@nx/enforce-module-boundaries');
    expect(errors.find((e) => e.ruleId === '@nx/enforce-module-boundaries')?.message).toMatch(
      /scope:api/,
    );
  });

  it('forbids the ui-kit to import an app', async () => {
    const errors = await boundaryErrors(
      'ui-kit/src/x.ts',
      "import '@kirana/storefront/src/main.tsx';\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allows the apps the api contract and the ui-kit', async () => {
    const code =
      "import { productSchema } from '@kirana/api/contract/product';\nimport '@kirana/ui-kit/button';\nexport { productSchema };\n";
    expect(await boundaryErrors('storefront/src/x.ts', code)).toEqual([]);
    expect(await boundaryErrors('seller-console/src/x.ts', code)).toEqual([]);
  });
});
