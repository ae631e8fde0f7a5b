// The site's public origin, for every absolute address it hands out: links in emails, canonical
// links, social tags, sitemaps and exports, and the origin that forms must be posted from. It comes
// from configuration only, never from a request's Host header, which anyone can set (a forged Host
// would otherwise put an attacker's address into a password-reset email).
import type { Config } from './env.server.ts';
import { getRuntime } from './runtime.server.ts';

/** PUBLIC_URL when set; otherwise the address the server listens on (start-up requires PUBLIC_URL in production unless that is loopback). */
export function originFromConfig(config: Pick<Config, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  return new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.PORT}`).origin;
}

export function publicOrigin(): string {
  return originFromConfig(getRuntime().config);
}
