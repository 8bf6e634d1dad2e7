import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

const BOUNDARY_RULES = [
  '@nx/enforce-module-boundaries',
  'no-restricted-imports',
  'import/no-restricted-paths',
  'kirana/module-imports',
];

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

  it('allows the apps the api contract, the api client and the ui-kit', async () => {
    const code =
      "import { productSchema } from '@kirana/api/contract/product';\nimport { ApiError } from '@kirana/api/client/api-client';\nimport '@kirana/ui-kit/button';\nexport { productSchema, ApiError };\n";
    expect(await boundaryErrors('storefront/src/x.ts', code)).toEqual([]);
    expect(await boundaryErrors('seller-console/src/x.ts', code)).toEqual([]);
  });

  it('forbids a feature to import another feature (bulletproof-react)', async () => {
    const errors = await boundaryErrors(
      'storefront/src/features/cart/x.ts',
      "import '../catalog/components/product-grid.tsx';\n",
    );
    expect(errors.map((e) => e.ruleId)).toEqual(['import/no-restricted-paths']);
    expect(errors[0]?.message).toMatch(/compose them in src\/app/);
    const inConsole = await boundaryErrors(
      'seller-console/src/features/orders/x.ts',
      "import '../products/api/get-products.ts';\n",
    );
    expect(inConsole.map((e) => e.ruleId)).toEqual(['import/no-restricted-paths']);
    // Within one feature is fine.
    expect(
      await boundaryErrors('storefront/src/features/cart/x.ts', "import './lib/cart-items.ts';\n"),
    ).toEqual([]);
  });

  it('forbids features to import the app, and shared folders to import either', async () => {
    const fromFeature = await boundaryErrors(
      'storefront/src/features/cart/x.ts',
      "import '../../app/router.tsx';\n",
    );
    expect(fromFeature.map((e) => e.ruleId)).toEqual(['import/no-restricted-paths']);
    const fromLib = await boundaryErrors(
      'seller-console/src/lib/x.ts',
      "import '../features/products/api/get-products.ts';\n",
    );
    expect(fromLib.map((e) => e.ruleId)).toEqual(['import/no-restricted-paths']);
  });

  it('keeps the contract and the client free of Node and of server code', async () => {
    for (const file of ['api/src/client/x.ts', 'api/src/contract/x.ts']) {
      const node = await boundaryErrors(
        file,
        "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n",
      );
      expect(node.map((e) => e.message)).toEqual([expect.stringMatching(/no Node modules/)]);
      const server = await boundaryErrors(file, "import '../lib/errors.ts';\n");
      expect(server.map((e) => e.message)).toEqual([expect.stringMatching(/only each other/)]);
    }
  });

  it('lets an api module use another only through its service', async () => {
    const model = await boundaryErrors(
      'api/src/modules/cart/x.ts',
      "import { ProductModel } from '../product/product.model.ts';\nexport { ProductModel };\n",
    );
    expect(model.map((e) => e.ruleId)).toEqual(['kirana/module-imports']);
    const internal = await boundaryErrors(
      'api/src/modules/notification/x.ts',
      "export { takeStock } from '../order/order-stock.ts';\n",
    );
    expect(internal.map((e) => e.ruleId)).toEqual(['kirana/module-imports']);
    const service = await boundaryErrors(
      'api/src/modules/cart/x.ts',
      "import type { ProductService } from '../product/product.service.ts';\nexport type { ProductService };\n",
    );
    expect(service).toEqual([]);
    const own = await boundaryErrors(
      'api/src/modules/order/x.ts',
      "import { OrderModel } from './order.model.ts';\nexport { OrderModel };\n",
    );
    expect(own).toEqual([]);
  });
});
