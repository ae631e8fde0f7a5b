// News articles in /sitemap.xml: one <url> per public article in the first (or only) part, as the
// centres feature does for its pages.
import { escapeXml } from '../sites/site-export.ts';
import { articlePath } from './news-urls.ts';
import { articlesForSitemap } from './news.queries.server.ts';

export async function addArticlesToSitemap(xml: string, origin: string): Promise<string> {
  const end = xml.lastIndexOf('</urlset>');
  if (end === -1) return xml;
  const articles = await articlesForSitemap();
  const entries = articles.map((article) => `  <url><loc>${escapeXml(`${origin}${articlePath(article.slug)}`)}</loc><lastmod>${article.updatedAt.toISOString()}</lastmod></url>\n`);
  return `${xml.slice(0, end)}${entries.join('')}${xml.slice(end)}`;
}
