import type { Knex } from 'knex';

// Callbacks to buyer apps are sent per destination (issue 47): a host that never answers
// may delay only its own callbacks. `destination` is the callback URL's host and port, so
// the outbox can pass over a host it is already waiting for, or one that is backing off,
// in the same query that finds what is due.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ondc_messages', (t) => {
    t.string('destination', 300).nullable();
    t.index(['destination', 'next_attempt_at'], 'ondc_messages_destination');
  });
  const owed = (await knex('ondc_messages')
    .whereNotNull('next_attempt_at')
    .select('id', 'callback_url as url')) as { id: string; url: string | null }[];
  for (const row of owed) {
    const destination = row.url && URL.canParse(row.url) ? new URL(row.url).host : '';
    await knex('ondc_messages').where('id', row.id).update({ destination });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ondc_messages', (t) => {
    t.dropIndex(['destination', 'next_attempt_at'], 'ondc_messages_destination');
    t.dropColumn('destination');
  });
}
