// The Atom feed of one language (/news/feed.xml?lang=en|es): the public articles written in it,
// newest first, each with its summary and its sanitised HTML (the same renderer as the page).
import { escapeXml } from '../sites/site-export.ts';
import type { Locale } from '~/lib/i18n.ts';
import { renderMarkdown, markdownToText } from './news-markdown.server.ts';
import { articlePath, coverUrl, feedPath } from './news-urls.ts';
import type { ArticleDetail } from './news.queries.server.ts';

export function atomFeed(options: { articles: ArticleDetail[]; locale: Locale; origin: string; title: string; subtitle: string; orgName: string }): string {
  const { articles, locale, origin } = options;
  const updated = articles.reduce((latest, article) => Math.max(latest, article.updatedAt.getTime(), article.publishAt?.getTime() ?? 0), 0);
  const entries = articles.map((article) => {
    const url = `${origin}${articlePath(article.slug)}${locale === 'en' ? '' : `?lang=${locale}`}`;
    const body = article.body[locale] ?? '';
    const summary = article.summary[locale] || markdownToText(body);
    const cover = article.coverKey ? `<p><img src="${escapeXml(`${origin}${coverUrl({ coverKey: article.coverKey, coverSizes: article.coverSizes })}`)}" alt="${escapeXml(article.coverAlt[locale] ?? '')}" /></p>` : '';
    const author = article.author ? `${article.author.firstName} ${article.author.lastName}`.trim() : options.orgName;
    return [
      '  <entry>',
      `    <id>${escapeXml(`${origin}${articlePath(article.slug)}#${locale}`)}</id>`,
      `    <title>${escapeXml(article.title[locale] ?? '')}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}" />`,
      `    <published>${article.publishAt!.toISOString()}</published>`,
      `    <updated>${article.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(author)}</name></author>`,
      ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}" />`),
      `    <summary>${escapeXml(summary)}</summary>`,
      `    <content type="html">${escapeXml(cover + renderMarkdown(body))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(`${origin}${feedPath(locale)}`)}</id>`,
    `  <title>${escapeXml(options.title)}</title>`,
    `  <subtitle>${escapeXml(options.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}${feedPath(locale)}`)}" />`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/news${locale === 'en' ? '' : `?lang=${locale}`}`)}" />`,
    `  <updated>${new Date(updated || Date.now()).toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
