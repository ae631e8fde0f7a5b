// The head tags of every page, from one function: title, description, canonical address and its
// English and Spanish alternates, and the social-sharing tags (Open Graph and Twitter). Each route's
// `meta` export calls pageMeta(); it reads the organisation name, language and public address from
// the root loader's data. A page with its own picture (a listing's first photo, a centre's) passes
// it as `image`; the others share the default social image.
import type { MetaDescriptor } from 'react-router';
import { LOCALES, type Locale } from './i18n.ts';

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** What pageMeta reads from the root loader's data. */
export type RootHeadData = { locale: Locale; orgName: string; siteUrl: string };

export const DEFAULT_SOCIAL_IMAGE = '/images/og-image.png';

export type PageHead = {
  matches: readonly MetaMatch[];
  location: { pathname: string; search?: string };
  /** The page's own title; the organisation name is appended unless `fullTitle` is set. */
  title: string;
  description: string;
  fullTitle?: boolean;
  /** The page's address when it is not its path alone (a search with its filters): a site path or absolute URL. */
  canonical?: string;
  /** A site path or absolute URL of the page's own social image; without it, the default one. */
  image?: string | null;
  imageAlt?: string;
  /** og:type; a dive site is a "place". */
  type?: 'website' | 'article' | 'profile' | 'place';
  /** Keep the page out of search results (forms, personal pages, error pages). */
  noindex?: boolean;
  /**
   * The languages the page's own content is written in (a news article in one language): only
   * those get alternate links, and a page read in another language points its canonical link at one
   * of them. Without it, every language.
   */
  languages?: readonly Locale[];
};

const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', es: 'es_ES' };

export function rootHeadData(matches: readonly MetaMatch[]): RootHeadData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootHeadData | undefined;
}

/** The same address in another language: ?lang= selects it on any page. */
function inLanguage(url: URL, locale: Locale): string {
  const copy = new URL(url);
  copy.searchParams.set('lang', locale);
  return copy.toString();
}

export function pageMeta(head: PageHead): MetaDescriptor[] {
  const root = rootHeadData(head.matches);
  const siteUrl = root?.siteUrl ?? 'http://localhost';
  const orgName = root?.orgName ?? 'DiveAtlas';
  const locale = root?.locale ?? 'en';
  const title = head.fullTitle ? head.title : `${head.title} · ${orgName}`;
  const url = new URL(head.canonical ?? head.location.pathname, siteUrl);
  url.searchParams.delete('lang');
  const image = new URL(head.image ?? DEFAULT_SOCIAL_IMAGE, siteUrl).toString();
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: head.description },
    { property: 'og:url', content: url.toString() },
    { property: 'og:title', content: title },
    { property: 'og:description', content: head.description },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: head.imageAlt ?? (head.image ? head.title : orgName) },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:site_name', content: orgName },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALE[other] })),
    // A page's own photo is worth the large card; the default image is the brand's.
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
  ];
  if (head.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else {
    // Each language version is its own page for search engines.
    const languages = head.languages?.length ? LOCALES.filter((other) => head.languages!.includes(other)) : LOCALES;
    const canonicalLocale = languages.includes(locale) ? locale : languages[0]!;
    tags.push({ tagName: 'link', rel: 'canonical', href: canonicalLocale === 'en' ? url.toString() : inLanguage(url, canonicalLocale) });
    for (const other of languages) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: other, href: inLanguage(url, other) });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url.toString() });
  }
  return tags;
}
