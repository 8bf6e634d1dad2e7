// An ESLint rule for the api's modules (api/src/modules/<name>/): a module imports another
// module's `*.service.ts` only, never its model or internals, so each table has one owner
// (tools/api-ownership.mjs). Known crossings, each a debt, are listed there.
import { dirname, relative, resolve, sep } from 'node:path';
import { KNOWN_IMPORT_CROSSINGS } from './api-ownership.mjs';

const modulesDir = resolve(import.meta.dirname, '..', 'api', 'src', 'modules');
const known = new Set(KNOWN_IMPORT_CROSSINGS);

/** `order/order.model.ts` for a file inside a module, else undefined. */
function inModules(path) {
  const rel = relative(modulesDir, path);
  return rel.startsWith('..') || rel.includes(':') ? undefined : rel.split(sep).join('/');
}

export const moduleImportsRule = {
  meta: {
    type: 'problem',
    messages: {
      crossing:
        "A module uses another module through its service only: '{{to}}' is not a *.service.ts (see tools/api-ownership.mjs).",
    },
    schema: [],
  },
  create(context) {
    const from = inModules(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = inModules(resolve(dirname(context.filename), source));
      if (!to || to.split('/')[0] === from.split('/')[0]) return;
      if (to.endsWith('.service.ts') || known.has(`${from} → ${to}`)) return;
      context.report({ node: node.source, messageId: 'crossing', data: { to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
