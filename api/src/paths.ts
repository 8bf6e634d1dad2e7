import { fileURLToPath } from 'node:url';

/** The api project folder, whether running from `src/` (tsx) or `dist/` (built). */
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** The workspace root: relative paths in the configuration resolve against it. */
export const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
