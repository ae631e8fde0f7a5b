import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { catalogues, loadMessages } from './i18n.server.ts';
import { pageMeta } from './page-meta.ts';

const ORIGIN = 'https://diveatlas.example';
// Every catalogue, as the root and page loaders together give them to a page's meta.
const rootMatch = (locale: 'en' | 'es') => ({ id: 'root', loaderData: { locale, orgName: 'DiveAtlas', siteUrl: ORIGIN, messages: loadMessages(locale, Object.keys(catalogues[locale])) } });
const matches = (locale: 'en' | 'es') => [rootMatch(locale)];

type Tag = Record<string, string>;
const tag = (tags: readonly MetaDescriptor[], key: string, value: string) => tags.find((entry) => (entry as Tag)[key] === value) as Tag | undefined;
const all = (tags: readonly MetaDescriptor[], key: string, value: string) => tags.filter((entry) => (entry as Tag)[key] === value) as Tag[];

describe('page head tags', () => {
  it('give every page a title with the organisation, a description, social tags and language alternates', () => {
    const tags = pageMeta({ matches: matches('en'), location: { pathname: '/about' }, title: 'About us', description: 'What we do.' });
    expect(tags).toContainEqual({ title: 'About us · DiveAtlas' });
    expect(tag(tags, 'name', 'description')?.content).toBe('What we do.');
    expect(tag(tags, 'property', 'og:url')?.content).toBe(`${ORIGIN}/about`);
    expect(tag(tags, 'property', 'og:title')?.content).toBe('About us · DiveAtlas');
    expect(tag(tags, 'property', 'og:image')?.content).toBe(`${ORIGIN}/images/og-image.png`);
    expect(tag(tags, 'property', 'og:type')?.content).toBe('website');
    expect(tag(tags, 'property', 'og:site_name')?.content).toBe('DiveAtlas');
    expect(tag(tags, 'property', 'og:locale')?.content).toBe('en_GB');
    expect(tag(tags, 'name', 'twitter:card')?.content).toBe('summary');
    expect(tag(tags, 'rel', 'canonical')?.href).toBe(`${ORIGIN}/about`);
    expect(all(tags, 'rel', 'alternate').map((entry) => [entry.hrefLang, entry.href])).toEqual([
      ['en', `${ORIGIN}/about?lang=en`],
      ['es', `${ORIGIN}/about?lang=es`],
      ['x-default', `${ORIGIN}/about`],
    ]);
  });

  it('use a page’s own image and type, the Spanish canonical address, and keep error pages out of search', () => {
    const tags = pageMeta({ matches: matches('es'), location: { pathname: '/listing/7' }, title: 'Blue Hole', description: 'x', image: '/uploads/p.webp', type: 'place' });
    expect(tag(tags, 'property', 'og:image')?.content).toBe(`${ORIGIN}/uploads/p.webp`);
    expect(tag(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(tag(tags, 'property', 'og:type')?.content).toBe('place');
    expect(tag(tags, 'property', 'og:locale')?.content).toBe('es_ES');
    expect(tag(tags, 'rel', 'canonical')?.href).toBe(`${ORIGIN}/listing/7?lang=es`);
    const error = pageMeta({ matches: matches('en'), location: { pathname: '/nope' }, title: 'Page not found', description: 'x', noindex: true });
    expect(tag(error, 'name', 'robots')?.content).toBe('noindex');
    expect(tag(error, 'rel', 'canonical')).toBeUndefined();
  });

  it('point a page written in one language at that language only', () => {
    const tags = pageMeta({ matches: matches('en'), location: { pathname: '/news/hola' }, title: 'Hola', description: 'x', languages: ['es'], type: 'article' });
    expect(tag(tags, 'rel', 'canonical')?.href).toBe(`${ORIGIN}/news/hola?lang=es`);
    expect(all(tags, 'rel', 'alternate').map((entry) => entry.hrefLang)).toEqual(['es', 'x-default']);
  });

  it('keep a search page’s own query in its canonical address, and never a language in it', () => {
    const tags = pageMeta({ matches: matches('es'), location: { pathname: '/explore' }, canonical: `${ORIGIN}/explore?q=wreck&lang=es`, title: 'Wrecks', description: 'x' });
    expect(tag(tags, 'property', 'og:url')?.content).toBe(`${ORIGIN}/explore?q=wreck`);
    expect(tag(tags, 'rel', 'canonical')?.href).toBe(`${ORIGIN}/explore?q=wreck&lang=es`);
  });
});

type RouteEntry = { id?: string; path?: string; file: string; children?: RouteEntry[] };
type RouteModule = { default?: unknown; meta?: (args: Record<string, unknown>) => MetaDescriptor[] };

function flatten(entries: readonly RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const pageModules = import.meta.glob<RouteModule>('../routes/*.{ts,tsx}');

describe('every page in app/routes.ts has its head from pageMeta', () => {
  const entries = flatten(routes as RouteEntry[]);

  it.each(entries.map((entry) => [entry.path ?? '/', entry.file] as const))('%s (%s)', async (path, file) => {
    const load = pageModules[`../${file}`];
    expect(load, `${file} is in app/routes/`).toBeDefined();
    const module = await load!();
    // Resource routes (files, JSON, redirects) have no page and no head.
    if (!module.default || file === 'routes/not-found.tsx') return;
    expect(module.meta, `${file} exports meta`).toBeTypeOf('function');
    const pathname = `/${path.replace(/:(\w+)/g, '1').replace('*', 'x')}`.replace('//', '/');
    for (const locale of ['en', 'es'] as const) {
      const tags = module.meta!({ matches: [rootMatch(locale), { id: file, loaderData: undefined }], location: { pathname, search: '' }, loaderData: undefined, params: {}, error: undefined });
      const title = tags.find((entry) => 'title' in entry) as { title: string } | undefined;
      expect(title?.title, `${file} title`).toMatch(/DiveAtlas/);
      expect(title?.title, `${file} title is a text, not a message key`).not.toMatch(/^[a-z]+\.[\w.]+( · |$)/);
      for (const property of ['og:url', 'og:title', 'og:description', 'og:image', 'og:type', 'og:site_name', 'og:locale']) {
        expect(tag(tags, 'property', property)?.content, `${file} ${property}`).toBeTruthy();
      }
      expect(tag(tags, 'name', 'description')?.content, `${file} description`).toBeTruthy();
      expect(tag(tags, 'name', 'twitter:card')?.content, `${file} twitter:card`).toMatch(/^summary/);
      const indexed = !tag(tags, 'name', 'robots');
      if (indexed) {
        expect(tag(tags, 'rel', 'canonical')?.href, `${file} canonical`).toMatch(new RegExp(`^${ORIGIN}/`));
        expect(all(tags, 'rel', 'alternate').map((entry) => entry.hrefLang)).toEqual(['en', 'es', 'x-default']);
      }
    }
    // The first route loads the server modules behind every page.
  }, 60_000);
});

describe('a listing’s and a centre’s social image', () => {
  const metaArgs = (loaderData: unknown, pathname: string) => ({ matches: [rootMatch('en')], location: { pathname }, loaderData, params: {}, error: undefined });
  const listingData = (image: string | null) => ({
    site: { name: 'Blue Hole', siteTypes: ['wall'], level: 'advanced' },
    place: 'Dahab, Egypt',
    url: `${ORIGIN}/listing/1`,
    image,
    metaDescription: 'A wall.',
  });

  it('is the listing’s first photo, else the default social image', async () => {
    const listing = (await pageModules['../routes/listing.$id.tsx']!()) as RouteModule;
    const withPhoto = listing.meta!(metaArgs(listingData(`${ORIGIN}/listing/1/photos/abc-1280.webp`), '/listing/1'));
    expect(tag(withPhoto, 'property', 'og:image')?.content).toBe(`${ORIGIN}/listing/1/photos/abc-1280.webp`);
    expect(tag(withPhoto, 'property', 'og:type')?.content).toBe('place');
    const withoutPhoto = listing.meta!(metaArgs(listingData(null), '/listing/1'));
    expect(tag(withoutPhoto, 'property', 'og:image')?.content).toBe(`${ORIGIN}/images/og-image.png`);
  });

  it('is the centre’s first photo, else the default social image', async () => {
    const centre = (await pageModules['../routes/dive-center.$id.tsx']!()) as RouteModule;
    const data = (image: string | null) => ({ center: { name: 'Reef Divers', kind: 'center', countryCode: 'EG', region: 'Dahab', status: 'published' }, image, metaDescription: 'Courses.' });
    expect(tag(centre.meta!(metaArgs(data(`${ORIGIN}/uploads/centers/a.webp`), '/dive-center/1')), 'property', 'og:image')?.content).toBe(`${ORIGIN}/uploads/centers/a.webp`);
    expect(tag(centre.meta!(metaArgs(data(null), '/dive-center/1')), 'property', 'og:image')?.content).toBe(`${ORIGIN}/images/og-image.png`);
  });
});
