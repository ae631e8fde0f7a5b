// Addresses of news: an article, its cover image in the widths stored, and the feed per language
// (/news/feed.xml?lang=es, the same ?lang= that picks the language of any page).
import type { Locale } from '~/lib/i18n.ts';

export const NEWS_COVER_WIDTHS = [640, 1280] as const;

export type CoverRef = { coverKey: string; coverSizes: readonly number[] };

export function articlePath(slug: string): string {
  return `/news/${slug}`;
}

/** The smallest stored width at least `wanted` wide, else the widest stored. */
export function coverUrl(cover: CoverRef, wanted = Number.POSITIVE_INFINITY): string {
  const sizes = [...cover.coverSizes].sort((a, b) => a - b);
  const width = sizes.find((size) => size >= wanted) ?? sizes[sizes.length - 1] ?? NEWS_COVER_WIDTHS[0];
  return `/uploads/news/${cover.coverKey}w${width}.webp`;
}

export function coverSrcSet(cover: CoverRef): string {
  return [...cover.coverSizes]
    .sort((a, b) => a - b)
    .map((width) => `/uploads/news/${cover.coverKey}w${width}.webp ${width}w`)
    .join(', ');
}

export function feedPath(locale: Locale): string {
  return `/news/feed.xml?lang=${locale}`;
}
