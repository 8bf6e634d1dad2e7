import Router from '@koa/router';
import { addressAddInputSchema } from '../../contract/address.ts';
import { requireUser, requireUserWith } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import { addAddress, listAddresses } from './address.handlers.ts';

/** The spec's own wording for saving an address without a usable sign-in. */
const requireUserForAddress = requireUserWith('User not authenticated properly.');

export function addressRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/address' });
  router.post('/add', requireUserForAddress, withBody(addressAddInputSchema, addAddress));
  // The spec fetches with POST (it used to carry userId); GET reads the same list.
  router.post('/get', requireUser, listAddresses);
  router.get('/get', requireUser, listAddresses);
  return router;
}
