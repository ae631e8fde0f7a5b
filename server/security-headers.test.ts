import { describe, expect, it } from 'vitest';
import { loadConfig } from '../app/lib/env.server.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  const config = loadConfig({});

  it('allow only scripts carrying this response nonce and forbid framing', () => {
    const headers = securityHeaders({ nonce: 'abc123', config, dev: false, https: false });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'nonce-abc123'");
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).not.toContain('googletagmanager');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it('add HSTS over HTTPS and allow a configured analytics provider', () => {
    const withAnalytics = loadConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'divers.example.org' });
    const headers = securityHeaders({ nonce: 'n', config: withAnalytics, dev: false, https: true });
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['Content-Security-Policy']).toContain('https://plausible.io');
  });

  it('allow the map style host and the tile hosts it names, for images and fetches only', () => {
    const withMap = loadConfig({ MAP_STYLE_URL: 'https://maps.example.org/styles/reef.json', MAP_EXTRA_ORIGINS: 'https://tiles.example.net/v1, https://fonts.example.net' });
    const csp = securityHeaders({ nonce: 'n', config: withMap, dev: false, https: true })['Content-Security-Policy'];
    const directive = (name: string) => csp?.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    for (const origin of ['https://maps.example.org', 'https://tiles.example.net', 'https://fonts.example.net']) {
      expect(directive('img-src')).toContain(origin);
      expect(directive('connect-src')).toContain(origin);
      expect(directive('script-src')).not.toContain(origin);
    }
    expect(directive('connect-src')).not.toContain('/v1');
  });

  it('refuse a tile host that is not an https address', () => {
    expect(() => loadConfig({ MAP_EXTRA_ORIGINS: 'http://tiles.example.net' })).toThrow(/MAP_EXTRA_ORIGINS/);
    expect(() => loadConfig({ MAP_EXTRA_ORIGINS: 'not a url' })).toThrow(/MAP_EXTRA_ORIGINS/);
  });
});
