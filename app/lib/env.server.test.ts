import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.server.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', ORG_NAME: 'DiveAtlas' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.analyticsEnabled).toBe(false);
  });

  it('names every wrong variable in one message', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ANALYTICS_PROVIDER: 'matomo' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres/);
    expect(attempt).toThrow(/ANALYTICS_PROVIDER/);
  });

  it('never prints a secret it refuses', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'short-secret' })).toThrow(/AUTH_SECRET: must be at least 32 characters \(got "\*\*\*"\)/);
  });

  it('keeps analytics off when the id is a placeholder', () => {
    expect(loadConfig({ ANALYTICS_PROVIDER: 'google', ANALYTICS_ID: 'G-XXXXXXXXXX' }).analyticsEnabled).toBe(false);
    expect(loadConfig({ ANALYTICS_PROVIDER: 'google', ANALYTICS_ID: 'G-4B7Q2KD9ZP' }).analyticsEnabled).toBe(true);
  });

  it('reads the admin list as lower-case emails', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ana@Example.org, bo@example.org ' }).ADMIN_EMAILS).toEqual(['ana@example.org', 'bo@example.org']);
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });
});
