// CPU time spent per request, read from /proc: the Node process under test and, separately, the
// PostgreSQL processes (the postmaster and its backends). Throughput on a machine shared with other
// work moves by ±30 % between runs; the CPU a request costs moves far less, so each table row shows
// both. Linux only: elsewhere the columns stay empty.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

type ProcStat = { ppid: number; comm: string; cpuMs: number };

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      comm: text.slice(text.indexOf('(') + 1, close),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return null; // ended meanwhile
  }
}

function allStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = readStat(Number(entry));
    if (s) stats.set(Number(entry), s);
  }
  return stats;
}

function descendants(root: number, stats: Map<number, ProcStat>): number[] {
  const found = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats) {
      if (found.has(pid) || !found.has(s.ppid)) continue;
      found.add(pid);
      grew = true;
    }
  }
  return [...found];
}

/** CPU ms so far of the Node process, and of each PostgreSQL process by pid. */
export type CpuSample = { node: number; postgres: Map<number, number> };

/** PostgreSQL's CPU between two samples. A process that started in between (a connection the pool
 *  opened under the load) counts whole: all of its time is in the window. One that ended meanwhile
 *  took its time with it, so it is left out rather than counted negative. */
export function postgresBetween(before: CpuSample, after: CpuSample): number {
  let sum = 0;
  for (const [pid, ms] of after.postgres) sum += ms - (before.postgres.get(pid) ?? 0);
  return sum;
}

/** Samples the CPU time of `nodePid` and of the PostgreSQL tree started under `serverPid`. */
export function cpuSampler(nodePid: number | undefined, serverPid: number | undefined): (() => CpuSample) | null {
  if (!existsSync('/proc/self/stat') || !nodePid || !serverPid) return null;
  return () => {
    const stats = allStats();
    const postgres = new Map<number, number>();
    for (const pid of descendants(serverPid, stats)) {
      const s = stats.get(pid);
      if (s?.comm.startsWith('postgres')) postgres.set(pid, s.cpuMs);
    }
    return { node: stats.get(nodePid)?.cpuMs ?? 0, postgres };
  };
}
