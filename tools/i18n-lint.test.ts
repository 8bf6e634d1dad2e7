import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** Lints source text as if it were the file at `path` and returns the Lingui rules' errors. */
async function linguiErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('lingui/'));
}

// The rule that keeps every word a person reads in the catalogues (tools/eslint-lingui.mjs).
describe('untranslated text fails lint', () => {
  it.each([
    ['storefront/src/features/cart/x.tsx', 'export const A = () => <p>Your cart is empty</p>;\n'],
    [
      'seller-console/src/features/orders/x.tsx',
      'export const A = () => <button aria-label="Mark as packed" />;\n',
    ],
    ['ui-kit/src/components/x.ts', "export const label = (): string => 'Loading your page';\n"],
  ])('in %s', async (path, code) => {
    const errors = await linguiErrors(path, code);
    expect(errors.map((e) => e.ruleId)).toContain('lingui/no-unlocalized-strings');
  });

  it('passes translated text and leaves code-only strings alone', async () => {
    const code = [
      "import { Trans, useLingui } from '@lingui/react/macro';",
      'export function A({ count }: { count: number }) {',
      '  const { t } = useLingui();',
      '  return (',
      '    <p className="mt-2 text-sm" data-state="open" aria-label={t`Cart, ${count} items`}>',
      '      <Trans>Your cart is empty</Trans>',
      '    </p>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await linguiErrors('storefront/src/features/cart/x.tsx', code)).toEqual([]);
  });

  it('refuses a translation made before the language is chosen (at module level)', async () => {
    const code = "import { t } from '@lingui/core/macro';\nexport const label = t`Loading`;\n";
    const errors = await linguiErrors('ui-kit/src/components/x.ts', code);
    expect(errors.map((e) => e.ruleId)).toContain('lingui/t-call-in-function');
  });

  it('does not apply to tests', async () => {
    const code = 'export const A = () => <p>Your cart is empty</p>;\n';
    expect(await linguiErrors('storefront/src/features/cart/x.test.tsx', code)).toEqual([]);
  });
});
