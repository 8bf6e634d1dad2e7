import type { RouterContext } from '@koa/router';
import type { ParameterizedContext, Next } from 'koa';
import type { Config } from '../config.ts';
import type { Logger } from '../lib/logger.ts';
import type { Services } from '../services.ts';

export interface AppState {
  /** Set by `requireUser`: the signed-in customer, always from the session cookie. */
  userId?: string;
  /** Set by `requireSeller`. */
  sellerId?: string;
  requestId?: string;
}

export interface AppExtras {
  services: Services;
  config: Config;
  log: Logger;
}

export type AppContext = ParameterizedContext<AppState, AppExtras>;
export type AppMiddleware = (ctx: AppContext, next: Next) => Promise<void>;

/** Inside a router: the same context plus `ctx.params`. */
export type AppRouterContext = RouterContext<AppState, AppExtras>;
