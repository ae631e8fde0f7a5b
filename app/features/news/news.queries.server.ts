// Reading news articles: the public list (newest first, paged, by tag), one article, the latest for
// the home page, the feed and the sitemap (each only what is public now), and the console's list.
import { and, arrayContains, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import { db, schema } from '~/lib/db.server.ts';
import type { Locale } from '~/lib/i18n.ts';
import { NEWS_PAGE_SIZE } from './news.fields.ts';

const n = schema.newsArticles;
const u = schema.authUsers;

export type ArticleSummary = {
  id: number;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  coverKey: string | null;
  coverSizes: number[];
  coverAlt: LocalizedText;
  tags: string[];
  status: 'draft' | 'published';
  publishAt: Date | null;
  updatedAt: Date;
  isSample: boolean;
  author: { firstName: string; lastName: string; memberId: string } | null;
};

export type ArticleDetail = ArticleSummary & { body: LocalizedText; coverWidth: number | null; coverHeight: number | null; createdAt: Date };

/** Public now: published, and its time has come. */
function isPublic(): SQL {
  return and(eq(n.status, 'published'), lte(n.publishAt, sql`now()`))!;
}

const summaryColumns = {
  id: n.id,
  slug: n.slug,
  title: n.title,
  summary: n.summary,
  coverKey: n.coverKey,
  coverSizes: n.coverSizes,
  coverAlt: n.coverAlt,
  tags: n.tags,
  status: n.status,
  publishAt: n.publishAt,
  updatedAt: n.updatedAt,
  isSample: n.isSample,
  authorFirstName: u.firstName,
  authorLastName: u.lastName,
  authorMemberId: u.memberId,
};

type SummaryRow = Omit<ArticleSummary, 'author'> & { authorFirstName: string | null; authorLastName: string | null; authorMemberId: string | null };

function toSummary({ authorFirstName, authorLastName, authorMemberId, ...row }: SummaryRow): ArticleSummary {
  return { ...row, author: authorMemberId ? { firstName: authorFirstName ?? '', lastName: authorLastName ?? '', memberId: authorMemberId } : null };
}

/** Public articles, newest first, ten a page, optionally with one tag. */
export async function publicArticles(options: { page?: number; tag?: string | null } = {}): Promise<{ articles: ArticleSummary[]; total: number }> {
  const conditions = [isPublic()];
  if (options.tag) conditions.push(arrayContains(n.tags, [options.tag]));
  const page = Math.max(1, options.page ?? 1);
  const [rows, [counted]] = await Promise.all([
    db()
      .select(summaryColumns)
      .from(n)
      .leftJoin(u, eq(u.id, n.authorId))
      .where(and(...conditions))
      .orderBy(desc(n.publishAt), desc(n.id))
      .limit(NEWS_PAGE_SIZE)
      .offset((page - 1) * NEWS_PAGE_SIZE),
    db()
      .select({ total: sql<number>`count(*)::int` })
      .from(n)
      .where(and(...conditions)),
  ]);
  return { articles: rows.map(toSummary), total: counted?.total ?? 0 };
}

/** The newest public articles (the home page's news block). */
export async function latestArticles(limit: number): Promise<ArticleSummary[]> {
  const rows = await db().select(summaryColumns).from(n).leftJoin(u, eq(u.id, n.authorId)).where(isPublic()).orderBy(desc(n.publishAt), desc(n.id)).limit(limit);
  return rows.map(toSummary);
}

/** Tags of public articles, for the tag filter. */
export async function publicTags(): Promise<string[]> {
  const { rows } = await db().execute<{ tag: string }>(sql`
    select distinct unnest(tags) as tag from news_article where status = 'published' and publish_at <= now() order by tag limit 100`);
  return rows.map((row) => row.tag);
}

async function articleWhere(condition: SQL): Promise<ArticleDetail | null> {
  const [row] = await db()
    .select({ ...summaryColumns, body: n.body, coverWidth: n.coverWidth, coverHeight: n.coverHeight, createdAt: n.createdAt })
    .from(n)
    .leftJoin(u, eq(u.id, n.authorId))
    .where(condition);
  if (!row) return null;
  const { body, coverWidth, coverHeight, createdAt, ...summary } = row;
  return { ...toSummary(summary), body, coverWidth, coverHeight, createdAt };
}

/** One article by its address, whatever its state (the page decides who may see a draft). */
export function articleBySlug(slug: string): Promise<ArticleDetail | null> {
  return articleWhere(eq(n.slug, slug));
}

export function articleById(id: number): Promise<ArticleDetail | null> {
  return articleWhere(eq(n.id, id));
}

/** The feed of one language: public articles written in it, newest first. */
export async function feedArticles(locale: Locale, limit = 20): Promise<ArticleDetail[]> {
  const rows = await db()
    .select({ ...summaryColumns, body: n.body, coverWidth: n.coverWidth, coverHeight: n.coverHeight, createdAt: n.createdAt })
    .from(n)
    .leftJoin(u, eq(u.id, n.authorId))
    .where(and(isPublic(), sql`${n.title} ? ${locale}`))
    .orderBy(desc(n.publishAt), desc(n.id))
    .limit(limit);
  return rows.map(({ body, coverWidth, coverHeight, createdAt, ...summary }) => ({ ...toSummary(summary), body, coverWidth, coverHeight, createdAt }));
}

/** Public articles for the sitemap: address and last change. */
export async function articlesForSitemap(): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db().select({ slug: n.slug, updatedAt: n.updatedAt }).from(n).where(isPublic()).orderBy(desc(n.publishAt)).limit(5000);
}

/** Every article for the console: drafts, scheduled and published, the latest changed first. */
export async function consoleArticles(): Promise<ArticleSummary[]> {
  const rows = await db().select(summaryColumns).from(n).leftJoin(u, eq(u.id, n.authorId)).orderBy(desc(n.updatedAt), desc(n.id)).limit(500);
  return rows.map(toSummary);
}

export async function slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db().select({ id: n.id }).from(n).where(eq(n.slug, slug));
  return !!row && row.id !== exceptId;
}
