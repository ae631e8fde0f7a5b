import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ConfigError, loadConfig } from './env.server.ts';
import { pushKeys } from './push-keys.server.ts';
import { isPushServiceEndpoint } from './push-subscription.schema.ts';
import { loadOrCreateSecrets } from './secrets.server.ts';

const { publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY } = webPush.generateVAPIDKeys();
const secrets = { vapidPublicKey: 'generated-public', vapidPrivateKey: 'generated-private' };

describe('the keys that sign pushes', () => {
  it('are generated once into secrets.json beside the session secret, and kept', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'push-keys-'));
    try {
      // A data folder from before pushes: its secrets stay, the keys are added.
      await writeFile(path.join(dataDir, 'secrets.json'), JSON.stringify({ authSecret: 'kept-session-secret', postgresPassword: 'kept-password' }));
      const first = await loadOrCreateSecrets(dataDir);
      expect(first).toMatchObject({ authSecret: 'kept-session-secret', postgresPassword: 'kept-password' });
      expect(first.vapidPublicKey).toMatch(/^[\w-]{87}$/);
      expect(first.vapidPrivateKey).toMatch(/^[\w-]{43}$/);
      expect(JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'))).toEqual(first);
      expect(await loadOrCreateSecrets(dataDir)).toEqual(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('come from the environment when set there, as a pair', () => {
    expect(pushKeys(loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: PRIVATE_KEY }), secrets)).toMatchObject({ publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY });
    expect(pushKeys(loadConfig({}), secrets)).toMatchObject({ publicKey: 'generated-public', privateKey: 'generated-private' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'not-a-key', VAPID_PRIVATE_KEY: PRIVATE_KEY })).toThrow(ConfigError);
  });

  it('never print a private key that is refused', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: 'too-short-private-key' })).toThrow(/VAPID_PRIVATE_KEY: .*\(got "\*\*\*"\)/);
  });

  it("name the site's address as their subject when it is served over HTTPS, else the team's address", () => {
    expect(pushKeys(loadConfig({ PUBLIC_URL: 'https://dives.example.org' }), secrets).subject).toBe('https://dives.example.org');
    expect(pushKeys(loadConfig({ PUBLIC_URL: 'http://dives.example.org', ORG_EMAIL: 'team@dives.example.org' }), secrets).subject).toBe('mailto:team@dives.example.org');
    expect(pushKeys(loadConfig({}), secrets).subject).toBe('mailto:hello@diveatlas.example');
    expect(pushKeys(loadConfig({ PUBLIC_URL: 'https://dives.example.org', VAPID_SUBJECT: 'mailto:push@dives.example.org' }), secrets).subject).toBe('mailto:push@dives.example.org');
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://dives.example.org' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('a subscription endpoint', () => {
  it("is accepted only at a browser's push service, over HTTPS on its usual port", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/x',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'https://intranet.local/push',
      'not a url',
    ]) {
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
    }
  });
});
