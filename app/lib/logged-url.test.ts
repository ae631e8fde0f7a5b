import { describe, expect, it } from 'vitest';
import { redactUrl } from './logged-url.ts';

describe('an address as the log writes it', () => {
  it('hides the secret of a calendar feed, a reset or verification link and an unsubscribe link', () => {
    expect(redactUrl('/calendar/abc123/trips.ics')).toBe('/calendar/[redacted]/trips.ics');
    expect(redactUrl('http://127.0.0.1:3000/calendar/abc123/trips.ics?x=1')).toBe('http://127.0.0.1:3000/calendar/[redacted]/trips.ics?x=1');
    expect(redactUrl('/reset-password?lang=es&token=s3cr3t')).toBe('/reset-password?lang=es&token=[redacted]');
    expect(redactUrl('/verify-email?token=s3cr3t&redirectTo=%2Faccount')).toBe('/verify-email?token=[redacted]&redirectTo=%2Faccount');
    expect(redactUrl('/unsubscribe/s3cr3t')).toBe('/unsubscribe/[redacted]');
    expect(redactUrl('/api/auth/reset-password/s3cr3t?callbackURL=%2Freset-password')).toBe('/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password');
    // Spelled otherwise, still a secret.
    expect(redactUrl('/%63alendar/abc123/trips.ics')).toBe('/%63alendar/[redacted]/trips.ics');
    expect(redactUrl('/x?%74oken=s3cr3t&Token=again&code')).toBe('/x?%74oken=[redacted]&Token=[redacted]&code=[redacted]');
  });

  it('leaves every other address as it came, malformed or not', () => {
    for (const url of ['/', '/reset-password', '/verify-email?redirectTo=%2Flisting%2F4', '/listing/42?lang=es', '/%E0%A4?lang=%E0', '/calendar/', '/explore?q=token+bay']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
