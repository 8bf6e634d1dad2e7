// `npm run bench:delivery`: the delivery quote a shopper's PIN and cart ask for, on MariaDB
// with 5,000 PIN codes and 50 slots, some booked. Target: p99 <= 20 ms at 150 requests a
// second, evenly spaced over 32 connections. Writes bench-results/delivery.json. A script,
// not a test: it asserts nothing.
import { WEEKDAYS } from '../src/contract/delivery.ts';
import { createDb } from '../src/db/knex.ts';
import { migrateLatest } from '../src/db/migrate.ts';
import { createDeliveryService } from '../src/modules/delivery/delivery.service.ts';
import { shopDays } from '../src/lib/shop-calendar.ts';
import { clockOf } from '../src/modules/delivery/slot-calendar.ts';
import { benchApiEnv, runBench, startServer } from './bench-kit.ts';
import { openLoop } from './open-loop.ts';

const PINCODES = 5_000;
const SLOTS = 50;
const RATE = Number(process.env.BENCH_RATE ?? 150);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

const pincode = (i: number) => String(400_001 + i);

runBench('delivery', async (databaseUrl) => {
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  const delivery = createDeliveryService({ db, timeZone: 'Asia/Kolkata' });
  console.log(`Saving ${PINCODES} PIN codes and ${SLOTS} slots…`);
  const settings = await delivery.replace({
    pincodes: Array.from({ length: PINCODES }, (_, i) => ({
      pincode: pincode(i),
      fee: i % 3 === 0 ? 20 : null,
    })),
    minOrder: 99,
    fee: 30,
    freeAbove: 499,
    // Fifty slots over the day and the week: every slot a few days a week.
    slots: Array.from({ length: SLOTS }, (_, i) => {
      const start = 6 * 60 + (i % 25) * 30;
      return {
        days: WEEKDAYS.filter((_, d) => (d + i) % 2 === 0),
        start: clockOf(start),
        end: clockOf(start + 60),
        capacity: 20,
        cutoffMinutes: 30,
      };
    }),
  });
  // Half the slots have bookings on each of the coming days.
  const days = shopDays(Date.now(), 'Asia/Kolkata', 7);
  await db('delivery_bookings').insert(
    settings.slots
      .filter((_, i) => i % 2 === 0)
      .flatMap((slot, i) =>
        days.map((day) => ({ slotId: slot.id, date: day.date, booked: i % 20 })),
      ),
  );
  await db.destroy();

  const api = await startServer('api', benchApiEnv(databaseUrl));
  // One in ten asks for a PIN the shop does not serve.
  const path = (i: number) =>
    `/api/delivery/quote?pincode=${i % 10 === 0 ? '110001' : pincode((i * 7919) % PINCODES)}&subtotal=${(i % 600) + 0.5}`;
  const load = (seconds: number) =>
    openLoop({
      url: api,
      method: 'GET',
      ratePerSecond: RATE,
      seconds,
      connections: CONNECTIONS,
      next: (i) => ({ path: path(i), headers: {}, body: '' }),
    });
  console.log(
    `Quotes: ${RATE}/s over ${CONNECTIONS} connections, 2 s of warm-up, then ${SECONDS} s…`,
  );
  await load(2);
  const quotes = await load(SECONDS);
  console.table({ quote: quotes });
  console.log(`delivery quote p99 ${quotes.p99ms} ms at ${RATE}/s (target <= 20 ms)`);
  return {
    measuredAt: new Date().toISOString(),
    database: 'MariaDB',
    pincodes: PINCODES,
    slots: SLOTS,
    quote: quotes,
  };
});
