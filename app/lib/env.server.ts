// The application's configuration, read once from the environment at start-up.
// Edit this file when adding a setting; document it in the README's configuration table too.
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
  })
  .superRefine((env, context) => {
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
  .transform((env) => ({
    ...env,
    // An id that is missing or still the example value never loads a tracking script.
    analyticsEnabled: env.ANALYTICS_PROVIDER !== 'none' && !PLACEHOLDER_IDS.has(env.ANALYTICS_ID.toLowerCase()),
  }));

export type Config = z.infer<typeof EnvSchema>;

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
    const shown = received === undefined ? '' : ` (got "${variable.includes('SECRET') ? '***' : received}")`;
    return `  ${variable}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
