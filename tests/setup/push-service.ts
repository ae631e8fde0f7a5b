// A local push service for tests of browser pushes: an HTTPS server on a free loopback port, with a
// certificate made for the test and trusted by this process alone, that records every push the site
// posts and answers as the test tells it (201, or 410 for a device it has forgotten, or 500). And the
// browser's half: a device's keys, and the decryption of what it receives (RFC 8291, aes128gcm).
// No test reaches a real push service.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type TestPushService = {
  origin: string;
  /** The service's certificate (PEM), for an app server in another process to trust (NODE_EXTRA_CA_CERTS). */
  certificate: string;
  received: ReceivedPush[];
  /** The status the service answers for a device's path (201 unless told). */
  answer(devicePath: string, status: number): void;
  stop(): Promise<void>;
};

function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<TestPushService> {
  const { key, cert } = selfSignedCertificate();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(request.url ?? '') ?? 201).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  // web-push posts through Node's global HTTPS agent: this process trusts the test's certificate there.
  const trusted = globalAgent.options.ca;
  globalAgent.options.ca = cert;
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    certificate: cert,
    received,
    answer: (devicePath, status) => void answers.set(devicePath, status),
    stop: async () => {
      globalAgent.options.ca = trusted;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's keys for one subscription: its P-256 pair and its authentication secret. */
export type TestDevice = { ecdh: ECDH; p256dh: string; auth: string };

export function testDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const hmac = (key: Buffer, ...data: Buffer[]) => createHmac('sha256', key).update(Buffer.concat(data)).digest();

/** What the device reads from a push it received: the plain text, decrypted as RFC 8291 says (one record). */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(Buffer.from(device.auth, 'base64url'), shared), info, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any padding of zeros.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
