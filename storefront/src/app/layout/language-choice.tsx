import { i18n } from '@lingui/core';
import { chooseLanguage } from '@kirana/ui-kit/lib/i18n';
import { LanguageSwitch } from '@kirana/ui-kit/language-switch';
import { languageChoices } from '../../lib/i18n.ts';

/** English / हिन्दी in the top bar; a choice is remembered in the kirana_lang cookie. */
export function LanguageChoice() {
  return (
    <LanguageSwitch languages={languageChoices} current={i18n.locale} onChoose={chooseLanguage} />
  );
}
