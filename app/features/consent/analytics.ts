// When and how the analytics script runs. Google Analytics sets cookies, so it runs only after the
// visitor accepted statistics; Plausible is cookieless and runs without a choice. Neither ever runs
// on a local address (development and tests), without a real id, or before a 5 second delay.
import type { ConsentState } from './consent.ts';

export type AnalyticsProvider = 'google' | 'plausible';
export type AnalyticsSettings = { provider: AnalyticsProvider; id: string };

export const ANALYTICS_DELAY_MS = 5000;
const SCRIPT_ID = 'analytics-script';

/**
 * "Localhost" means the machine itself: the name localhost (and *.localhost, which browsers resolve
 * to the loopback address), any 127.x.x.x address, the IPv6 loopback ::1 and the unspecified
 * address 0.0.0.0. A LAN address or any other host name counts as a real site.
 */
export function isLocalHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === '0.0.0.0' || host === '::';
}

/** Ids like "", "G-XXXXXXXXXX", "UA-XXXXX-X", "changeme" or "your-id" are examples, not accounts. */
export function isPlaceholderId(id: string): boolean {
  const value = id.trim().toLowerCase();
  return value === '' || /x{4,}/.test(value) || ['changeme', 'placeholder', 'your-id', 'example.com', 'todo'].includes(value);
}

export function needsConsent(provider: AnalyticsProvider): boolean {
  return provider === 'google';
}

/** The single decision: should tracking run on this page, now? */
export function shouldTrack(options: { settings: AnalyticsSettings | null; hostname: string; consent: ConsentState }): boolean {
  const { settings, hostname, consent } = options;
  if (!settings || isPlaceholderId(settings.id) || isLocalHostname(hostname)) return false;
  return needsConsent(settings.provider) ? consent.statistic : true;
}

export function scriptSource(settings: AnalyticsSettings): string {
  return settings.provider === 'google'
    ? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(settings.id)}`
    : 'https://plausible.io/js/script.js';
}

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

/** Browser only: turns tracking on (again), loading the provider's script once. */
export function startAnalytics(settings: AnalyticsSettings, win: AnalyticsWindow = window as unknown as AnalyticsWindow): void {
  if (settings.provider === 'google') {
    // Google's documented opt-out flag; cleared when the visitor accepts again.
    win[`ga-disable-${settings.id}`] = false;
    if (!win.gtag) {
      win.dataLayer = win.dataLayer ?? [];
      win.gtag = function gtag() {
        // gtag.js reads the arguments object itself, not an array copy.
        // eslint-disable-next-line prefer-rest-params
        win.dataLayer!.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', settings.id, { anonymize_ip: true });
    }
  }
  const doc = win.document;
  if (doc.getElementById(SCRIPT_ID)) return;
  const script = doc.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = scriptSource(settings);
  if (settings.provider === 'plausible') script.dataset.domain = settings.id;
  doc.head.appendChild(script);
}

/** Browser only: stops Google Analytics and expires its cookies (max-age 1 second). */
export function stopAnalytics(settings: AnalyticsSettings | null, win: AnalyticsWindow = window as unknown as AnalyticsWindow): void {
  if (settings?.provider === 'google') win[`ga-disable-${settings.id}`] = true;
  expireAnalyticsCookies(win.document);
}

const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gac_)/;

/** The host and each parent domain, where analytics scripts may have set their cookies. */
export function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(`; Domain=.${parts.slice(i).join('.')}`);
  return domains;
}

export function expireAnalyticsCookies(doc: Document): string[] {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of names) {
    for (const domain of cookieDomains(doc.location.hostname)) doc.cookie = `${name}=; Path=/; Max-Age=1${domain}`;
  }
  return names;
}
