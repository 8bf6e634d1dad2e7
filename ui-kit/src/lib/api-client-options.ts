import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { SOURCE_LANGUAGE } from './i18n.ts';

/**
 * What both apps give the shared API client (@kirana/api/client/api-client): the page's
 * language for `Accept-Language`, and the words for a request that got no answer in it.
 */
export const apiClientOptions = {
  language: (): string => i18n.locale || SOURCE_LANGUAGE,
  networkErrorMessage: (): string =>
    t`Cannot reach the store right now. Please check your connection.`,
};
