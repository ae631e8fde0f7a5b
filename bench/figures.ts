// What the benchmarks share: recording a figure beside its goal (bench/run.ts prints them all as one
// table at the end), loads with autocannon, HTTP round trips timed from a process of their own, and
// reading a process's memory.
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/** BENCH_QUICK=1: one short round of each load instead of three of 20 s, one Lighthouse run per page. */
export const QUICK = process.env.BENCH_QUICK === '1';

export type Figure = {
  /** What is measured, as the table's row names it. */
  figure: string;
  /** The measured value, as printed. */
  value: string;
  /** The goal, as printed; empty for figures shown for context. */
  goal: string;
  /** Whether the goal is met; undefined for figures without a goal. */
  met?: boolean;
};

/** Prints the figure and, under bench/run.ts, keeps it for the closing table. */
export function record(figure: Figure): void {
  const verdict = figure.met === undefined ? '' : figure.met ? '  met' : '  MISSED';
  console.log(`  ${figure.figure.padEnd(52)} ${figure.value.padStart(24)}   ${figure.goal ? `goal ${figure.goal}` : ''}${verdict}`);
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(figure)}\n`);
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export type Load = { requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number };

/** autocannon against one URL, as a browser would ask (gzip and brotli accepted). */
export async function load(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Load> {
  const headers = { 'accept-encoding': 'gzip, deflate, br', ...options.headers };
  const result = await autocannon({ url, connections: options.connections, duration: options.seconds, headers });
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, failures: result.errors + result.timeouts + result.non2xx };
}

export type Timed = { times: number[]; statuses: number[]; bytes: number };

/**
 * Times GET requests one after the other, from a process of its own (bench/request-timer.ts); the
 * first `warmUp` are made but not counted. `bytes` is the largest body received.
 */
export async function timeRequests(urls: readonly string[], options: { headers?: Record<string, string>; warmUp?: number } = {}): Promise<Timed> {
  const warmUp = options.warmUp ?? 0;
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'request-timer.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => void (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdin.end(JSON.stringify({ urls, headers: { 'accept-encoding': 'gzip', ...options.headers } }));
  const code = await exited;
  if (code !== 0) throw new Error(`the request timer exited with code ${code}`);
  const timed = JSON.parse(output) as Timed;
  return { times: timed.times.slice(warmUp), statuses: timed.statuses.slice(warmUp), bytes: timed.bytes };
}

/** Times `count` requests one after the other (after a few unmeasured ones). */
export async function roundTrips(url: string, count: number): Promise<{ p50: number; p95: number; status: number; bytes: number }> {
  const { times, statuses, bytes } = await timeRequests(Array.from({ length: count + 5 }, () => url), { warmUp: 5 });
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), status: statuses.at(-1) ?? 0, bytes };
}

/** Resident memory of a process and of its children (the cluster's workers), in bytes. */
export function residentMemory(pid: number): number {
  const rss = (id: number) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      return match ? Number(match[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let total = rss(pid);
  for (const child of childrenOf(pid)) total += rss(child);
  return total;
}

function childrenOf(pid: number): number[] {
  try {
    const direct = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    // Node workers only: the embedded PostgreSQL's processes are not the server's memory.
    return direct.filter((child) => {
      try {
        return readFileSync(`/proc/${child}/comm`, 'utf8').trim().startsWith('node');
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}
