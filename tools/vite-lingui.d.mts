import type { Plugin } from 'vite';
/** Lingui's catalogue loader and macro transform for Vite; see vite-lingui.mjs. */
export function linguiPlugins(options?: { splitCatalogues?: boolean }): Plugin[];
