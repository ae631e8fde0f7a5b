import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';
import { catalogues, loadMessages, localeCookie, resolveLocale } from './i18n.server.ts';
import { chooseLocale } from './locale.server.ts';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`http://localhost${url}`, { headers });

describe('choosing the language', () => {
  it('prefers ?lang=, then the cookie, then Accept-Language, then English', async () => {
    expect(await resolveLocale(request('/?lang=es', { cookie: 'lang=en', 'accept-language': 'en' }))).toEqual({ locale: 'es', fromQuery: true });
    expect(await resolveLocale(request('/', { cookie: 'a=1; lang=es', 'accept-language': 'en' }))).toEqual({ locale: 'es', fromQuery: false });
    expect((await resolveLocale(request('/', { 'accept-language': 'fr-FR,es;q=0.8,en;q=0.5' }))).locale).toBe('es');
    expect((await resolveLocale(request('/', { 'accept-language': 'fr-FR' }))).locale).toBe('en');
    expect((await resolveLocale(request('/?lang=de'))).locale).toBe('en');
  });

  it('ignores a language cookie a client mangled, and answers with the next choice', async () => {
    const spanish = { 'accept-language': 'es-ES' };
    expect((await resolveLocale(request('/', { cookie: 'lang=%E0', ...spanish }))).locale).toBe('es');
    expect((await resolveLocale(request('/', { cookie: `lang=${'x'.repeat(10_000)}; other=%E0%A4`, ...spanish }))).locale).toBe('es');
    expect((await resolveLocale(request('/', { cookie: 'lang="es', ...spanish }))).locale).toBe('es');
    expect((await resolveLocale(request('/', { cookie: 'lang=de; lang=es' }))).locale).toBe('en');
  });

  it('is the same rule for an address given as a path, as the HTTP layer’s own pages have it', () => {
    const choose = (url: string, cookie?: string, acceptLanguage?: string) => chooseLocale({ url, cookie, acceptLanguage }).locale;
    expect(choose('/uploads/%E0?lang=es', 'lang=en')).toBe('es');
    expect(choose('/x', 'theme=dark; lang=es', 'en')).toBe('es');
    // A preference that is not first in Accept-Language, and a cookie a client mangled.
    expect(choose('/x', 'lang="es', 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es');
    expect(choose('/x?lang', 'lang=de; lang=es', 'de')).toBe('en');
    expect(choose('//[', undefined, undefined)).toBe('en');
  });

  it('writes the language cookie as a plain word, Secure over HTTPS', async () => {
    expect(await localeCookie('es', request('/'))).toBe('lang=es; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(await localeCookie('en', new Request('https://diveatlas.example/'))).toMatch(/^lang=en; .*Secure/);
  });
});

describe('catalogues', () => {
  it('have the same keys in English and Spanish, file by file', () => {
    const namespaces = new Set([...Object.keys(catalogues.en), ...Object.keys(catalogues.es)]);
    expect(namespaces.size).toBeGreaterThan(0);
    for (const namespace of namespaces) {
      const en = Object.keys(catalogues.en[namespace] ?? {}).sort();
      const es = Object.keys(catalogues.es[namespace] ?? {}).sort();
      expect({ namespace, missingInSpanish: en.filter((k) => !es.includes(k)) }).toEqual({ namespace, missingInSpanish: [] });
      expect({ namespace, missingInEnglish: es.filter((k) => !en.includes(k)) }).toEqual({ namespace, missingInEnglish: [] });
    }
  });

  it('have no empty messages', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const [namespace, messages] of Object.entries(catalogues[locale])) {
        const empty = Object.entries(messages).filter(([, v]) => typeof v !== 'string' || (v.trim() === '' && !namespace.startsWith('signals')));
        expect({ locale, namespace, empty }).toEqual({ locale, namespace, empty: [] });
      }
    }
  });

  it('hold the language resource keys of the specification', () => {
    const keys = ['LANGUAGE', 'FLAGIMAGE', 'HomeHeadline', 'HomeHeadDescription1', 'HomeHeadDescription2', 'HomeHeadDescription3', 'SearchALocation', 'Search', 'ViewTheMap'];
    for (const locale of ['en', 'es'] as const) {
      for (const key of keys) expect(catalogues[locale].common?.[key], `${locale} ${key}`).toBeTruthy();
    }
    expect(catalogues.es.common?.LANGUAGE).toBe('ES');
  });

  it('translate with placeholders and plural forms', () => {
    const t = createTranslator('es', loadMessages('es', ['common']));
    expect(t('common.HomeHeadline')).toBe('El mundo submarino te espera...');
    expect(t.plural('common.home.siteCount', 1)).toBe('1 punto de buceo y sumando');
    expect(t.plural('common.home.siteCount', 1200)).toBe('1200 puntos de buceo y sumando');
    expect(t('common.error.reference', { requestId: 'abc' })).toBe('Referencia: abc');
  });
});
