import type { z } from 'zod';
import type {
  DeliveryCalendarResponse,
  deliveryQuoteQuerySchema,
  DeliveryQuoteResponse,
  deliverySettingsInputSchema,
  DeliverySettingsResponse,
} from '../../contract/delivery.ts';
import { toPaise } from '../../contract/paise.ts';
import type { AppContext } from '../../http/context.ts';

export async function showDeliverySettings(ctx: AppContext) {
  const body: DeliverySettingsResponse = {
    success: true,
    settings: await ctx.services.delivery.settings(),
  };
  ctx.body = body;
}

export async function replaceDeliverySettings(
  ctx: AppContext,
  input: z.output<typeof deliverySettingsInputSchema>,
) {
  const body: DeliverySettingsResponse = {
    success: true,
    settings: await ctx.services.delivery.replace(input),
  };
  ctx.body = body;
}

export async function quoteDelivery(
  ctx: AppContext,
  query: z.output<typeof deliveryQuoteQuerySchema>,
) {
  const quote = await ctx.services.delivery.quote(query.pincode, toPaise(query.subtotal));
  const body: DeliveryQuoteResponse = { success: true, ...quote };
  ctx.body = body;
}

export async function showDeliveryCalendar(ctx: AppContext) {
  const body: DeliveryCalendarResponse = {
    success: true,
    days: await ctx.services.delivery.calendar(),
    timeZone: ctx.services.delivery.timeZone,
  };
  ctx.body = body;
}
