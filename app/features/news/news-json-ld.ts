// schema.org NewsArticle data for an article's page, for search engines and link previews.
export type NewsJsonLdInput = {
  url: string;
  headline: string;
  description: string;
  language: string;
  image: string | null;
  published: Date;
  modified: Date;
  author: string | null;
  orgName: string;
  origin: string;
  tags: string[];
};

export function newsArticleJsonLd(article: NewsJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    url: article.url,
    headline: article.headline.slice(0, 110),
    description: article.description,
    inLanguage: article.language,
    ...(article.image ? { image: [article.image] } : {}),
    datePublished: article.published.toISOString(),
    dateModified: article.modified.toISOString(),
    author: article.author ? { '@type': 'Person', name: article.author } : { '@type': 'Organization', name: article.orgName },
    publisher: { '@type': 'Organization', name: article.orgName, logo: { '@type': 'ImageObject', url: `${article.origin}/icon-512.png` } },
    ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
  };
}
