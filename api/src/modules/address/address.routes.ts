import Router from '@koa/router';
import {
  addressAddInputSchema,
  addressIdInputSchema,
  addressUpdateInputSchema,
} from '../../contract/address.ts';
import { requireUser, requireUserWith } from '../../http/auth.ts';
import type { AppExtras, AppState } from '../../http/context.ts';
import { withBody } from '../../http/validate.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  lookUpPlace,
  setDefaultAddress,
  updateAddress,
} from './address.handlers.ts';

/** The spec's own wording for saving an address without a usable sign-in. */
const requireUserForAddress = requireUserWith((w) => w.http.signInForAddress);

export function addressRoutes() {
  const router = new Router<AppState, AppExtras>({ prefix: '/api/address' });
  router.post('/add', requireUserForAddress, withBody(addressAddInputSchema, addAddress));
  router.post('/update', requireUser, withBody(addressUpdateInputSchema, updateAddress));
  router.post('/delete', requireUser, withBody(addressIdInputSchema, deleteAddress));
  router.post('/default', requireUser, withBody(addressIdInputSchema, setDefaultAddress));
  // The spec fetches with POST (it used to carry userId); GET reads the same list.
  router.post('/get', requireUser, listAddresses);
  router.get('/get', requireUser, listAddresses);
  // Anyone: the form fills in city and state from the PIN code before an account exists.
  router.get('/pincode/:pincode', lookUpPlace);
  return router;
}
