// The head tags every page carries: title, description, canonical and language alternates, and the
// social-sharing tags. Route `meta` functions call pageMeta(); it reads the root loader's data.
import type { MetaDescriptor } from 'react-router';
import { LOCALES } from '~/lib/i18n.ts';
import type { FrameData } from './frame-data.ts';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

export const DEFAULT_SOCIAL_IMAGE = '/images/og-image.png';

export type PageHead = {
  matches: readonly MetaMatch[];
  location: { pathname: string; search?: string };
  /** The page's own title; the organisation name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  fullTitle?: boolean;
  /** A site path (or absolute URL) of the page's own social image. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  /** Keep the page out of search results (error pages, personal pages). */
  noindex?: boolean;
};

const OG_LOCALE = { en: 'en_GB', es: 'es_ES' } as const;

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export function frameDataFrom(matches: readonly MetaMatch[]): FrameData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as FrameData | undefined;
}

export function pageMeta(head: PageHead): MetaDescriptor[] {
  const frame = frameDataFrom(head.matches);
  const siteUrl = frame?.siteUrl ?? 'http://localhost';
  const orgName = frame?.orgName ?? 'DiveAtlas';
  const locale = frame?.locale ?? 'en';
  const title = head.fullTitle ? head.title : `${head.title} · ${orgName}`;
  const url = absolute(siteUrl, head.location.pathname);
  const image = absolute(siteUrl, head.image ?? DEFAULT_SOCIAL_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: head.description },
    { property: 'og:url', content: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: head.imageAlt ?? orgName },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:site_name', content: orgName },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
  ];
  if (head.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    // Each language version is its own page for search engines: ?lang= selects it on any URL.
    tags.push({ tagName: 'link', rel: 'canonical', href: locale === 'en' ? url : `${url}?lang=${locale}` });
    for (const other of LOCALES) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: other, href: `${url}?lang=${other}` });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url });
  }
  return tags;
}
