import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minifySync, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import {
  builtLanguages,
  pageFile,
  pageLanguage,
  ROOT_LANGUAGE,
} from '../../scripts/page-language.mjs';

/** The empty mount point in index.html that the prerendered markup fills. */
const MOUNT = '<div id="root"></div>';

interface Pages {
  home: string;
  shell: string;
  title: string;
  description: string;
  noscript: string;
}

interface PrerenderModule {
  languages: readonly string[];
  renderPages: (language: string) => Promise<Pages>;
}

/** The page for every path but `/` (see `scripts/serve-static.mjs` and `docs/deploy.md`). */
export const SHELL_PAGE = 'shell.html';

/**
 * Renders the home page with the app's own components at build time and writes it into the
 * built index.html, so the banner (the largest paint) and the rest of the first screen show
 * before the script has downloaded; the client then hydrates it (see src/main.tsx). `entry`
 * is built a second time as a Node module with the same config (same plugins, same hashed
 * asset URLs), run once and thrown away; nothing of it ships. The API address is not needed:
 * everything that comes from the API renders as its loading state.
 *
 * The page's module script becomes a small starter (see `starter`): on `/` it fetches the
 * app once the prerendered page is on screen; on any other path (a server that answers
 * every path with index.html) it clears the home page's content and starts the app at once.
 *
 * It also writes `shell.html`, for every path but `/`: the top bar and footer around an
 * empty page, with the app's script as is. Served index.html, a deep link would download the
 * home page's banner and tiles before its script could remove them. `vite preview` serves it
 * that way here; production servers are configured to (see docs/deploy.md).
 */
export function prerenderHome({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  let markup: Promise<Map<string, Pages>> | undefined;
  return {
    name: 'kirana:prerender-home',
    // The nested server build loads this config too; it must not prerender itself. `vite
    // preview` (a `serve` command) needs it to serve shell.html.
    apply: (_config, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      // As the production servers do: `/` is the home page, any other page the shell.
      // The languages the build wrote pages for (see generateBundle).
      const languages = builtLanguages(resolve(config.root, config.build.outDir));
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '/';
        const isPage = !path.includes('.') && req.headers.accept?.includes('html');
        if (isPage) {
          const language = pageLanguage(req.headers, languages);
          req.url = `/${pageFile(language, path === '/' ? 'index.html' : SHELL_PAGE)}`;
          res.setHeader('Vary', 'Cookie, Accept-Language');
        }
        next();
      });
    },
    buildStart() {
      // Alongside the browser build rather than after it; awaited when the HTML is written.
      markup = renderWithServerBuild(config, entry);
      markup.catch(() => undefined);
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        const app = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (page?.type !== 'asset' || typeof page.source !== 'string' || !app) {
          this.error('prerender-home: the build has no index.html or no entry chunk');
        }
        const appTag = `<script type="module" crossorigin src="${config.base}${app.fileName}"></script>`;
        if (!page.source.includes(MOUNT) || !page.source.includes(appTag)) {
          this.error(`prerender-home: index.html lacks ${MOUNT} or ${appTag}`);
        }
        const pages = await markup!;
        const template = page.source;
        // Minified like the chunks: its comments are for the reader of this file.
        const minified = minifySync('start.js', starter(basename(app.fileName)));
        const source = `// Starts the shop: vite-plugins/prerender-home.ts\n${minified.code}`;
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `${config.build.assetsDir}/start-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const starterTag = `<script type="module" crossorigin src="${config.base}${fileName}"></script>`;
        for (const [language, words] of pages) {
          // Each language's catalogues, fetched with the page rather than after the app starts.
          const catalogues = Object.values(bundle)
            .filter(
              (file) =>
                file.type === 'chunk' && file.facadeModuleId?.endsWith(`/locales/${language}.po`),
            )
            .map(
              (file) =>
                `<link rel="modulepreload" crossorigin href="${config.base}${file.fileName}">`,
            )
            .join('');
          const localised = template
            .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(words.title)}</title>`)
            .replace(
              /(<meta name="description" content=")[^"]*"/,
              `$1${escapeHtml(words.description)}"`,
            )
            .replace(/(<noscript>\s*<p[^>]*>)[^<]*</, `$1${escapeHtml(words.noscript)}<`)
            .replace('</head>', `${catalogues}</head>`);
          this.emitFile({
            type: 'asset',
            fileName: pageFile(language, SHELL_PAGE),
            source: localised.replace(MOUNT, `<div id="root">${words.shell}</div>`),
          });
          const home = localised
            .replace(/<html lang="([^"]*)">/, `<html lang="$1" ${FONTS_AFTER_PAINT}>`)
            .replace(MOUNT, `<div id="root" data-prerendered="/">${words.home}</div>`)
            .replace(appTag, starterTag);
          if (language === ROOT_LANGUAGE) page.source = home;
          else
            this.emitFile({
              type: 'asset',
              fileName: pageFile(language, 'index.html'),
              source: home,
            });
        }
      },
    },
  };
}

/**
 * The prerendered home page names no web font until its banner is on screen (the starter
 * removes this; ui-kit's theme.css): a font requested during the first layout would share
 * a phone's connection with the banner, the page's largest paint, and finish (in a lab, a
 * few milliseconds) either side of it. Its text paints in the phone's own sans-serif and
 * changes face when the font arrives, as `font-display: swap` does on any slow connection.
 */
const FONTS_AFTER_PAINT = 'data-fonts="after-paint"';

/**
 * The page's script, beside the app's entry chunk `app`. Fetched with the HTML, the app's
 * 100 KB would share a phone's connection with the stylesheet, banner and fonts the first
 * paint needs (and Lighthouse counts it against that paint); the prerendered page does not
 * need it to be seen, so it waits for the page's load and two frames.
 */
function starter(app: string): string {
  return `const start = () => import(${JSON.stringify(`./${app}`)});
const fonts = () => document.documentElement.removeAttribute('data-fonts');
const root = document.getElementById('root');
if (root && root.dataset.prerendered === location.pathname) {
  // The web fonts once the browser reports the banner on screen (rAF callbacks can run
  // before a frame is shown); at once when it cannot (no paint timing, a page out of sight),
  // and at the latest a second after the page's load (a banner that failed or lost to a
  // larger paint).
  const banner = document.querySelector('#main img');
  const paints = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (banner && paints && document.visibilityState === 'visible') {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((paint) => paint.element === banner)) {
        observer.disconnect();
        fonts();
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    addEventListener('visibilitychange', fonts, { once: true });
    addEventListener('load', () => setTimeout(fonts, 1000), { once: true });
  } else fonts();
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
} else {
  // Another page: the prerendered home page's content is not this page's.
  fonts();
  document.getElementById('main')?.replaceChildren();
  start();
}
`;
}

async function renderWithServerBuild(
  config: ResolvedConfig,
  entry: string,
): Promise<Map<string, Pages>> {
  const outDir = mkdtempSync(join(tmpdir(), 'kirana-prerender-'));
  try {
    const result = await build({
      configFile: config.configFile ?? false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      // Bundled whole (React included), so the module runs from a temp folder.
      ssr: { noExternal: true },
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        minify: false,
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const main = outputs
      .flatMap((output) => output.output)
      .find((file) => file.type === 'chunk' && file.isEntry);
    if (!main) throw new Error(`prerender-home: building ${entry} gave no entry chunk`);
    const module = (await import(
      pathToFileURL(join(outDir, main.fileName)).href
    )) as PrerenderModule;
    const pages = new Map<string, Pages>();
    // One language at a time: each activates its catalogue in the module's one Lingui instance.
    for (const language of module.languages)
      pages.set(language, await module.renderPages(language));
    return pages;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
