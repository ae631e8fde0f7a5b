// A local S3-compatible server (the s3rver package) for tests of the S3 driver and of several app
// servers: objects live in a scratch folder, served on a free loopback port. No test reaches a real bucket.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageSettings } from '../../app/lib/env.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** s3rver's fixed credentials: it checks request signatures against them. */
const KEY = 'S3RVER';

export type TestS3Server = {
  endpoint: string;
  /** Driver settings for one of the server's buckets. */
  settings(bucket: string, prefix?: string): Extract<StorageSettings, { driver: 's3' }>;
  /** The same, as the STORAGE_URL an app server reads. */
  storageUrl(bucket: string): string;
  stop(): Promise<void>;
};

export async function startS3Server(buckets: readonly string[]): Promise<TestS3Server> {
  await mkdir(path.join(ROOT, '.cache'), { recursive: true });
  const directory = await mkdtemp(path.join(ROOT, '.cache', 's3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: (bucket, prefix = '') => ({ driver: 's3', bucket, prefix, endpoint, region: 'us-east-1', accessKeyId: KEY, secretAccessKey: KEY }),
    storageUrl: (bucket) => `s3://${KEY}:${KEY}@${bucket}?endpoint=${encodeURIComponent(endpoint)}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
