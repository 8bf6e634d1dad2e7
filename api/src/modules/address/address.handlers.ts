import type { z } from 'zod';
import type {
  addressAddInputSchema,
  addressIdInputSchema,
  addressUpdateInputSchema,
  PincodePlace,
} from '../../contract/address.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import { signedInUserId } from '../../http/auth.ts';
import type { AppContext, AppRouterContext } from '../../http/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { lookUpPincode } from './pincode-directory.ts';

export async function addAddress(ctx: AppContext, input: z.output<typeof addressAddInputSchema>) {
  const address = await ctx.services.addresses.add(signedInUserId(ctx), input.address);
  ctx.status = 201;
  ctx.body = { success: true, message: wordsOf(ctx).account.addressAdded, address };
}

export async function updateAddress(
  ctx: AppContext,
  input: z.output<typeof addressUpdateInputSchema>,
) {
  const address = await ctx.services.addresses.update(signedInUserId(ctx), input.id, input.address);
  ctx.body = { success: true, message: wordsOf(ctx).account.addressUpdated, address };
}

export async function deleteAddress(ctx: AppContext, input: z.output<typeof addressIdInputSchema>) {
  await ctx.services.addresses.remove(signedInUserId(ctx), input.id);
  ctx.body = { success: true, message: wordsOf(ctx).account.addressRemoved };
}

export async function setDefaultAddress(
  ctx: AppContext,
  input: z.output<typeof addressIdInputSchema>,
) {
  await ctx.services.addresses.makeDefault(signedInUserId(ctx), input.id);
  ctx.body = { success: true, message: wordsOf(ctx).account.defaultAddressSet };
}

export async function listAddresses(ctx: AppContext) {
  ctx.body = { success: true, addresses: await ctx.services.addresses.list(signedInUserId(ctx)) };
}

export async function lookUpPlace(ctx: AppRouterContext) {
  const pincode = ctx.params.pincode ?? '';
  if (!/^[1-9]\d{5}$/.test(pincode)) throw badRequest((w) => w.account.pincodeSixDigits);
  const place = await lookUpPincode(pincode);
  if (!place) throw notFound((w) => w.account.pincodeUnknown(pincode));
  const body: PincodePlace = { success: true, pincode, ...place };
  // India Post's list changes with a release of the package, not by the hour.
  ctx.set('Cache-Control', 'public, max-age=86400');
  ctx.body = body;
}
