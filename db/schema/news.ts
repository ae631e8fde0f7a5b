// News articles written by editors and admins, in English, Spanish or both. An article is public
// once it is "published" and its publish time has come: a scheduled article is a published one
// whose time is still ahead, so no job has to wake up to publish it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import type { LocalizedText } from './sites.ts';

export const newsArticles = pgTable(
  'news_article',
  {
    id: serial('id').primaryKey(),
    /** The address: /news/<slug>; lower-case words and digits joined by hyphens. */
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    /** One or two sentences for the list, the feed and the social tags. */
    summary: jsonb('summary').$type<LocalizedText>().notNull().default({}),
    /** Markdown, rendered and sanitised on the server (app/features/news/news-markdown.server.ts). */
    body: jsonb('body').$type<LocalizedText>().notNull().default({}),
    /** The cover image's random key; its files are news/<key>w<size>.webp (app/features/news/news-cover.server.ts). */
    coverKey: text('cover_key'),
    /** The widths stored (never wider than the upload). */
    coverSizes: integer('cover_sizes').array().notNull().default(sql`'{}'::int[]`),
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    coverAlt: jsonb('cover_alt').$type<LocalizedText>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    /** When a published article appears; in the future for a scheduled one. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    authorId: text('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** Articles from the demo data (about the site itself), labelled as such on the page. */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('news_article_slug_key').on(table.slug),
    index('news_article_public_idx').on(table.status, table.publishAt),
    index('news_article_tags_idx').using('gin', table.tags),
    check('news_article_status_value', sql`${table.status} in ('draft', 'published')`),
    check('news_article_published_has_time', sql`${table.status} = 'draft' or ${table.publishAt} is not null`),
    check('news_article_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
