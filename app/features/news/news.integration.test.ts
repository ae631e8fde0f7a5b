// News on a real database: drafts stay hidden, a scheduled article appears at its time (computed
// when read), each language has its feed, publishing is audited, and Markdown stays inert in the feed.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/lib/db.server.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { listAudit } from '../admin/audit.queries.server.ts';
import { atomFeed } from './news-feed.server.ts';
import { articleState } from './news.policy.ts';
import { articleBySlug, articlesForSitemap, feedArticles, latestArticles, publicArticles } from './news.queries.server.ts';
import { ArticleSchema, type ArticleInput } from './news.schema.ts';
import { saveArticle } from './news.service.server.ts';

let sequence = 0;
function input(overrides: Partial<Record<keyof ArticleInput, string>> = {}): ArticleInput {
  sequence += 1;
  return ArticleSchema.parse({ slug: `test-article-${sequence}-${Date.now()}`, titleEn: 'Test article', bodyEn: 'Test text.', state: 'publish', publishAt: '', tags: 'test', ...overrides });
}

describe('news articles', () => {
  it('keeps a draft out of every public list until it is published', async () => {
    const editor = await createMember({ role: 'editor' });
    const draft = input({ state: 'draft' });
    const saved = await saveArticle({ id: null, authorId: editor.id, input: draft, cover: null });
    expect(saved).toMatchObject({ ok: true });
    const slugs = async () => (await publicArticles()).articles.map((article) => article.slug);
    expect(await slugs()).not.toContain(draft.slug);
    expect(articleState((await articleBySlug(draft.slug))!)).toBe('draft');
    const id = saved && saved.ok ? saved.id : 0;
    await saveArticle({ id, authorId: editor.id, input: { ...draft, state: 'publish' }, cover: null });
    expect(await slugs()).toContain(draft.slug);
    expect((await latestArticles(3)).map((article) => article.slug)).toContain(draft.slug);
    expect((await articlesForSitemap()).map((article) => article.slug)).toContain(draft.slug);
    const actions = (await listAudit({ actor: editor.memberId })).entries.map((entry) => entry.action);
    expect(actions).toEqual(['news.publish']);
  });

  it('publishes a scheduled article at its time, with no job: the time is compared when read', async () => {
    const editor = await createMember({ role: 'editor' });
    const later = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    const scheduled = input({ publishAt: later, titleEs: 'Artículo programado', bodyEs: 'Texto.' });
    const saved = await saveArticle({ id: null, authorId: editor.id, input: scheduled, cover: null });
    const article = (await articleBySlug(scheduled.slug))!;
    expect(articleState(article)).toBe('scheduled');
    expect((await publicArticles()).articles.map((row) => row.slug)).not.toContain(scheduled.slug);
    expect((await feedArticles('es')).map((row) => row.slug)).not.toContain(scheduled.slug);
    // The hour passes.
    await db().execute(sql`update news_article set publish_at = now() - interval '1 minute' where id = ${saved && saved.ok ? saved.id : 0}`);
    expect(articleState((await articleBySlug(scheduled.slug))!)).toBe('published');
    expect((await publicArticles()).articles.map((row) => row.slug)).toContain(scheduled.slug);
    expect((await feedArticles('es')).map((row) => row.slug)).toContain(scheduled.slug);
  });

  it('has one feed per language, holding only the articles written in it', async () => {
    const editor = await createMember({ role: 'editor' });
    const english = input({ titleEn: 'Test English only' });
    const spanish = input({ titleEn: '', bodyEn: '', titleEs: 'Prueba solo en español', bodyEs: 'Texto de prueba.' });
    await saveArticle({ id: null, authorId: editor.id, input: english, cover: null });
    await saveArticle({ id: null, authorId: editor.id, input: spanish, cover: null });
    const en = (await feedArticles('en')).map((row) => row.slug);
    const es = (await feedArticles('es')).map((row) => row.slug);
    expect(en).toContain(english.slug);
    expect(en).not.toContain(spanish.slug);
    expect(es).toContain(spanish.slug);
    expect(es).not.toContain(english.slug);
  });

  it('refuses a second article at the same address, and tags filter the list', async () => {
    const editor = await createMember({ role: 'editor' });
    const first = input({ tags: 'Wrecks, Malta' });
    await saveArticle({ id: null, authorId: editor.id, input: first, cover: null });
    expect(await saveArticle({ id: null, authorId: editor.id, input: { ...input(), slug: first.slug }, cover: null })).toEqual({ ok: false, field: 'slug', error: 'news.error.slugTaken' });
    expect((await articleBySlug(first.slug))?.tags).toEqual(['wrecks', 'malta']);
    expect((await publicArticles({ tag: 'malta' })).articles.map((row) => row.slug)).toContain(first.slug);
    expect((await publicArticles({ tag: 'no-such-tag' })).total).toBe(0);
  });

  it('writes a feed where hostile Markdown is inert', async () => {
    const editor = await createMember({ role: 'editor' });
    const hostile = input({ titleEn: 'Test <b>title</b>', bodyEn: 'Hi <script>alert(1)</script> [x](javascript:alert(1)) <img src=/a.png onerror=alert(1)>' });
    await saveArticle({ id: null, authorId: editor.id, input: hostile, cover: null });
    const xml = atomFeed({ articles: await feedArticles('en'), locale: 'en', origin: 'https://atlas.test', title: 'News', subtitle: 'x', orgName: 'DiveAtlas' });
    const entry = xml.slice(xml.indexOf(hostile.slug) - 200);
    expect(entry).toContain('Test &lt;b&gt;title&lt;/b&gt;');
    expect(xml).not.toMatch(/<script|&lt;script|onerror|javascript:/i);
  });

  it('checks the form: one language at least, each with its title and text', () => {
    // A form as the browser posts it: every field, the unticked checkbox as an empty value.
    expect(ArticleSchema.safeParse({ slug: 'a-test', state: 'publish', titleEn: 'Hi', bodyEn: 'x', removeCover: '', tags: '', publishAt: '' }).success).toBe(true);
    const issues = (fields: Record<string, string>) => ArticleSchema.safeParse({ slug: 'a-test', state: 'draft', ...fields }).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({})).toContainEqual(['titleEn', 'news.error.languageRequired']);
    expect(issues({ titleEs: 'Hola' })).toContainEqual(['bodyEs', 'news.error.bodyRequired']);
    expect(issues({ titleEn: 'Hi', bodyEn: 'x', slug: 'Not A Slug' })).toContainEqual(['slug', 'news.error.slugInvalid']);
    expect(issues({ titleEn: 'Hi', bodyEn: 'x', publishAt: 'tomorrow' })).toContainEqual(['publishAt', 'news.error.publishAtInvalid']);
  });
});
