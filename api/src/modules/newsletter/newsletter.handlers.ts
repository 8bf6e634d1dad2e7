import type { SubscribeResponse, UnsubscribeResponse } from '../../contract/newsletter.ts';
import { wordsOf } from '../../http/api-words/by-language.ts';
import type { AppContext } from '../../http/context.ts';
import { shopDate } from '../../lib/shop-calendar.ts';

export async function subscribe(ctx: AppContext, input: { email: string }) {
  // Per network and per address, and never given back: the box must not become a way to
  // write rows (or, later, emails) without end.
  await ctx.services.throttles.newsletter.take([`ip:${ctx.ip}`, `email:${input.email}`]);
  await ctx.services.newsletter.subscribe(input.email);
  const body: SubscribeResponse = { success: true, message: wordsOf(ctx).account.subscribed };
  ctx.body = body;
}

export async function unsubscribe(ctx: AppContext, input: { token: string }) {
  await ctx.services.newsletter.unsubscribe(input.token);
  const body: UnsubscribeResponse = { success: true, message: wordsOf(ctx).account.unsubscribed };
  ctx.body = body;
}

export async function exportSubscribers(ctx: AppContext) {
  const { shop } = ctx.services;
  ctx.attachment(`kirana-subscribers-${shopDate(shop.now(), shop.timeZone)}.csv`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = ctx.services.newsletter.exportCsv();
}
