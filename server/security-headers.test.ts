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
});
