import type { z } from 'zod';
import { badRequest } from '../lib/errors.ts';
import type { AppContext, AppMiddleware } from './context.ts';

/** The first problem, as a sentence the shopper can act on. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
}

/**
 * The same, led by where the problem is when it is inside a list (`slots[2].end: …`), for
 * bodies of many rows.
 */
export function describeIssueAt(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue || !issue.path.some((key) => typeof key === 'number')) return describeIssue(error);
  const where = issue.path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('');
  return `${where}: ${describeIssue(error)}`;
}

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  describe: (error: z.ZodError) => string = describeIssue,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describe(result.error));
  return result.data;
}

/**
 * Validates the JSON body before the handler runs and hands the handler the parsed,
 * typed input: handlers never read `ctx.request.body` themselves.
 */
export const withBody =
  <S extends z.ZodType>(
    schema: S,
    handler: (ctx: AppContext, input: z.output<S>) => Promise<void>,
    describe: (error: z.ZodError) => string = describeIssue,
  ): AppMiddleware =>
  async (ctx) => {
    await handler(ctx, parseOrThrow(schema, ctx.request.body ?? {}, describe));
  };

/** The same for the query string (`?status=…`): a bad value is a 400, never ignored. */
export const withQuery =
  <S extends z.ZodType>(
    schema: S,
    handler: (ctx: AppContext, input: z.output<S>) => Promise<void>,
  ): AppMiddleware =>
  async (ctx) => {
    await handler(ctx, parseOrThrow(schema, ctx.query));
  };
