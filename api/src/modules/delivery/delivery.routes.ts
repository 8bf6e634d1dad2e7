import Router from '@koa/router';
import { deliveryQuoteQuerySchema, deliverySettingsInputSchema } from '../../contract/delivery.ts';
import { requireSeller } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { describeIssueAt, withBody, withQuery } from '../../http/validate.ts';
import {
  quoteDelivery,
  replaceDeliverySettings,
  showDeliveryCalendar,
  showDeliverySettings,
} from './delivery.handlers.ts';

const SETTINGS_PATH = '/api/delivery/settings';

/**
 * Bodies read with a larger JSON limit (app.ts): the settings carry up to 5,000 PIN codes,
 * about 200 KB.
 */
export const isLargeJsonPath = (path: string): boolean => path === SETTINGS_PATH;

export function deliveryRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/delivery' });
  router.get('/settings', showDeliverySettings);
  // Lists of PIN codes and slots: a refusal names the row (`slots[2].end: …`).
  router.post(
    '/settings',
    requireSeller,
    withBody(deliverySettingsInputSchema, replaceDeliverySettings, describeIssueAt),
  );
  router.get('/calendar', requireSeller, showDeliveryCalendar);
  router.get('/quote', withQuery(deliveryQuoteQuerySchema, quoteDelivery));
  return router;
}
