import type { z } from 'zod';
import type { synonymChangeSchema } from '../../contract/search.ts';
import type { AppContext } from '../../http/context.ts';

export async function listSynonyms(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await ctx.services.searchSynonyms.list();
}

export async function changeSynonyms(ctx: AppContext, input: z.output<typeof synonymChangeSchema>) {
  ctx.body = await ctx.services.searchSynonyms.change(input);
}
