// Writing news articles, one transaction per save: the article, and an audit entry when it is
// published or scheduled (or taken back to a draft). A new cover goes through the image pipeline
// before the transaction, and the replaced one is removed after it commits.
import { eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import { writeAudit } from '~/lib/audit-log.server.ts';
import { db, schema } from '~/lib/db.server.ts';
import { logger } from '~/lib/runtime.server.ts';
import { hitWriteLimit } from '~/lib/write-limits.server.ts';
import { deleteNewsCover, saveNewsCover, type StoredCover } from './news-cover.server.ts';
import { renderMarkdown } from './news-markdown.server.ts';
import { publishTime, type ArticleInput } from './news.schema.ts';
import { slugTaken } from './news.queries.server.ts';

const n = schema.newsArticles;

export type ArticleRefusal = { ok: false; field: string; error: string };

function localized(en: string, es: string): LocalizedText {
  const text: LocalizedText = {};
  if (en) text.en = en;
  if (es) text.es = es;
  return text;
}

/** The editor's live preview of an article's text, as readers will get it; counted per editor. */
export async function previewArticle(options: { editorId: string; body: string }): Promise<{ ok: true; html: string } | { ok: false; error: 'rateLimited' }> {
  if (!(await hitWriteLimit('newsPreview', options.editorId)).allowed) return { ok: false, error: 'rateLimited' };
  return { ok: true, html: renderMarkdown(options.body) };
}

/**
 * Creates (`id` null) or changes an article. Who may write was checked by the caller; this checks
 * what only the database knows (the address is free, the article exists).
 */
export async function saveArticle(options: { id: number | null; authorId: string; input: ArticleInput; cover: File | null; now?: Date }): Promise<{ ok: true; id: number; slug: string } | ArticleRefusal | null> {
  const { input, authorId } = options;
  if (!(await hitWriteLimit('newsSave', authorId)).allowed) return { ok: false, field: 'form', error: 'news.error.rateLimited' };
  if (await slugTaken(input.slug, options.id)) return { ok: false, field: 'slug', error: 'news.error.slugTaken' };
  const now = options.now ?? new Date();
  const cover: StoredCover | null = options.cover ? await saveNewsCover(options.cover) : null;
  const publishAt = publishTime(input, now);
  const columns = {
    slug: input.slug,
    title: localized(input.titleEn, input.titleEs),
    summary: localized(input.summaryEn, input.summaryEs),
    body: localized(input.bodyEn, input.bodyEs),
    coverAlt: localized(input.coverAltEn, input.coverAltEs),
    tags: input.tags,
    status: input.state === 'publish' ? ('published' as const) : ('draft' as const),
    publishAt,
    updatedAt: now,
    ...(cover
      ? { coverKey: cover.key, coverSizes: cover.sizes, coverWidth: cover.width, coverHeight: cover.height }
      : input.removeCover
        ? { coverKey: null, coverSizes: [], coverWidth: null, coverHeight: null }
        : {}),
  };
  let replacedCover: { key: string; sizes: number[] } | null = null as { key: string; sizes: number[] } | null;
  try {
    const outcome = await db().transaction(async (tx) => {
      let id = options.id;
      let before: { status: 'draft' | 'published'; publishAt: Date | null; coverKey: string | null; coverSizes: number[] } | null = null;
      if (id === null) {
        const [row] = await tx.insert(n).values({ ...columns, authorId }).returning({ id: n.id });
        id = row!.id;
      } else {
        const [row] = await tx.select({ status: n.status, publishAt: n.publishAt, coverKey: n.coverKey, coverSizes: n.coverSizes }).from(n).where(eq(n.id, id)).for('update');
        if (!row) return null;
        before = row;
        await tx.update(n).set(columns).where(eq(n.id, id));
        if (row.coverKey && (cover || input.removeCover)) replacedCover = { key: row.coverKey, sizes: row.coverSizes };
      }
      const published = columns.status === 'published';
      const wasPublished = before?.status === 'published';
      const timeChanged = before?.publishAt?.getTime() !== publishAt?.getTime();
      if (published && (!wasPublished || timeChanged)) {
        await writeAudit(tx, { actorId: authorId, action: 'news.publish', target: { type: 'news', id, label: input.titleEn || input.titleEs }, details: { slug: input.slug, publishAt: publishAt!.toISOString() } });
      } else if (!published && wasPublished) {
        await writeAudit(tx, { actorId: authorId, action: 'news.unpublish', target: { type: 'news', id, label: input.titleEn || input.titleEs }, details: { slug: input.slug } });
      }
      return id;
    });
    if (outcome === null) {
      if (cover) await deleteNewsCover(cover.key, cover.sizes);
      return null;
    }
    if (replacedCover) await deleteNewsCover(replacedCover.key, replacedCover.sizes).catch((error: unknown) => logger().warn({ err: error }, 'old news cover not removed'));
    logger().info({ articleId: outcome, state: input.state }, 'news article saved');
    return { ok: true, id: outcome, slug: input.slug };
  } catch (error) {
    if (cover) await deleteNewsCover(cover.key, cover.sizes);
    throw error;
  }
}
