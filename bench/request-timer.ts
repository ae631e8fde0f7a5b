// Times GET requests one after the other, for bench/figures.ts `timeRequests`: run as a process of its
// own, so what is measured is the server's answer and not the pauses of the benchmark's own heap (a
// benchmark that has just written a million rows collects garbage for up to 12 ms at a time).
// Reads { urls, headers } as JSON on stdin; writes { times, statuses, bytes } as JSON on stdout.
import { text } from 'node:stream/consumers';

type Job = { urls: string[]; headers: Record<string, string> };

const job = JSON.parse(await text(process.stdin)) as Job;
const times: number[] = [];
const statuses: number[] = [];
let bytes = 0;
for (const url of job.urls) {
  const started = performance.now();
  const response = await fetch(url, { headers: job.headers });
  const body = await response.arrayBuffer();
  times.push(performance.now() - started);
  statuses.push(response.status);
  bytes = Math.max(bytes, body.byteLength);
}
process.stdout.write(JSON.stringify({ times, statuses, bytes }));
