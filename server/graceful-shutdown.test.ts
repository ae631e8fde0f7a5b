import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLifecycle, type Lifecycle } from './graceful-shutdown.ts';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Running = { url: string; port: number; server: http.Server; lifecycle: Lifecycle };
const servers: http.Server[] = [];

async function start(): Promise<Running> {
  const lifecycle = createLifecycle();
  const app = express();
  app.use(lifecycle.middleware);
  app.get('/fast', (_req, res) => void res.send('ok'));
  // Starts answering at once and takes a second to finish: 10 parts, 100 ms apart.
  app.get('/stream', async (_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    for (let part = 0; part < 10; part++) {
      res.write(`part ${part}\n`);
      await sleep(100);
    }
    res.end('end\n');
  });
  // Thinks for 400 ms before answering.
  app.get('/think', (_req, res) => void lifecycle.track(sleep(400)).then(() => res.send('thought')));
  app.get('/never', () => {});
  // An event stream, which never ends by itself (the inbox's).
  app.get('/events', (_req, res) => {
    res.setHeader('Content-Type', 'text/event-stream');
    res.write('event: inbox\ndata: {}\n\n');
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, server, lifecycle };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** One raw HTTP/1.1 connection: `send` writes requests on it, `closed` is everything the server sent until it closed. */
async function connection(port: number): Promise<{ send(text: string): void; closed: Promise<string> }> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  return { send: (text) => void socket.write(text), closed };
}

describe('stopping the server', () => {
  it('closes an event stream at once rather than waiting for it (its browser reconnects elsewhere)', async () => {
    const { port, server, lifecycle } = await start();
    const stream = await connection(port);
    stream.send('GET /events HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(100);
    const started = Date.now();
    await lifecycle.drain(server, { requestsMs: 10_000, responsesMs: 10_000 }, silent);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await stream.closed).toContain('event: inbox');
  });

  it('closes idle kept-alive connections at once and finishes well under 5 s when nothing is in flight', async () => {
    const { url, server, lifecycle } = await start();
    const agent = new http.Agent({ keepAlive: true });
    const closed = new Promise<void>((resolve, reject) => {
      const request = http.get(`${url}/fast`, { agent }, (res) => res.resume());
      request.on('socket', (socket) => {
        socket.on('error', () => {});
        socket.once('close', () => resolve());
      });
      request.on('error', reject);
    });
    await sleep(50);
    const started = Date.now();
    await lifecycle.drain(server, { requestsMs: 10_000, responsesMs: 10_000 }, silent);
    expect(Date.now() - started).toBeLessThan(1000);
    await closed;
    agent.destroy();
  });

  it('lets an answer that is sending finish whole, and answers a request that arrives meanwhile on its connection with 503 and Connection: close', async () => {
    const { port, server, lifecycle } = await start();
    const client = await connection(port);
    client.send('GET /stream HTTP/1.1\r\nHost: x\r\n\r\n');
    await sleep(250);
    const drained = lifecycle.drain(server, { requestsMs: 10_000, responsesMs: 10_000 }, silent);
    // Sent on the same kept-alive connection after the stop began, while the first answer is still sending.
    await sleep(50);
    client.send('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    const received = await client.closed;
    await drained;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    const [first = '', second = ''] = answers;
    // The whole streamed body arrived, ended by the zero-length chunk.
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    for (let part = 0; part < 10; part++) expect(first).toContain(`part ${part}\n`);
    expect(first).toMatch(/end\n\r\n0\r\n\r\n$/);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second.toLowerCase()).toContain('connection: close');
    expect(second).not.toMatch(/\r\n\r\nok$/);
  });

  it('answers a request that has not started answering with Connection: close, and waits for it', async () => {
    const { url, server, lifecycle } = await start();
    const response = fetch(`${url}/think`);
    await sleep(100);
    const drained = lifecycle.drain(server, { requestsMs: 10_000, responsesMs: 10_000 }, silent);
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.text()).toBe('thought');
    await drained;
  });

  it('gives a request that never answers a 503 at the limit, without cutting an answer already sending', async () => {
    const { url, port, server, lifecycle } = await start();
    const stuck = fetch(`${url}/never`);
    const client = await connection(port);
    client.send('GET /stream HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await sleep(100);
    await lifecycle.drain(server, { requestsMs: 300, responsesMs: 5000 }, silent);
    const refused = await stuck;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    const received = await client.closed;
    expect(received).toContain('part 9\n');
    expect(received).toContain('end\n');
  });
});
