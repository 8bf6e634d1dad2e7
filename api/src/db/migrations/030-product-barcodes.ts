import type { Knex } from 'knex';

// Barcodes on products (issue 48): what a scanner at the counter reads off the pack, one
// product per code. The unique index is what refuses a second product with the same code
// on both databases, whoever saves first; products without one leave it null, which
// neither database counts as a duplicate.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.string('barcode', 32).nullable();
    t.unique(['barcode'], { indexName: 'products_barcode' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => {
    t.dropUnique(['barcode'], 'products_barcode');
    t.dropColumn('barcode');
  });
}
