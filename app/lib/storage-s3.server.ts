// The object store in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...): what several app servers
// share. Loaded only when STORAGE_URL or S3_BUCKET configures it.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageSettings } from './env.server.ts';
import { assertStorageKey, contentTypeOf, type ObjectInfo, type ObjectStore, type StoredObject } from './storage.server.ts';

type S3Settings = Extract<StorageSettings, { driver: 's3' }>;

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

export function createS3Store(settings: S3Settings): ObjectStore {
  const { bucket, endpoint } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    // Since early 2025 the SDK adds CRC32 checksums to every upload, which many S3-compatible
    // stores refuse; and they expect the bucket in the path rather than in the host name.
    // https://github.com/aws/aws-sdk-js-v3/issues/6810
    ...(endpoint ? { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
  });
  const base = settings.prefix ? `${settings.prefix}/` : '';
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${base}${key}`;
  };

  return {
    description: `S3 bucket ${bucket}${base ? ` (keys under ${base})` : ''}${endpoint ? ` at ${endpoint}` : ''}`,

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : '';
        throw new Error(`The object store is not reachable: bucket "${bucket}"${endpoint ? ` at ${endpoint}` : ''} answered ${(error as Error).name}${status}. Check STORAGE_URL or the S3_* variables, and that the bucket exists.`, { cause: error });
      }
    },

    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: contentType || contentTypeOf(key), ContentLength: bytes.byteLength }));
    },

    async get(key): Promise<StoredObject | null> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async move(from, to) {
      const source = objectKey(from);
      await client.send(new CopyObjectCommand({ Bucket: bucket, Key: objectKey(to), CopySource: `${bucket}/${source.split('/').map(encodeURIComponent).join('/')}` }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: source }));
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list(prefix): AsyncGenerator<ObjectInfo> {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${base}${prefix}`, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (!item.Key?.startsWith(base)) continue;
          yield { key: item.Key.slice(base.length), size: item.Size ?? 0, modifiedAt: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
