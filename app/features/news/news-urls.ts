// Addresses of news: an article, its cover image in a few widths, and the feed per language
// (/news/feed.xml?lang=es, the same ?lang= that picks the language of any page).
import type { Locale } from '~/lib/i18n.ts';

export const NEWS_COVER_WIDTHS = [640, 1280] as const;

export function articlePath(slug: string): string {
  return `/news/${slug}`;
}

export function coverUrl(coverKey: string, width: number = NEWS_COVER_WIDTHS[NEWS_COVER_WIDTHS.length - 1]!): string {
  return `/uploads/news/${coverKey}w${width}.webp`;
}

export function coverSrcSet(coverKey: string): string {
  return NEWS_COVER_WIDTHS.map((width) => `${coverUrl(coverKey, width)} ${width}w`).join(', ');
}

export function feedPath(locale: Locale): string {
  return `/news/feed.xml?lang=${locale}`;
}
