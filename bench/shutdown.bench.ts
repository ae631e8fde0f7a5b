// Stopping under load: 50 kept-alive clients request pages without pause; after 3 s the server gets
// SIGTERM. Prints how long it took to exit, and what the clients saw from the signal on: whole
// answers (and how many of them answered a request sent after the server printed that it is
// shutting down: a server that stopped accepting serves none), 503s, answers cut mid-body (there should be none), and
// connections refused or closed before an answer (clients retry those). Then the same with nothing
// in flight.
// Asserts nothing.
import http from 'node:http';
import { startAppServer } from '../tests/setup/app-server.ts';

const CLIENTS = 50;
const LOAD_BEFORE_SIGNAL_MS = 3000;

type Tally = { whole: number; late: number; unavailable: number; cut: number; refused: number };

async function underLoad() {
  const server = await startAppServer();
  const paths = ['/', '/explore', '/dive-tables', '/about'];
  for (const path of paths) await (await fetch(`${server.url}${path}`)).text();
  const before: Tally = { whole: 0, late: 0, unavailable: 0, cut: 0, refused: 0 };
  const after: Tally = { whole: 0, late: 0, unavailable: 0, cut: 0, refused: 0 };
  let signalled = false;
  let stoppingAt = Number.POSITIVE_INFINITY;
  server.child.stdout?.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('SIGTERM received')) stoppingAt = Math.min(stoppingAt, Date.now());
  });
  let stopped = false;
  const tally = () => (signalled ? after : before);

  const client = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let turn = index;
    while (!stopped) {
      turn += 1;
      const sentAt = Date.now();
      await new Promise<void>((resolve) => {
        const request = http.get(`${server.url}${paths[turn % paths.length]}`, { agent }, (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode === 503) tally().unavailable += 1;
            else tally().whole += 1;
            if (response.statusCode !== 503 && sentAt > stoppingAt) tally().late += 1;
            resolve();
          });
          // The connection closed after the head of the answer and before its end.
          response.on('aborted', () => {
            tally().cut += 1;
            resolve();
          });
        });
        request.on('error', () => {
          tally().refused += 1;
          setTimeout(resolve, 20);
        });
      });
    }
    agent.destroy();
  };

  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  const signalledAt = Date.now();
  signalled = true;
  server.child.kill('SIGTERM');
  const code = await exited;
  const exitMs = Date.now() - signalledAt;
  stopped = true;
  await Promise.all(clients);
  await server.stop();
  console.log(`under load (${CLIENTS} kept-alive clients): exit code ${code} after ${exitMs} ms (the server said it was stopping after ${stoppingAt - signalledAt} ms)`);
  console.log(`  before the signal: ${before.whole} whole answers`);
  console.log(`  from the signal on: ${after.whole} whole answers (${after.late} to requests sent after it said so), ${after.unavailable} answered 503, ${after.cut} cut mid-body, ${after.refused} refused or closed before an answer`);
}

async function idle() {
  const server = await startAppServer({ SEED_DEMO_DATA: 'false' });
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve) => http.get(`${server.url}/healthz`, { agent }, (res) => res.resume().on('end', resolve)));
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  await exited;
  console.log(`idle, one kept-alive connection open: exit after ${Date.now() - signalledAt} ms`);
  agent.destroy();
  await server.stop();
}

await underLoad();
await idle();
