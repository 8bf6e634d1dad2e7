import MagicString from 'magic-string';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

// `Link.displayName = "Link";` on a line of its own.
const DISPLAY_NAME = /^[\w$.]+\.displayName = [^;\n]+;$/gm;
// `Boundary.contextType = Context;` after a class: moved into the class as a static field.
const CONTEXT_TYPE = /^([\w$]+)\.contextType = ([\w$]+);$/gm;
// `var Link = React10.forwardRef(`: the call to mark pure.
const TOP_LEVEL_CALL = /^var [\w$]+ = (React\d*\.(?:forwardRef|createContext|memo)\()/gm;

// What only a data router (RouterProvider and the create*Router functions) or framework mode
// (HydratedRouter, ServerRouter, RSC) passes or provides; the shop's routers are declarative
// (BrowserRouter, StaticRouter, MemoryRouter in tests), so these are fixed to their absence.
const DECLARATIVE_ONLY: readonly (readonly [find: string, replace: string])[] = [
  // `<Routes>` passes no data router state: its error boundaries, hydration fallbacks and
  // RSC redirect handling never render.
  [
    'function useRoutesImpl(routes, locationArg, dataRouterOpts) {',
    'function useRoutesImpl(routes, locationArg, _dataRouterOpts) {\n  const dataRouterOpts = void 0;',
  ],
  [
    'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {',
    'function _renderMatches(matches, parentMatches = [], _dataRouterOpts) {\n  const dataRouterOpts = void 0;',
  ],
  // Only a data route's context says isDataRoute.
  [
    'return isDataRoute ? useNavigateStable() : useNavigateUnstable();',
    'return useNavigateUnstable();',
  ],
  // `<Link prefetch>` needs framework mode's manifest: without its context the hook answers
  // "no prefetch" (and no handlers) whatever the prop.
  [
    `let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
      prefetch,
      rest
    );`,
    'const prefetchRef = null, prefetchHandlers = {};',
  ],
  ['return shouldPrefetch && !isAbsolute ?', 'return false ?'],
];

// Imports that would bring a data router or framework mode into an app built with the above.
const NON_DECLARATIVE =
  /\b(RouterProvider|HydratedRouter|ServerRouter|StaticRouterProvider|create(Browser|Hash|Memory|Static)Router|unstable_\w*RSC\w*)\b/;

/**
 * Four things a production build needs from react-router 7 that its package does not do:
 * - its `exports` send every bundler to the development build (extra checks and warnings);
 *   the production copy ships beside it.
 * - the build's top-level `Link = forwardRef(…)`, `Context = createContext(…)` and
 *   `X.displayName = …` look like side effects to the bundler, so every component (forms,
 *   fetchers, scroll restoration) stayed in the first download whether used or not. Marked
 *   pure, and without the development-only names, the unused ones drop out (1.8 KB gzip).
 * - likewise `RenderErrorBoundary.contextType = …` after its class kept the data router's
 *   error boundary and its RSC error handling, which a declarative router never renders: as
 *   a static field of the class it drops out with it (1 KB gzip).
 * - the declarative `<Routes>` and `<Link>` share their code with data routers and framework
 *   mode, whose state they test for at run time; fixed to "none" (DECLARATIVE_ONLY), the
 *   error boundaries, RSC redirects and link prefetching drop out (about 3 KB gzip). An app
 *   source importing a data router or framework mode fails the build rather than break.
 */
export function reactRouterProduction(): Plugin[] {
  return [
    {
      name: 'kirana:declarative-router-only',
      apply: 'build',
      transform: {
        filter: { id: { include: /\.[cm]?[jt]sx?$/, exclude: /\/node_modules\// } },
        handler(code, id) {
          if (!/from ['"]react-router(\/dom)?['"]/.test(code)) return;
          const found = NON_DECLARATIVE.exec(code);
          if (found) {
            this.error(
              `${id} uses ${found[0]}: vite-plugins/react-router-production.ts builds react-router for declarative routers only`,
            );
          }
        },
      },
    },
    {
      name: 'kirana:react-router-production',
      apply: 'build',
      config: () => ({
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: join(packageRoot, 'dist/production/index.mjs') },
          ],
        },
      }),
      transform: {
        filter: { id: /react-router\/dist\/production\/chunk-[\w-]+\.mjs$/ },
        handler(code, id) {
          const edited = new MagicString(code);
          for (const match of code.matchAll(DISPLAY_NAME)) {
            edited.remove(match.index, match.index + match[0].length);
          }
          for (const match of code.matchAll(CONTEXT_TYPE)) {
            const [statement, owner, context] = match;
            const declaration = `var ${owner} = class extends `;
            const at = code.indexOf(declaration);
            const body = at < 0 ? -1 : code.indexOf('{', at + declaration.length);
            // Only a class declared before the assignment, as the package writes it.
            if (body < 0 || body > match.index) continue;
            edited.appendLeft(body + 1, ` static contextType = ${context};`);
            edited.remove(match.index, match.index + statement.length);
          }
          for (const match of code.matchAll(TOP_LEVEL_CALL)) {
            const call = match[1] ?? '';
            edited.appendLeft(match.index + match[0].length - call.length, '/* @__PURE__ */ ');
          }
          for (const [find, replace] of DECLARATIVE_ONLY) {
            const at = code.indexOf(find);
            if (at < 0) continue;
            // Each once, in the one chunk that has it; a newer react-router without it just
            // keeps the code.
            if (code.indexOf(find, at + 1) >= 0) this.error(`react-router: "${find}" twice`);
            edited.overwrite(at, at + find.length, replace);
          }
          return { code: edited.toString(), map: edited.generateMap({ source: id, hires: true }) };
        },
      },
    },
  ];
}
