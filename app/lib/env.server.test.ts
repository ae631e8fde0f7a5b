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

  it('keeps uploads on the local disk unless a bucket or another folder is configured', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(loadConfig({ STORAGE_URL: 'file:///srv/shared/uploads' }).storage).toEqual({ driver: 'local', dir: '/srv/shared/uploads' });
  });

  it('reads an S3-compatible bucket from STORAGE_URL or from the S3_* variables', () => {
    const endpoint = encodeURIComponent('http://127.0.0.1:9000');
    expect(loadConfig({ STORAGE_URL: `s3://KEY:SE%2FCRET@dive-photos/prod/uploads/?endpoint=${endpoint}&region=eu-west-1` }).storage).toEqual({
      driver: 's3',
      bucket: 'dive-photos',
      prefix: 'prod/uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'KEY',
      secretAccessKey: 'SE/CRET',
    });
    expect(loadConfig({ S3_BUCKET: 'dive-photos', S3_ENDPOINT: 'https://minio.internal:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage).toEqual({
      driver: 's3',
      bucket: 'dive-photos',
      prefix: '',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });

  it('names the storage variable that is wrong, and never prints a STORAGE_URL (it may hold a secret)', () => {
    expect(() => loadConfig({ STORAGE_URL: 'https://KEY:SECRET@bucket.example' })).toThrow(/STORAGE_URL: must be s3:\/\/bucket.* \(got "\*\*\*"\)/);
    expect(() => loadConfig({ STORAGE_URL: 's3://Not_A_Bucket' })).toThrow(/STORAGE_URL: the bucket name must be/);
    expect(() => loadConfig({ STORAGE_URL: 's3://dive-photos', S3_REGION: 'eu-west-1' })).toThrow(/STORAGE_URL: set either STORAGE_URL or the S3_\* variables, not both \(S3_REGION set too\)/);
    expect(() => loadConfig({ S3_ENDPOINT: 'https://minio.internal:9000' })).toThrow(/S3_BUCKET: is required when S3_ENDPOINT is set/);
    expect(() => loadConfig({ S3_BUCKET: 'dive-photos', S3_ENDPOINT: 'ftp://minio.internal' })).toThrow(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/);
    expect(() => loadConfig({ S3_BUCKET: 'dive-photos', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
  });
});
