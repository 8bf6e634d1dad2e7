import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import { catalogueParts } from './vite-lingui-parts.mjs';

const macroImport = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));

const keyName = (property) => property.key?.name ?? property.key?.value;

/**
 * A Babel plugin run after Lingui's macros in production builds: each message descriptor's
 * English text (`{ id, message: 'Hello {name}' }`) is replaced by its compiled form, as a
 * catalogue would carry it. English then needs no catalogue at all (each screen carries its
 * own words in its own chunk), and a message some catalogue lacks falls back to English
 * rather than to its id. Lingui's runtime takes a compiled message from the descriptor as
 * it would from a catalogue, and needs no message compiler in production.
 */
function compiledMessages({ types }, { ids }) {
  return {
    visitor: {
      ObjectExpression(path) {
        const properties = path.node.properties.filter((p) => types.isObjectProperty(p));
        const id = properties.find((p) => keyName(p) === 'id' && types.isStringLiteral(p.value));
        const message = properties.find(
          (p) => keyName(p) === 'message' && types.isStringLiteral(p.value),
        );
        if (id) ids.add(id.value.value);
        if (!id || !message) return;
        message.value = types.valueToNode(compileMessage(message.value.value));
      },
    },
  };
}

/**
 * Lingui for every Vite build and test of the apps and the ui-kit: `.po` catalogues compile
 * on import (@lingui/vite-plugin), and files importing the macros go through Babel with
 * Lingui's macro plugin (keeping each message's English text) and, in a production build,
 * `compiledMessages`. @vitejs/plugin-react 6 dropped its Babel hook and
 * @rolldown/plugin-babel needs Node 22, so this small pre-transform stands in; TypeScript is
 * parsed and printed back for Vite's own transform to strip.
 *
 * `splitCatalogues`: an app whose lazy code loads its catalogues' later part first (the
 * storefront's `lazyWithWords`) gets each language's catalogues cut in two at build time, the
 * words of the code loaded with the page and the rest (see vite-lingui-parts.mjs).
 */
export function linguiPlugins({ splitCatalogues = false } = {}) {
  let production = false;
  // The message ids each module says, as its production transform finds them.
  const idsByModule = new Map();
  const [reportMacroError, catalogueLoader] = lingui({ configPath });
  return [
    {
      name: 'kirana-lingui-macro',
      enforce: 'pre',
      configResolved(config) {
        production = config.isProduction;
      },
      async transform(code, id) {
        const file = id.split('?')[0];
        if (!/\.[cm]?tsx?$/.test(file) || file.includes('/node_modules/')) return null;
        if (!macroImport.test(code)) return null;
        const options = {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        };
        const macros = await transformAsync(code, {
          ...options,
          plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
        });
        if (!macros?.code || !production)
          return macros?.code ? { code: macros.code, map: macros.map } : null;
        const ids = new Set();
        idsByModule.set(id, ids);
        const compiled = await transformAsync(macros.code, {
          ...options,
          inputSourceMap: macros.map ?? undefined,
          plugins: [[compiledMessages, { ids }]],
        });
        return compiled?.code ? { code: compiled.code, map: compiled.map } : null;
      },
    },
    reportMacroError,
    catalogueLoader,
    catalogueParts({ loader: catalogueLoader, idsByModule, split: splitCatalogues }),
  ];
}
