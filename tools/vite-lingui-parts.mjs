import { createHash } from 'node:crypto';
import MagicString from 'magic-string';

/** The query that names a catalogue's later part: `import('./locales/hi.po?later')`. */
const LATER = 'later';
// Where a catalogue part's messages go once the chunks are known; the hash of the whole
// catalogue keeps the chunk's name changing with its words.
const MARKER = /(["'`])kirana-words:(\d+):\w+\1/g;

/** The messages of a catalogue module as Lingui's loader compiles it (`export const messages = JSON.parse(…)`). */
function catalogueMessages(code) {
  const body = code
    .replace(/^\/\*eslint-disable\*\//, '')
    .replace(/^export const messages\s*=/, '');
  if (body === code) throw new Error('vite-lingui-parts: unexpected catalogue module');
  return new Function(`return ${body}`)();
}

/** The ids of every message said by a module of the entry chunks and what they import statically. */
function firstScreenIds(chunks, idsByModule) {
  const ids = new Set();
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = chunks[fileName];
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const moduleId of chunk.moduleIds) {
      for (const id of idsByModule.get(moduleId) ?? []) ids.add(id);
    }
    chunk.imports.forEach(visit);
  };
  for (const [fileName, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(fileName);
  return ids;
}

/**
 * Each language's catalogue in two parts, in a production browser build of an app that asks
 * for it: `hi.po` keeps the words of the code the page loads with its entry (fetched before the
 * first render, preloaded by the prerendered pages), `hi.po?later` every other word, which
 * the app fetches with any code it loads later (the storefront's `lazyWithWords`), so no
 * screen renders before its words. A Hindi home page then downloads the home page's words,
 * not every screen's. Without splitting (other apps, the prerender's server build, dev and
 * tests) `hi.po` is the whole catalogue and `hi.po?later` is empty.
 *
 * Which module says which message is known from the macro transform (`idsByModule`); which
 * modules load with the page only once the chunks are made, so each part is written as a
 * marker first and filled in `renderChunk`, before the chunk's name is hashed.
 */
export function catalogueParts({ loader, idsByModule, split }) {
  let active = false;
  const parts = [];
  return {
    name: 'kirana-lingui-catalogue-parts',
    configResolved(config) {
      active = split && config.isProduction && !config.build.ssr;
    },
    async transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.po') || (query !== undefined && query !== LATER)) return null;
      const later = query === LATER;
      if (!active) {
        return later ? { code: 'export const messages = {};', map: null, moduleType: 'js' } : null;
      }
      // Lingui's loader (before this plugin) compiled `hi.po`; the later part is compiled here.
      const compiled = later ? (await loader.transform.call(this, code, file))?.code : code;
      if (typeof compiled !== 'string') throw new Error(`vite-lingui-parts: ${file} not compiled`);
      const index = parts.push({ messages: catalogueMessages(compiled), later }) - 1;
      const hash = createHash('sha256').update(compiled).digest('hex').slice(0, 16);
      return {
        code: `export const messages = JSON.parse("kirana-words:${index}:${hash}");`,
        map: null,
        moduleType: 'js',
      };
    },
    renderChunk(code, _chunk, _options, meta) {
      if (!active || !code.includes('kirana-words:')) return null;
      const first = firstScreenIds(meta.chunks, idsByModule);
      const edited = new MagicString(code);
      for (const match of code.matchAll(MARKER)) {
        const part = parts[Number(match[2])];
        if (!part) throw new Error(`vite-lingui-parts: no catalogue part ${match[2]}`);
        const messages = Object.fromEntries(
          Object.entries(part.messages).filter(([id]) => first.has(id) !== part.later),
        );
        const literal = JSON.stringify(JSON.stringify(messages));
        edited.overwrite(match.index, match.index + match[0].length, literal);
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
