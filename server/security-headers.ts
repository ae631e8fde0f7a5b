// Security headers on every response. Edit when the site starts loading something from another
// origin (an analytics script or a map style): its host must be allowed here.
import type { Config } from '../app/lib/env.server.ts';

const ANALYTICS_ORIGINS: Record<Config['ANALYTICS_PROVIDER'], { script: string[]; connect: string[] }> = {
  none: { script: [], connect: [] },
  google: { script: ['https://www.googletagmanager.com'], connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] },
  plausible: { script: ['https://plausible.io'], connect: ['https://plausible.io'] },
};

export function contentSecurityPolicy(options: { nonce: string; config: Config; dev: boolean }): string {
  const { nonce, config, dev } = options;
  const analytics = config.analyticsEnabled ? ANALYTICS_ORIGINS[config.ANALYTICS_PROVIDER] : ANALYTICS_ORIGINS.none;
  // A map style names its tiles, glyphs and sprites; those may live on other hosts than the style.
  const mapOrigin = [...new Set([...(config.MAP_STYLE_URL ? [new URL(config.MAP_STYLE_URL).origin] : []), ...config.MAP_EXTRA_ORIGINS])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...analytics.script, ...(dev ? ["'unsafe-eval'"] : [])],
    // Tailwind ships a stylesheet; React style attributes need 'unsafe-inline' for styles only.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics.connect, ...mapOrigin, ...(dev ? ['ws:'] : [])],
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: { nonce: string; config: Config; dev: boolean; https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
  };
  // HSTS only means something over HTTPS; sending it on plain HTTP would be ignored at best.
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
