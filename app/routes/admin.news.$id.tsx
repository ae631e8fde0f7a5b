// /admin/news/new and /admin/news/:id: the article editor for editors and admins. Markdown in English
// and Spanish with a live preview (the server's renderer), a cover image through the image pipeline,
// tags, and the state: a draft, or published now or at a later time (scheduled). Publishing is
// written to the audit log.
import { data, redirect } from 'react-router';
import type { Route } from './+types/admin.news.$id';
import { recordId } from '~/lib/parameters.ts';
import { ConsoleLayout } from '~/features/admin/components/console-layout.tsx';
import { requireConsole } from '~/features/admin/console.server.ts';
import { MarkdownPreview } from '~/features/news/components/markdown-preview.tsx';
import { renderMarkdown } from '~/features/news/news-markdown.server.ts';
import { articlePath, coverUrl } from '~/features/news/news-urls.ts';
import { articleState } from '~/features/news/news.policy.ts';
import { articleById } from '~/features/news/news.queries.server.ts';
import { ArticleSchema } from '~/features/news/news.schema.ts';
import { NEWS_ALT_MAX, NEWS_BODY_MAX, NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '~/features/news/news.fields.ts';
import { saveArticle } from '~/features/news/news.service.server.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { formReply, parseSubmission, replyWith, submittedValues, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { UploadError } from '~/lib/storage.server.ts';
import { MAX_NEWS_COVER_BYTES } from '~/lib/upload-limits.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Checkbox, ChoiceGroup, FileField, FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';

function articleIdFrom(param: string | undefined): number | null | 'invalid' {
  if (param === 'new') return null;
  return recordId(param) ?? 'invalid';
}

function toDateTimeLocal(value: Date | null): string {
  return value ? value.toISOString().slice(0, 16) : '';
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'news');
  const { locale } = await resolveLocale(request);
  const id = articleIdFrom(params.id);
  if (id === 'invalid') throw data(null, { status: 404 });
  const article = id === null ? null : await articleById(id);
  if (id !== null && !article) throw data(null, { status: 404 });
  return {
    messages: loadMessages(locale, ['admin', 'news']),
    viewer: { role: viewer.role },
    article: article
      ? { id: article.id, slug: article.slug, coverKey: article.coverKey, coverSizes: article.coverSizes, state: articleState(article), previewEn: renderMarkdown(article.body.en ?? ''), previewEs: renderMarkdown(article.body.es ?? '') }
      : null,
    defaults: article
      ? {
          slug: article.slug,
          titleEn: article.title.en ?? '',
          titleEs: article.title.es ?? '',
          summaryEn: article.summary.en ?? '',
          summaryEs: article.summary.es ?? '',
          bodyEn: article.body.en ?? '',
          bodyEs: article.body.es ?? '',
          coverAltEn: article.coverAlt.en ?? '',
          coverAltEs: article.coverAlt.es ?? '',
          tags: article.tags.join(', '),
          state: article.status === 'published' ? 'publish' : 'draft',
          publishAt: toDateTimeLocal(article.publishAt),
        }
      : ({ state: 'draft' } as Record<string, string>),
    maxMegabytes: MAX_NEWS_COVER_BYTES / 1024 / 1024,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const editor = await requireConsole(request, 'news');
  const id = articleIdFrom(params.id);
  if (id === 'invalid') throw data(null, { status: 404 });
  const { form, refused } = await readForm(request, BODY_LIMITS.newsArticle);
  // Without JavaScript, "Preview" renders the texts as typed and saves nothing.
  if (form.get('intent') === 'preview') {
    const values = submittedValues(form);
    const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
    return { ...formReply({ intent: 'article', values }), preview: { en: renderMarkdown(text('bodyEn')), es: renderMarkdown(text('bodyEs')) } };
  }
  const submission = parseSubmission(form, ArticleSchema, { intent: 'article' });
  if (!submission.ok) return replyWith(submission.reply);
  if (refused.length) return replyWith(formReply({ intent: 'article', fieldErrors: { cover: 'news.error.coverTooLarge' }, values: submission.values }), 413);
  const file = form.get('cover');
  const cover = file instanceof File && file.size > 0 ? file : null;
  try {
    const result = await saveArticle({ id, authorId: editor.id, input: submission.data, cover });
    if (!result) throw data(null, { status: 404 });
    if (!result.ok) return replyWith(formReply({ intent: 'article', fieldErrors: { [result.field]: result.error }, values: submission.values }), 409);
  } catch (error) {
    if (error instanceof UploadError) return replyWith(formReply({ intent: 'article', fieldErrors: { cover: `news.error.cover.${error.problem}` }, values: submission.values }));
    throw error;
  }
  throw redirect('/admin/news?saved=1');
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: loaderData?.article ? t('news.editor.editTitle') : t('news.editor.newTitle'), description: t('news.console.description'), noindex: true });
}

export default function ArticleEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as (FormReply & { preview?: { en: string; es: string } }) | undefined;
  const { article } = loaderData;
  const preview = reply?.preview;
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={article ? t('news.editor.editTitle') : t('news.editor.newTitle')} intro={<p>{t('news.editor.intro')}</p>}>
      {article ? (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{t(`news.state.${article.state}`)}</span>
          <a href={articlePath(article.slug)} className="font-semibold text-sky-800 underline">
            {t(article.state === 'published' ? 'news.console.view' : 'news.console.preview')}
          </a>
        </p>
      ) : null}
      <FormKit reply={reply} intent="article" idPrefix="article" defaults={loaderData.defaults} encType="multipart/form-data" className="mt-6 flex flex-col gap-6">
        <TextField name="slug" label={t('news.editor.slug')} hint={t('news.editor.slugHint')} maxLength={80} required />
        <p className="text-sm text-slate-700">{t('news.editor.languages')}</p>
        {(['en', 'es'] as const).map((language) => {
          const suffix = language === 'en' ? 'En' : 'Es';
          return (
            <fieldset key={language} className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4" lang={language}>
              <legend className="px-1 text-lg font-semibold text-slate-900">{t(`news.editor.in.${language}`)}</legend>
              <TextField name={`title${suffix}`} label={t('news.editor.title')} maxLength={NEWS_TITLE_MAX} />
              <TextField name={`summary${suffix}`} label={t('news.editor.summary')} hint={t('news.editor.summaryHint')} rows={2} maxLength={NEWS_SUMMARY_MAX} />
              <div className="grid gap-4 lg:grid-cols-2">
                <TextField name={`body${suffix}`} label={t('news.editor.body')} hint={t('news.editor.bodyHint')} rows={14} maxLength={NEWS_BODY_MAX} />
                <MarkdownPreview sourceId={`article-body${suffix}`} initialHtml={preview ? preview[language] : language === 'en' ? (article?.previewEn ?? '') : (article?.previewEs ?? '')} lang={language} />
              </div>
              <TextField name={`coverAlt${suffix}`} label={t('news.editor.coverAlt')} hint={t('news.editor.coverAltHint')} maxLength={NEWS_ALT_MAX} />
            </fieldset>
          );
        })}
        <div className="flex flex-col gap-3">
          {article?.coverKey ? (
            <div className="flex flex-wrap items-center gap-4">
              <img src={coverUrl({ coverKey: article.coverKey, coverSizes: article.coverSizes }, 320)} alt={t('news.editor.currentCover')} width={160} height={90} className="h-24 w-auto rounded-lg" />
              <Checkbox name="removeCover" label={t('news.editor.removeCover')} />
            </div>
          ) : null}
          <FileField name="cover" label={t('news.editor.cover')} hint={t('news.editor.coverHint', { max: loaderData.maxMegabytes })} accept="image/jpeg,image/png,image/webp" />
        </div>
        <TextField name="tags" label={t('news.editor.tags')} hint={t('news.editor.tagsHint')} maxLength={400} />
        <ChoiceGroup
          name="state"
          type="radio"
          legend={t('news.editor.state')}
          required
          options={[
            { value: 'draft', label: t('news.editor.stateDraft'), hint: t('news.editor.stateDraftHint') },
            { value: 'publish', label: t('news.editor.statePublish'), hint: t('news.editor.statePublishHint') },
          ]}
          columns={1}
        />
        <TextField name="publishAt" type="datetime-local" label={t('news.editor.publishAt')} hint={t('news.editor.publishAtHint')} />
        {reply?.fieldErrors && Object.keys(reply.fieldErrors).length ? <Notice tone="error">{t('news.editor.fix')}</Notice> : null}
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save">
            {t('news.editor.save')}
          </SubmitButton>
          <SubmitButton name="intent" value="preview" tone="secondary" formNoValidate>
            {t('news.editor.previewButton')}
          </SubmitButton>
        </div>
      </FormKit>
    </ConsoleLayout>
  );
}
