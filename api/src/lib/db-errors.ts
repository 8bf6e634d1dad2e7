/** A unique index or primary key refused the write (SQLite or MySQL wording). */
export const isUniqueViolation = (err: unknown): boolean =>
  /UNIQUE constraint failed|ER_DUP_ENTRY|Duplicate entry/i.test(
    `${(err as { code?: string }).code ?? ''} ${(err as Error).message ?? ''}`,
  );
