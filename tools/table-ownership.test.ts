import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_IMPORT_CROSSINGS, KNOWN_TABLE_CROSSINGS, TABLE_OWNERS } from './api-ownership.mjs';

const modulesDir = join(import.meta.dirname, '..', 'api', 'src', 'modules');
const tables = Object.keys(TABLE_OWNERS);
const alternatives = tables.join('|');

// A table named where a query is built: knex's `db('orders')`, `join('orders as o', …)`,
// a column `'orders.status'`, or raw SQL `from orders` / `update products` / `into …`.
const builderUse = new RegExp(
  `[(,]\\s*['"\`](${alternatives})(?:\\.\\w+|\\s+as\\s+\\w+)?['"\`]`,
  'g',
);
const sqlUse = new RegExp(`\\b(?:from|join|update|into)\\s+\`?(${alternatives})\\b`, 'gi');

/** The code without comments: a comment may name a table in passing. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Tables that the source's queries name. */
export function tablesQueried(source: string): Set<string> {
  const code = withoutComments(source);
  const found = new Set<string>();
  for (const pattern of [builderUse, sqlUse]) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!.toLowerCase());
  }
  return found;
}

/** `module: table` for every query of a module on a table it does not own. */
function crossings(): string[] {
  const found = new Set<string>();
  for (const module of readdirSync(modulesDir)) {
    const files = readdirSync(join(modulesDir, module), {
      recursive: true,
      encoding: 'utf8',
    }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of files) {
      const source = readFileSync(join(modulesDir, module, file), 'utf8');
      for (const table of tablesQueried(source)) {
        const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
        if (owner !== module) found.add(`${module}: ${table}`);
      }
    }
  }
  return [...found].sort();
}

/** Model classes by the table they map, for writes made through Objection. */
const MODEL_OF: Record<string, string> = { products: 'ProductModel', orders: 'OrderModel' };
const WRITE = /\.(insert|update|patch|delete|del|increment|decrement|upsert|merge)\(/;

/** Of `tables`, those a statement of the source writes (knex, Objection or raw SQL). */
export function tablesWritten(source: string, tables: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const statement of withoutComments(source).split(';')) {
    for (const table of tables) {
      const model = MODEL_OF[table];
      // A statement batch's insert names its table first: `batch.insert('orders', order)`.
      if (new RegExp(`\\.insert\\(\\s*['"\`]${table}['"\`]\\s*,`).test(statement)) found.add(table);
      const named =
        new RegExp(`\\(\\s*['"\`]${table}['"\`]\\s*\\)`).test(statement) ||
        (model !== undefined && statement.includes(`${model}.query(`));
      if (named && WRITE.test(statement)) found.add(table);
      if (new RegExp(`\\b(?:update|into|delete\\s+from)\\s+\`?${table}\\b`, 'i').test(statement))
        found.add(table);
    }
  }
  return found;
}

/** Every api file (but migrations and tests) that writes one of `tables`, with which. */
function writersOf(tables: readonly string[]): Record<string, string[]> {
  const writers: Record<string, string[]> = {};
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const written = tablesWritten(readFileSync(join(modulesDir, file), 'utf8'), tables);
    if (written.size > 0) writers[file.split(sep).join('/')] = [...written].sort();
  }
  return writers;
}

describe('every table has one owning module', () => {
  it('finds a table in the queries a module builds, and not in its comments', () => {
    const source = [
      "await trx('orders').where('id', id);",
      "q.join('products as p', 'p.id', 'order_items.productId');",
      'await trx.raw(`update addresses set x = 1`);',
      '// the users of this shop, from sellers upwards',
      "const label = 'orders';",
    ].join('\n');
    expect([...tablesQueried(source)].sort()).toEqual([
      'addresses',
      'order_items',
      'orders',
      'products',
    ]);
  });

  it('has no module query another module’s table beyond the known, listed debts', () => {
    expect(crossings()).toEqual([...KNOWN_TABLE_CROSSINGS].sort());
  });

  it('names an owner for every table a migration creates', () => {
    const migrations = join(modulesDir, '..', 'db', 'migrations');
    const created = new Set<string>();
    for (const file of readdirSync(migrations)) {
      const source = readFileSync(join(migrations, file), 'utf8');
      for (const match of source.matchAll(/createTable\('(\w+)'/g)) created.add(match[1]!);
    }
    expect([...created].sort()).toEqual([...tables].sort());
  });

  it('lists only import crossings that are still in the code (the list only shrinks)', () => {
    const stale = KNOWN_IMPORT_CROSSINGS.filter((crossing) => {
      const [from, to] = crossing.split(' → ') as [string, string];
      const source = readFileSync(join(modulesDir, from), 'utf8');
      const specifier = relative(dirname(join(modulesDir, from)), join(modulesDir, to));
      return !source.includes(`'${specifier.split(sep).join('/')}'`);
    });
    expect(stale).toEqual([]);
  });

  it('has one writer of product rows, one of search words and one of stock counts', () => {
    expect(writersOf(['products', 'product_words'])).toEqual({
      'product/product-rows.ts': ['products'],
      'product/product-stock.ts': ['products'],
      'product/product-words.ts': ['product_words'],
    });
  });

  it('has new orders written by the placement and changed by the lifecycle only', () => {
    // order-payments.ts and order-refunds.ts are spread into the lifecycle service. An edit
    // changes lines and amounts, never the status: its one UPDATE requires "Order Placed"
    // and the edit count it read, so it cannot cross the lifecycle's moves.
    expect(writersOf(['orders'])).toEqual({
      'order/order-edit.service.ts': ['orders'],
      'order/order-lifecycle.service.ts': ['orders'],
      'order/order-payments.ts': ['orders'],
      'order/order-refunds.ts': ['orders'],
      'order/place-order.ts': ['orders'],
    });
  });

  it('tells a write to a table from a read of it', () => {
    const writes = (source: string) => [...tablesWritten(source, ['products'])];
    expect(writes("await trx('products').where('id', id).update({ name });")).toEqual(['products']);
    expect(writes('await ProductModel.query(trx).findById(id).patch({ name });')).toEqual([
      'products',
    ]);
    expect(writes("await trx.raw('update products set stock = 1');")).toEqual(['products']);
    expect(writes("const rows = await trx('products').whereIn('id', ids);")).toEqual([]);
    expect(writes("writes.insert('products', { id, name });")).toEqual(['products']);
    expect(writes('return ProductModel.query(db).select(...STORED_COLUMNS);')).toEqual([]);
  });
});
