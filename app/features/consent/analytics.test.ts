import { describe, expect, it } from 'vitest';
import { cookieDomains, expireAnalyticsCookies, isLocalHostname, isPlaceholderId, scriptSource, shouldTrack, startAnalytics, stopAnalytics } from './analytics.ts';
import { NO_CONSENT } from './consent.ts';

const accepted = { ...NO_CONSENT, done: true, statistic: true };
const declined = { ...NO_CONSENT, done: true };
const google = { provider: 'google' as const, id: 'G-4B7Q2LMN8Z' };
const plausible = { provider: 'plausible' as const, id: 'diveatlas.org' };

describe('when analytics may run', () => {
  it('treats the machine itself as local: localhost, *.localhost, 127.x, ::1 and 0.0.0.0', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '0.0.0.0', 'localhost.']) {
      expect(isLocalHostname(host), host).toBe(true);
    }
    for (const host of ['diveatlas.org', 'localhost.example.com', '192.168.1.20', '10.0.0.5', 'my127.0.0.1.site']) {
      expect(isLocalHostname(host), host).toBe(false);
    }
  });

  it('ignores missing and example ids', () => {
    for (const id of ['', ' ', 'G-XXXXXXXXXX', 'UA-XXXXXXX-X', 'changeme', 'placeholder', 'your-id']) expect(isPlaceholderId(id), id).toBe(true);
    expect(isPlaceholderId('G-4B7Q2LMN8Z')).toBe(false);
  });

  it('runs Google Analytics only with the statistics consent, Plausible without a choice, and neither on localhost', () => {
    expect(shouldTrack({ settings: google, hostname: 'diveatlas.org', consent: accepted })).toBe(true);
    expect(shouldTrack({ settings: google, hostname: 'diveatlas.org', consent: declined })).toBe(false);
    expect(shouldTrack({ settings: google, hostname: 'diveatlas.org', consent: NO_CONSENT })).toBe(false);
    expect(shouldTrack({ settings: plausible, hostname: 'diveatlas.org', consent: NO_CONSENT })).toBe(true);
    expect(shouldTrack({ settings: google, hostname: 'localhost', consent: accepted })).toBe(false);
    expect(shouldTrack({ settings: plausible, hostname: '127.0.0.1', consent: accepted })).toBe(false);
    expect(shouldTrack({ settings: { ...google, id: 'G-XXXXXXXXXX' }, hostname: 'diveatlas.org', consent: accepted })).toBe(false);
    expect(shouldTrack({ settings: null, hostname: 'diveatlas.org', consent: accepted })).toBe(false);
  });
});

function fakeWindow(hostname = 'www.diveatlas.org', cookie = '') {
  const appended: Record<string, unknown>[] = [];
  const written: string[] = [];
  const document = {
    location: { hostname },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
    getElementById: (id: string) => appended.find((element) => element.id === id) ?? null,
    createElement: () => ({ dataset: {} as Record<string, string> }) as Record<string, unknown>,
    head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
  };
  return { win: { document } as unknown as Window & Record<string, unknown>, appended, written };
}

describe('starting and stopping analytics', () => {
  it('loads the provider script once, with Plausible’s domain attribute', () => {
    const { win, appended } = fakeWindow();
    startAnalytics(google, win);
    startAnalytics(google, win);
    expect(appended).toHaveLength(1);
    expect(appended[0]?.src).toBe(scriptSource(google));
    expect(scriptSource(google)).toBe('https://www.googletagmanager.com/gtag/js?id=G-4B7Q2LMN8Z');
    expect(win['ga-disable-G-4B7Q2LMN8Z']).toBe(false);
    expect((win as unknown as { dataLayer: unknown[] }).dataLayer).toHaveLength(2);

    const other = fakeWindow();
    startAnalytics(plausible, other.win);
    expect(other.appended[0]?.src).toBe('https://plausible.io/js/script.js');
    expect((other.appended[0]?.dataset as Record<string, string>).domain).toBe('diveatlas.org');
  });

  it('on decline switches Google off and expires its cookies after one second, on the host and parent domains', () => {
    const { win, written } = fakeWindow('www.diveatlas.org', 'lang=es; _ga=GA1.1.1; _ga_4B7Q2LMN8Z=GS1; _gid=GA1.2; cookieChoiceDone=true');
    stopAnalytics(google, win);
    expect(win['ga-disable-G-4B7Q2LMN8Z']).toBe(true);
    expect(written).toContain('_ga=; Path=/; Max-Age=1');
    expect(written).toContain('_ga=; Path=/; Max-Age=1; Domain=.diveatlas.org');
    expect(written).toContain('_gid=; Path=/; Max-Age=1; Domain=.www.diveatlas.org');
    expect(written.some((entry) => entry.startsWith('lang=') || entry.startsWith('cookieChoiceDone='))).toBe(false);
    expect(expireAnalyticsCookies(win.document)).toEqual(['_ga', '_ga_4B7Q2LMN8Z', '_gid']);
    expect(cookieDomains('a.b.c')).toEqual(['', '; Domain=.a.b.c', '; Domain=.b.c']);
  });
});
