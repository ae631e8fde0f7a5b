import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-head.ts';

const matches = (locale: 'en' | 'es') => [{ id: 'root', loaderData: { locale, orgName: 'DiveAtlas', siteUrl: 'https://diveatlas.example' } }];

function tag(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((entry) => (entry as Record<string, string>)[key] === value) as Record<string, string> | undefined;
}

describe('page head tags', () => {
  it('give every page a title with the organisation, a description, social tags and language alternates', () => {
    const tags = pageMeta({ matches: matches('en'), location: { pathname: '/about' }, title: 'About us', description: 'What we do.' });
    expect(tags).toContainEqual({ title: 'About us · DiveAtlas' });
    expect(tag(tags, 'name', 'description')?.content).toBe('What we do.');
    expect(tag(tags, 'property', 'og:url')?.content).toBe('https://diveatlas.example/about');
    expect(tag(tags, 'property', 'og:title')?.content).toBe('About us · DiveAtlas');
    expect(tag(tags, 'property', 'og:image')?.content).toBe('https://diveatlas.example/images/og-image.png');
    expect(tag(tags, 'property', 'og:type')?.content).toBe('website');
    expect(tag(tags, 'name', 'twitter:card')?.content).toBe('summary');
    expect(tag(tags, 'rel', 'canonical')?.href).toBe('https://diveatlas.example/about');
    expect(tags.filter((entry) => (entry as Record<string, string>).rel === 'alternate').map((entry) => (entry as Record<string, string>).hrefLang)).toEqual(['en', 'es', 'x-default']);
  });

  it('use a page’s own image and type, the Spanish canonical address, and keep error pages out of search', () => {
    const tags = pageMeta({ matches: matches('es'), location: { pathname: '/listing/7' }, title: 'Blue Hole', description: 'x', image: '/uploads/p.webp', type: 'article' });
    expect(tag(tags, 'property', 'og:image')?.content).toBe('https://diveatlas.example/uploads/p.webp');
    expect(tag(tags, 'property', 'og:type')?.content).toBe('article');
    expect(tag(tags, 'property', 'og:locale')?.content).toBe('es_ES');
    expect(tag(tags, 'rel', 'canonical')?.href).toBe('https://diveatlas.example/listing/7?lang=es');
    const error = pageMeta({ matches: matches('en'), location: { pathname: '/nope' }, title: 'Page not found', description: 'x', noindex: true });
    expect(tag(error, 'name', 'robots')?.content).toBe('noindex');
    expect(tag(error, 'rel', 'canonical')).toBeUndefined();
  });
});
