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

/**
 * Three things a production build needs from react-router 7 that its package does not do:
 * - its `exports` send every bundler to the development build (extra checks and warnings);
 *   the production copy ships beside it.
 * - the build's top-level `Link = forwardRef(…)`, `Context = createContext(…)` and
 *   `X.displayName = …` look like side effects to the bundler, so every component (forms,
 *   fetchers, scroll restoration) stayed in the first download whether used or not. Marked
 *   pure, and without the development-only names, the unused ones drop out (1.8 KB gzip).
 * - likewise `RenderErrorBoundary.contextType = …` after its class kept the data router's
 *   error boundary and its RSC error handling, which a declarative router never renders: as
 *   a static field of the class it drops out with it (1 KB gzip).
 */
export function reactRouterProduction(): Plugin {
  return {
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
        return { code: edited.toString(), map: edited.generateMap({ source: id, hires: true }) };
      },
    },
  };
}
