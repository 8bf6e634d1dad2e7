import { i18n } from '@lingui/core';
import { chooseLanguage } from '@kirana/ui-kit/lib/i18n';
import { LanguageSwitch } from '@kirana/ui-kit/language-switch';
import { api } from '../../lib/api-client.ts';
import { languageChoices } from '../../lib/i18n.ts';

/**
 * The console's language. A signed-in seller's choice is also told to the API, so the new-order
 * emails follow it (signing in records the page's language too); the page then reloads in it.
 */
async function choose(language: string) {
  // Not signed in (the sign-in page), or offline: the switch still works for this browser.
  await api.post('/api/seller/language', { lang: language }).catch(() => undefined);
  chooseLanguage(language);
}

/** English / हिन्दी for the console; a choice is remembered in the kirana_lang cookie. */
export function LanguageChoice({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  return (
    <LanguageSwitch
      languages={languageChoices}
      current={i18n.locale}
      onChoose={(language) => void choose(language)}
      compact={compact}
      className={className}
    />
  );
}
