import { lazy } from 'react';
import { loadLaterWords } from './i18n.ts';

/**
 * `React.lazy` for the storefront: the component's code and the words the page's first
 * catalogues left out (lib/i18n.ts) arrive together, so a Hindi screen never shows English
 * while its words load. Every lazily loaded component goes through here (lint forbids
 * `lazy` from react elsewhere).
 */
export const lazyWithWords: typeof lazy = (load) =>
  lazy(() => Promise.all([load(), loadLaterWords()]).then(([module]) => module));
