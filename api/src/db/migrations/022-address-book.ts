import type { Knex } from 'knex';

// The address book (issue 32): one default address per shopper, the one the cart starts
// with. Each shopper's oldest address becomes their default, as the cart used it so far.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('addresses', (t) => {
    t.boolean('is_default').notNullable().defaultTo(false);
  });
  // Names in camelCase: the connection maps them (knexSnakeCaseMappers), rows included.
  const rows = (await knex('addresses')
    .select('id', 'userId')
    .orderBy(['userId', 'createdAt', 'id'])) as { id: string; userId: string }[];
  const oldest = rows.filter((row, i) => row.userId !== rows[i - 1]?.userId).map((r) => r.id);
  for (let i = 0; i < oldest.length; i += 500)
    await knex('addresses')
      .whereIn('id', oldest.slice(i, i + 500))
      .update({ isDefault: true });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('addresses', (t) => t.dropColumn('is_default'));
}
