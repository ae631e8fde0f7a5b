// The application's configuration, read once from the environment at start-up.
// Edit this file when adding a setting; document it in docs/configuration.md too.
import { z } from 'zod';

const PLACEHOLDER_IDS = new Set(['', 'changeme', 'placeholder', 'your-id', 'g-xxxxxxxxxx', 'ua-xxxxxxx-x', 'example.com']);

const port = z.coerce.number().int().min(1).max(65535);

/** The site's public address: an http(s) origin, kept without a trailing slash; the site has no path prefix. */
const publicUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address, e.g. https://dives.example.org' })
    .refine((value) => new URL(value).pathname === '/' && !new URL(value).search && !new URL(value).hash, "must be the site's address without a path, e.g. https://dives.example.org")
    .transform((value) => new URL(value).origin)
    .optional(),
);

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DATA_DIR: z.string().min(1).default('./data'),
    EMBEDDED_PG_PORT: port.optional().or(z.literal('').transform(() => undefined)),
    ORG_NAME: z.string().trim().min(1).max(60).default('DiveAtlas'),
    ORG_EMAIL: z.email().default('hello@diveatlas.example'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
    // A VAPID key pair as web-push prints it (base64url: the public key 65 bytes, the private 32).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key in base64url (87 characters), as `npx web-push generate-vapid-keys` prints it')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key in base64url (43 characters), as `npx web-push generate-vapid-keys` prints it')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// address, e.g. mailto:team@dives.example.org')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.email())),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_FROM: z.string().min(3).default('DiveAtlas <no-reply@diveatlas.example>'),
    ANALYTICS_PROVIDER: z.enum(['none', 'google', 'plausible']).default('none'),
    ANALYTICS_ID: z.string().trim().default(''),
    MAP_STYLE_URL: optionalUrl,
    MAP_EXTRA_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin))),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO_DATA: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    STORAGE_URL: optionalText,
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    PAGE_CACHE_SECONDS: z
      .union([z.literal('').transform(() => 2), z.coerce.number().int().min(0).max(60)])
      .default(2),
    WEB_CONCURRENCY: z
      .union([z.literal('').transform(() => 1), z.coerce.number().int().min(1).max(64)])
      .default(1),
  })
  .superRefine((env, context) => {
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      context.addIssue({ code: 'custom', path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither' });
    }
    // Links in emails (password resets above all) are built from PUBLIC_URL, never from a request's
    // Host header, which anyone can set. A server others can reach must therefore know its address.
    if (env.NODE_ENV !== 'production' || env.PUBLIC_URL) return;
    if (!isLoopbackHost(env.HOST)) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `required in production when HOST (${env.HOST}) accepts connections from other machines: set it to the site's public address, e.g. https://dives.example.org`,
      });
    } else if (env.TRUST_PROXY) {
      context.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "required in production behind a reverse proxy (TRUST_PROXY=true): set it to the site's public address, e.g. https://dives.example.org",
      });
    }
  })
  .transform((env, ctx) => {
    const storage = storageSettings(env);
    for (const [variable, message] of storage.problems) ctx.issues.push({ code: 'custom', path: [variable], message, input: env[variable] });
    return {
      ...env,
      storage: storage.settings,
      // An id that is missing or still the example value never loads a tracking script.
      analyticsEnabled: env.ANALYTICS_PROVIDER !== 'none' && !PLACEHOLDER_IDS.has(env.ANALYTICS_ID.toLowerCase()),
    };
  });

export type Config = z.infer<typeof EnvSchema>;

/**
 * Where uploads are stored: a folder (DATA_DIR/uploads unless STORAGE_URL names another with
 * file:///...), or an S3-compatible bucket, with an optional key prefix. Without an access key the
 * S3 client looks for credentials the usual AWS ways (AWS_ACCESS_KEY_ID, a profile, an instance role).
 */
export type StorageSettings =
  | { driver: 'local'; dir?: string }
  | { driver: 's3'; bucket: string; prefix: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };

type StorageVariables = 'STORAGE_URL' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY';
type StorageProblems = Array<[StorageVariables, string]>;

/** S3's rule for bucket names (3 to 63 lowercase letters, digits, dots and dashes). */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const DEFAULT_REGION = 'us-east-1';

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function isHttpUrl(text: string): boolean {
  return URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);
}

/** STORAGE_URL (s3://[key:secret@]bucket[/prefix][?endpoint=...&region=...] or file:///folder), or the S3_* variables. */
function storageSettings(env: Partial<Record<StorageVariables, string>>): { settings: StorageSettings; problems: StorageProblems } {
  const problems: StorageProblems = [];
  const local: StorageSettings = { driver: 'local' };
  const s3Variables = (['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name]);
  let s3: Omit<Extract<StorageSettings, { driver: 's3' }>, 'driver'> | undefined;

  if (env.STORAGE_URL) {
    if (s3Variables.length) problems.push(['STORAGE_URL', `set either STORAGE_URL or the S3_* variables, not both (${s3Variables.join(', ')} set too)`]);
    const url = URL.canParse(env.STORAGE_URL) ? new URL(env.STORAGE_URL) : null;
    if (url?.protocol === 'file:' && !url.host && url.pathname.length > 1) return { settings: { driver: 'local', dir: decoded(url.pathname) ?? url.pathname }, problems };
    if (url?.protocol !== 's3:') {
      problems.push(['STORAGE_URL', 'must be s3://bucket[/prefix][?endpoint=https://...&region=...] or file:///absolute/folder']);
      return { settings: local, problems };
    }
    const endpoint = url.searchParams.get('endpoint') ?? undefined;
    s3 = {
      bucket: url.hostname,
      prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
      endpoint,
      region: url.searchParams.get('region') || DEFAULT_REGION,
      accessKeyId: url.username ? (decoded(url.username) ?? undefined) : undefined,
      secretAccessKey: url.password ? (decoded(url.password) ?? undefined) : undefined,
    };
    if (endpoint && !isHttpUrl(endpoint)) problems.push(['STORAGE_URL', 'its endpoint must be an http:// or https:// address']);
    if (s3.prefix && !PREFIX_PATTERN.test(s3.prefix)) problems.push(['STORAGE_URL', 'its path (the key prefix) may hold letters, digits, dots, dashes, underscores and slashes']);
    if (!!s3.accessKeyId !== !!s3.secretAccessKey) problems.push(['STORAGE_URL', 'give both the access key and the secret (s3://KEY:SECRET@bucket), or neither']);
    if (!BUCKET_PATTERN.test(s3.bucket)) problems.push(['STORAGE_URL', 'the bucket name must be 3 to 63 lowercase letters, digits, dots or dashes']);
  } else if (s3Variables.length) {
    if (!env.S3_BUCKET) problems.push(['S3_BUCKET', `is required when ${s3Variables.join(', ')} ${s3Variables.length > 1 ? 'are' : 'is'} set`]);
    else if (!BUCKET_PATTERN.test(env.S3_BUCKET)) problems.push(['S3_BUCKET', 'must be 3 to 63 lowercase letters, digits, dots or dashes']);
    if (env.S3_ENDPOINT && !isHttpUrl(env.S3_ENDPOINT)) problems.push(['S3_ENDPOINT', 'must be an http:// or https:// address']);
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
      problems.push([env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither']);
    }
    s3 = {
      bucket: env.S3_BUCKET ?? '',
      prefix: '',
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? DEFAULT_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    };
  }
  return { settings: s3 && !problems.length ? { driver: 's3', ...s3 } : local, problems };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration; throws a ConfigError naming every wrong variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || 'environment';
    const received = source[variable];
    // Secrets and private keys are never printed, nor a STORAGE_URL (it may carry an access key and its secret).
    const hidden = variable.includes('SECRET') || variable.includes('PRIVATE') || variable === 'STORAGE_URL';
    const shown = received === undefined ? '' : ` (got "${hidden ? '***' : received}")`;
    return `  ${variable}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
