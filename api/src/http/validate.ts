import type { z } from 'zod';
import { badRequest } from '../lib/errors.ts';
import type { ApiWords } from './api-words/api-words.ts';
import { sayIssue } from './api-words/validation-words.ts';
import type { AppContext, AppMiddleware } from './context.ts';

/** A parse's problems, said in some language's words. */
type Describe = (error: z.ZodError, words: ApiWords) => string;

/**
 * The first problem, as a sentence the shopper can act on, in `words`' language: the
 * contract's English looked up in the words file (docs/i18n.md, "Validation").
 */
export const describeIssue: Describe = (error, words) => {
  const { validation } = words;
  const issue = error.issues[0];
  return `${issue ? sayIssue(issue, validation) : validation.notValid}${validation.stop}`;
};

/**
 * The same, led by where the problem is when it is inside a list (`slots[2].end: …`), for
 * bodies of many rows.
 */
export const describeIssueAt: Describe = (error, words) => {
  const issue = error.issues[0];
  if (!issue || !issue.path.some((key) => typeof key === 'number'))
    return describeIssue(error, words);
  const where = issue.path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('');
  return `${where}: ${describeIssue(error, words)}`;
};

/** Parses, or throws a 400 saying the first problem in the request's language. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  describe: Describe = describeIssue,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest((words) => describe(result.error, words));
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
    describe: Describe = describeIssue,
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
