// What one phase of a benchmark cost: what it asked of MariaDB (its global status counters)
// and the CPU the API process and the MariaDB server spent (from /proc, when both run on
// this machine), read before and after the phase on an otherwise idle machine and divided by
// the requests served.
import { readdirSync, readFileSync } from 'node:fs';
import { createDb } from '../src/db/knex.ts';

/** CPU milliseconds a process has used (user + system), or undefined off Linux. */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** The local MariaDB (or MySQL) server's pid, if it runs on this machine. */
function databasePid(): number | undefined {
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      if (name === 'mariadbd' || name === 'mysqld') return Number(entry);
    } catch {
      // a process that ended meanwhile
    }
  }
  return undefined;
}

/** The processes `pid` started (the API's mail worker), as their CPU belongs to it. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const parent = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
      if (Number(parent) === pid) found.push(Number(entry));
    } catch {
      // a process that ended meanwhile
    }
  }
  return found;
}

/**
 * Starts counting the CPU of the API process (with the workers it started, such as the
 * mail worker, also reported apart) and of the database server.
 */
export function cpuCounters(apiPid: number | undefined) {
  const dbPid = databasePid();
  const workers = apiPid === undefined ? [] : childrenOf(apiPid);
  const sum = (pids: number[]) => {
    const each = pids.map(cpuMs);
    return each.includes(undefined) ? undefined : each.reduce((a = 0, b = 0) => a + b, 0);
  };
  const read = () => ({
    api: apiPid === undefined ? undefined : sum([apiPid, ...workers]),
    workers: workers.length === 0 ? undefined : sum(workers),
    db: dbPid === undefined ? undefined : cpuMs(dbPid),
  });
  const before = read();
  const per = (a: number | undefined, b: number | undefined, requests: number) =>
    a === undefined || b === undefined
      ? null
      : Number(((b - a) / Math.max(1, requests)).toFixed(2));
  return {
    /** CPU per request since the start, under `label`. */
    read(requests: number, label: string) {
      const after = read();
      return {
        [`apiCpuMs${label}`]: per(before.api, after.api, requests),
        ...(workers.length > 0
          ? { [`mailWorkerCpuMs${label}`]: per(before.workers, after.workers, requests) }
          : {}),
        [`databaseCpuMs${label}`]: per(before.db, after.db, requests),
      };
    },
  };
}

const COUNTERS = {
  statements: 'Questions',
  selects: 'Com_select',
  inserts: 'Com_insert',
  updates: 'Com_update',
  deletes: 'Com_delete',
  commits: 'Handler_commit',
  /** Rows read by walking an index, and by scanning a table (no index used). */
  rowsByIndex: 'Handler_read_next',
  rowsByScan: 'Handler_read_rnd_next',
} as const;
type Name = keyof typeof COUNTERS;

/** MariaDB's global counters, read before and after a phase. */
export async function dbCounters(databaseUrl: string) {
  const db = createDb(databaseUrl, { poolMax: 1 });
  const read = async () => {
    const [rows] = (await db.raw('SHOW GLOBAL STATUS')) as [
      { Variable_name: string; Value: string }[],
    ];
    const values = new Map(rows.map((r) => [r.Variable_name, Number(r.Value)]));
    return Object.fromEntries(
      Object.entries(COUNTERS).map(([name, variable]) => [name, values.get(variable) ?? 0]),
    ) as Record<Name, number>;
  };
  return {
    /** Starts counting; the returned function gives the counts per request since then. */
    async start() {
      const before = await read();
      return async (requests: number) => {
        const after = await read();
        return Object.fromEntries(
          (Object.keys(COUNTERS) as Name[]).map((name) => [
            name,
            Number(((after[name] - before[name]) / Math.max(1, requests)).toFixed(1)),
          ]),
        ) as Record<Name, number>;
      };
    },
    close: () => db.destroy(),
  };
}

/** Waits (up to a minute) until no email is waiting in the outbox, if there is one. */
export async function outboxDrained(databaseUrl: string): Promise<void> {
  const db = createDb(databaseUrl, { poolMax: 1 });
  try {
    if (!(await db.schema.hasTable('mail_outbox'))) return;
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      // Open messages are those with a next attempt (migration 012), an indexed column.
      const open = (await db.schema.hasColumn('mail_outbox', 'claim_token'))
        ? db('mail_outbox').whereNotNull('next_attempt_at')
        : db('mail_outbox').whereIn('state', ['pending', 'sending']);
      // One row is enough to know, and counting them all would be the bench's own cost.
      if (!(await open.first('id'))) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await db.destroy();
  }
}
