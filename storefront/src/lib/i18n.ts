import { LANGUAGE_NAMES, pickLanguage, SUPPORTED_LANGUAGES } from '@kirana/api/contract/languages';
import type { Messages } from '@lingui/core';
import { createAppLanguage } from '@kirana/ui-kit/lib/i18n';

// English needs no catalogue (each message is compiled where it is used); every other
// language's catalogue is its own chunk, fetched only when that language is shown (docs/i18n.md).
// The build cuts each in two: the words of the code the page loads with its entry, and the
// rest (`later`), which every lazily loaded screen or menu waits for (lib/lazy-with-words.ts).
export const { catalogues, currentLanguage, startLanguage, loadLaterWords, languageChoices } =
  createAppLanguage({
    others: import.meta.glob<{ messages: Messages }>(['../locales/*.po', '!../locales/en-IN.po']),
    later: import.meta.glob<{ messages: Messages }>(['../locales/*.po', '!../locales/en-IN.po'], {
      query: '?later',
    }),
    supported: SUPPORTED_LANGUAGES,
    pick: pickLanguage,
    names: LANGUAGE_NAMES,
  });
