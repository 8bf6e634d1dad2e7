import { cpus } from 'node:os';

interface CpuTimes {
  /** Every core's time since boot, ms. */
  total: number;
  /** Of which idle. */
  idle: number;
}

export interface MachineBusyOptions {
  /** Busier than this share of every core (0–1), others' work counted alone. */
  above: number;
  /** Readings closer together than this reuse the last answer. */
  everyMs?: number;
  /** The cores' times (default: os.cpus()). */
  readCores?: () => CpuTimes;
  /** This process's own CPU time, ms (default: process.cpuUsage()). */
  readOwn?: () => number;
  now?: () => number;
}

const coreTimes = (): CpuTimes => {
  let total = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    total += times.user + times.nice + times.sys + times.idle + times.irq;
    idle += times.idle;
  }
  return { total, idle };
};

const ownCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * Whether the machine's cores are busy with other processes' work (the API's requests and
 * the database's queries) since the last look: what a background process at low priority
 * asks before taking a share of them. A niced process still runs whenever a core is idle
 * for a moment, and its own queries run in the database at full priority; under a burst
 * of orders it should rather wait. Its own CPU time is left out, or it would stop itself.
 */
export function machineBusy(options: MachineBusyOptions): () => boolean {
  const readCores = options.readCores ?? coreTimes;
  const readOwn = options.readOwn ?? ownCpuMs;
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 250;
  let last = { at: now(), cores: readCores(), own: readOwn() };
  let answer = false;
  return () => {
    const at = now();
    if (at - last.at < everyMs) return answer;
    const cores = readCores();
    const own = readOwn();
    const total = cores.total - last.cores.total;
    const busy = total - (cores.idle - last.cores.idle) - (own - last.own);
    answer = total > 0 && busy / total > options.above;
    last = { at, cores, own };
    return answer;
  };
}
