// News as named questions: who writes, and when an article is public. "Published" is computed when
// it is read (status published and publish time passed), so a scheduled article needs no job.
import { canWriteNews } from '../members/member.policy.ts';

export { canWriteNews };

export type ArticleState = 'draft' | 'scheduled' | 'published';

export function articleState(article: { status: 'draft' | 'published'; publishAt: Date | string | null }, now: Date = new Date()): ArticleState {
  if (article.status === 'draft' || !article.publishAt) return 'draft';
  return new Date(article.publishAt).getTime() <= now.getTime() ? 'published' : 'scheduled';
}

export function isArticlePublic(article: { status: 'draft' | 'published'; publishAt: Date | string | null }, now: Date = new Date()): boolean {
  return articleState(article, now) === 'published';
}
