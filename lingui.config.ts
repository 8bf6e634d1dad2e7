import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalogue per project and language, so each app ships only its own words and the
 * ui-kit's (loaded beside them). English (en-IN) is the source; a new language is a line in
 * `locales` here, in api/src/contract/languages.ts, and a translated .po file per project.
 *
 * `LINGUI_PROJECT=storefront npx lingui extract` limits extraction to one project.
 */
const projects = ['storefront', 'seller-console', 'ui-kit'];
const only = process.env['LINGUI_PROJECT'];

export default defineConfig({
  sourceLocale: 'en-IN',
  locales: ['en-IN', 'hi'],
  fallbackLocales: { default: 'en-IN' },
  format: formatter({ lineNumbers: false }),
  catalogs: projects
    .filter((project) => !only || project === only)
    .map((project) => ({
      path: `<rootDir>/${project}/src/locales/{locale}`,
      include: [`<rootDir>/${project}/src`],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/test/**', '**/node_modules/**'],
    })),
});
