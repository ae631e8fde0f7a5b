// Memory of the server while four clients each post 100 MB at once, in four ways: URL-encoded with
// a declared length and chunked (no length) to the sign-in form, chunked to a page without an
// action, and multipart to the sign-in form. Prints the server's resident memory before, at its
// peak and two seconds after each round, with the answers; asserts nothing.
// BENCH_URL and BENCH_PID measure a server that is already running instead of starting one.
import http from 'node:http';
import { startAppServer, type AppServer } from '../tests/setup/app-server.ts';
import { residentMemory } from './figures.ts';

const CLIENTS = 4;
const BODY_BYTES = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

type Round = { name: string; path: string; contentType: string; declareLength: boolean };

const rounds: Round[] = [
  { name: 'urlencoded, declared length, /sign-in', path: '/sign-in', contentType: 'application/x-www-form-urlencoded', declareLength: true },
  { name: 'urlencoded, chunked, /sign-in', path: '/sign-in', contentType: 'application/x-www-form-urlencoded', declareLength: false },
  { name: 'urlencoded, chunked, /about (no action)', path: '/about', contentType: 'application/x-www-form-urlencoded', declareLength: false },
  { name: 'multipart, declared length, /sign-in', path: '/sign-in', contentType: 'multipart/form-data; boundary=bench', declareLength: true },
];

const residentMb = (pid: number) => residentMemory(pid) / (1024 * 1024);

type Outcome = { status: number | string; sentMb: number; ms: number };

/** Streams the body in 64 KB chunks (the client never holds it) and stops writing once an answer arrives. */
function post(base: string, round: Round): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const url = new URL(round.path, base);
    const headers: Record<string, string> = { 'content-type': round.contentType, origin: url.origin };
    if (round.declareLength) headers['content-length'] = String(BODY_BYTES);
    // A kept-alive connection of its own, as a browser would use.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = http.request(url, { method: 'POST', headers, agent });
    const finish = (status: number | string) => {
      agent.destroy();
      resolve({ status, sentMb: Math.round(sent / 1024 / 1024), ms: Date.now() - started });
    };
    request.on('response', (response) => {
      answered = true;
      response.resume();
      response.on('end', () => finish(response.statusCode ?? 0));
      response.on('error', () => finish(response.statusCode ?? 'reset'));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) finish(error.code ?? 'error');
    });
    const write = () => {
      while (!answered && sent < BODY_BYTES) {
        sent += CHUNK.byteLength;
        if (!request.write(CHUNK)) return void request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

async function measure(base: string, pid: number, round: Round) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  const outcomes = await Promise.all(Array.from({ length: CLIENTS }, () => post(base, round)));
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = residentMb(pid);
  const statuses = outcomes.map((outcome) => outcome.status).join(', ');
  const sent = outcomes.map((outcome) => outcome.sentMb).join(', ');
  const slowest = Math.max(...outcomes.map((outcome) => outcome.ms));
  console.log(`${round.name}\n  answers: ${statuses}; MB sent before the answer: ${sent}; slowest ${slowest} ms`);
  console.log(`  server memory (RSS): ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak, ${after.toFixed(0)} MB 2 s after`);
}

let server: AppServer | undefined;
let base = process.env.BENCH_URL;
let pid = Number(process.env.BENCH_PID);
if (!base) {
  server = await startAppServer();
  base = server.url;
  pid = server.child.pid!;
}
try {
  // Warm up the pages so the first round does not count their first render.
  for (const path of ['/', '/sign-in', '/about']) await (await fetch(`${base}${path}`)).text();
  console.log(`${CLIENTS} concurrent posts of ${BODY_BYTES / 1024 / 1024} MB each to ${base}`);
  for (const round of rounds) await measure(base, pid, round);
} finally {
  await server?.stop();
}
