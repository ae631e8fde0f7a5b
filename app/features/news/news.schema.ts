// The article form of the console (/admin/news/:id), shared by the browser and the server. An article
// has English, Spanish or both: a language counts when its title and text are both there. Messages are
// catalogue keys ("news.error.*").
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { isDayAndTime } from '../../lib/parameters.ts';
import { NEWS_ALT_MAX, NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from './news.fields.ts';

export const NEWS_TAGS_MAX = 8;

const text = (max: number) => z.string().trim().max(max, { error: 'news.error.tooLong' }).default('');
const line = (max: number) => singleLineText().max(max, { error: 'news.error.tooLong' }).default('');

/** Lower-case words and digits joined by hyphens: the article's address, /news/<slug>. */
export const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, { error: 'news.error.slugInvalid' })
  .max(80, { error: 'news.error.slugInvalid' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'news.error.slugInvalid' });

/** "reef, Marine life" → ["reef", "marine-life"]: tags are lower-case words joined by hyphens. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(',')
    .map((tag) =>
      tag
        .trim()
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((tag) => tag.length > 0 && tag.length <= 30);
  return [...new Set(tags)];
}

/** "2026-12-01T09:30" in a datetime-local field, read as UTC (the form says so). */
const dateTime = z
  .string()
  .trim()
  .default('')
  .refine((value) => value === '' || isDayAndTime(value), { error: 'news.error.publishAtInvalid' });

export const ArticleSchema = z
  .object({
    slug: SlugSchema,
    titleEn: line(NEWS_TITLE_MAX),
    titleEs: line(NEWS_TITLE_MAX),
    summaryEn: text(NEWS_SUMMARY_MAX),
    summaryEs: text(NEWS_SUMMARY_MAX),
    bodyEn: text(NEWS_BODY_MAX),
    bodyEs: text(NEWS_BODY_MAX),
    coverAltEn: line(NEWS_ALT_MAX),
    coverAltEs: line(NEWS_ALT_MAX),
    tags: z.string().max(400, { error: 'news.error.tooLong' }).default('').transform(parseTags),
    /** "draft" keeps it unpublished; "publish" publishes now, or at `publishAt` when that is later. */
    state: z.enum(['draft', 'publish'], { error: 'news.error.stateRequired' }),
    publishAt: dateTime,
    /** A ticked checkbox posts "on"; an unticked one posts nothing. */
    removeCover: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .superRefine((article, ctx) => {
    const english = article.titleEn !== '' || article.bodyEn !== '';
    const spanish = article.titleEs !== '' || article.bodyEs !== '';
    if (!english && !spanish) ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'news.error.languageRequired' });
    if (english && !article.titleEn) ctx.addIssue({ code: 'custom', path: ['titleEn'], message: 'news.error.titleRequired' });
    if (english && !article.bodyEn) ctx.addIssue({ code: 'custom', path: ['bodyEn'], message: 'news.error.bodyRequired' });
    if (spanish && !article.titleEs) ctx.addIssue({ code: 'custom', path: ['titleEs'], message: 'news.error.titleRequired' });
    if (spanish && !article.bodyEs) ctx.addIssue({ code: 'custom', path: ['bodyEs'], message: 'news.error.bodyRequired' });
    if (article.tags.length > NEWS_TAGS_MAX) ctx.addIssue({ code: 'custom', path: ['tags'], message: 'news.error.tooManyTags' });
  });

export type ArticleInput = z.infer<typeof ArticleSchema>;

/** The live preview's request: one text to render. */
export const PreviewSchema = z.object({ body: z.string().max(NEWS_BODY_MAX, { error: 'news.error.tooLong' }).default('') });

/** When a published article appears, from the form: the time asked for, else now. */
export function publishTime(input: Pick<ArticleInput, 'state' | 'publishAt'>, now: Date): Date | null {
  if (input.state === 'draft') return input.publishAt ? new Date(`${input.publishAt}:00Z`) : null;
  return input.publishAt ? new Date(`${input.publishAt}:00Z`) : now;
}
