import { join } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

// Every message in the code is in each project's catalogues, translated into every language,
// and the catalogues hold nothing the code no longer says. A production build would show
// English in a Hindi page for a message missing from hi.po, so CI stops it here.
// To mend: `npx lingui extract --clean`, then translate what is new in each hi.po.
const config = getConfig({ configPath: join(import.meta.dirname, '..', 'lingui.config.ts') });
const catalogs = await getCatalogs(config);

describe.each(catalogs.map((catalog) => [catalog.path.replace(config.rootDir ?? '', ''), catalog]))(
  'catalogue %s',
  (_path, catalog) => {
    it('is up to date with the code and translated', async () => {
      const extracted = (await catalog.collect()) ?? {};
      const ids = Object.keys(extracted);
      expect(ids.length).toBeGreaterThan(0);
      for (const locale of config.locales) {
        const po = (await catalog.read(locale)) ?? {};
        const where = `${locale}.po`;
        const missing = ids.filter((id) => !po[id]).map((id) => extracted[id]?.message ?? id);
        expect(missing, `messages missing from ${where}`).toEqual([]);
        const stale = Object.keys(po).filter((id) => !extracted[id]);
        expect(stale, `messages in ${where} the code no longer has`).toEqual([]);
        if (locale === config.sourceLocale) continue;
        const untranslated = ids
          .filter((id) => !po[id]?.translation)
          .map((id) => extracted[id]?.message ?? id);
        expect(untranslated, `messages without a translation in ${where}`).toEqual([]);
      }
    });
  },
);
