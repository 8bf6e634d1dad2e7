import type { Knex } from 'knex';

// The shop's delivery rules (the delivery module): one settings row, the PIN codes served,
// the slot templates and, per slot and date, the places booked. A fresh shop delivers
// everywhere, for free, with no minimum and no slots: the spec's behaviour.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('delivery_settings', (t) => {
    t.integer('id').primary();
    t.bigInteger('min_order_paise').notNullable();
    t.bigInteger('fee_paise').notNullable();
    t.bigInteger('free_above_paise').nullable();
    // How many PIN codes are listed: 0 means the shop delivers everywhere.
    t.integer('pincode_count').notNullable().defaultTo(0);
    // How many slots are offered: 0 means orders choose none.
    t.integer('slot_count').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable();
  });
  await knex('delivery_settings').insert({
    id: 1,
    min_order_paise: 0,
    fee_paise: 0,
    free_above_paise: null,
    updated_at: Date.now(),
  });
  await knex.schema.createTable('delivery_pincodes', (t) => {
    t.string('pincode', 6).primary();
    // NULL: the shop-wide fee applies.
    t.bigInteger('fee_paise').nullable();
  });
  await knex.schema.createTable('delivery_slots', (t) => {
    t.string('id', 36).primary();
    // "Mon,Tue,…" in the shop's week.
    t.string('days', 27).notNullable();
    t.integer('start_minute').notNullable();
    t.integer('end_minute').notNullable();
    t.integer('capacity').notNullable();
    t.integer('cutoff_minutes').notNullable();
    t.integer('position').notNullable();
    // A slot the seller removed stays for the bookings already made in it.
    t.bigInteger('retired_at').nullable();
  });
  await knex.schema.createTable('delivery_bookings', (t) => {
    t.string('slot_id', 36).notNullable().references('id').inTable('delivery_slots');
    // YYYY-MM-DD in the shop's time zone.
    t.string('date', 10).notNullable();
    t.integer('booked').notNullable().defaultTo(0);
    t.primary(['slot_id', 'date']);
  });
  // What an order owes and books: its fee and, when the shop has slots, its slot as it was.
  await knex.schema.alterTable('orders', (t) => {
    t.bigInteger('delivery_fee_paise').notNullable().defaultTo(0);
    t.string('slot_id', 36).nullable();
    t.string('slot_date', 10).nullable();
    t.string('slot_start', 5).nullable();
    t.string('slot_end', 5).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('delivery_fee_paise');
    t.dropColumn('slot_id');
    t.dropColumn('slot_date');
    t.dropColumn('slot_start');
    t.dropColumn('slot_end');
  });
  await knex.schema.dropTable('delivery_bookings');
  await knex.schema.dropTable('delivery_slots');
  await knex.schema.dropTable('delivery_pincodes');
  await knex.schema.dropTable('delivery_settings');
}
