import Router from '@koa/router';
import { ondcActions } from '../../contract/ondc.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { receiveOndc } from './ondc.handlers.ts';

const PREFIX = '/ondc/';

/** ONDC's receivers read their own raw body: their signatures are over the exact bytes. */
export const isOndcPath = (path: string): boolean => path.startsWith(PREFIX);

/** The Beckn actions a buyer app calls, each at /ondc/<action> (mounted only when ONDC is on). */
export function ondcRoutes() {
  const router = new Router<AppState, AppExtras>();
  for (const action of ondcActions)
    router.post(`${PREFIX}${action}`, (ctx) => {
      ctx.params.action = action;
      return receiveOndc(ctx);
    });
  return router;
}
