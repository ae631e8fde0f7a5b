// /admin/edits/:id: a moderator reviews one suggested edit: the diff of every changed fact, the
// photos and the source, then accepts it, edits it before accepting (the listing form, prefilled),
// or rejects it with a reason the member reads. A trusted editor's edit is already published:
// accepting confirms it, rejecting puts the facts it replaced back. Only moderators and admins get
// here; anyone else's request (even a crafted post) is a 403.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/admin.edits.$id';
import { recordId } from '~/lib/parameters.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireRole } from '~/features/members/session.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Checkbox, ChoiceGroup, FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { FactDiff } from '~/features/sites/components/fact-diff.tsx';
import { SourceLabel } from '~/features/sites/components/fact-sources.tsx';
import { formatDate } from '~/features/sites/components/site-changes.tsx';
import { decideEdit, getEdit } from '~/features/sites/site-edits.server.ts';
import { needsUnsourcedConfirmation } from '~/features/sites/site-facts.ts';
import { EditDecisionSchema } from '~/features/sites/site-edits.schema.ts';
import { REASON_MAX } from '~/features/sites/site-edits.fields.ts';
import { refuse } from '~/features/sites/site-refusals.server.ts';
import { pickWidth, sitePhotoUrl } from '~/lib/photo-urls.ts';
import { useViewerUnits } from '~/features/sites/use-viewer-units.ts';

async function editFor(request: Request, idParam: string) {
  const id = recordId(idParam);
  const edit = id === null ? null : await getEdit(id);
  if (!edit) return refuse(request, 'editMissing');
  return edit;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, 'moderator');
  const edit = await editFor(request, params.id);
  const { locale } = await resolveLocale(request);
  return {
    messages: loadMessages(locale, ['moderation', 'sites']),
    unsourcedSafety: needsUnsourcedConfirmation(edit.source, edit.changedFields),
    edit: {
      ...edit,
      authorId: undefined,
      // A published (or accepted) edit is compared with what it replaced; a pending one with the site as it is.
      before: edit.before ?? edit.current,
      photos: edit.photos.map((photo, index) => ({ key: photo.storageKey, url: sitePhotoUrl(edit.siteId, photo.storageKey, pickWidth(photo.sizes, 320)), number: index + 1 })),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator');
  const edit = await editFor(request, params.id);
  const { form } = await readForm(request);
  const submission = parseSubmission(form, EditDecisionSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const result = await decideEdit({ editId: edit.id, moderatorId: moderator.id, decision: submission.data.decision, reason: submission.data.reason, confirmUnsourced: submission.data.confirmUnsourced });
  if (!result.ok && result.error === 'moderation.edits.error.unsourcedSafety') {
    return replyWith(formReply({ fieldErrors: { confirmUnsourced: result.error }, values: submission.values }), 400);
  }
  if (!result.ok) return replyWith(formReply({ formError: result.error, values: submission.values }), 409);
  throw redirect(`/admin/edits?done=${submission.data.decision}`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('moderation.edits.reviewTitle', { site: loaderData?.edit.siteName ?? '' }), description: t('moderation.edits.description'), noindex: true });
}

export default function ReviewEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const units = useViewerUnits();
  const { edit } = loaderData;
  const open = edit.status === 'pending' || edit.status === 'published';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-20 sm:px-6">
      <p className="text-sm">
        <Link to="/admin/edits" className="font-semibold text-sky-800 underline">
          {t('moderation.edits.title')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('moderation.edits.reviewTitle', { site: edit.siteName })}</h1>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold text-slate-900">{t('moderation.edits.site')}</dt>
        <dd>
          <Link to={`/listing/${edit.siteId}`} className="text-sky-800 underline">
            {edit.siteName}
          </Link>
        </dd>
        <dt className="font-semibold text-slate-900">{t('moderation.edits.author')}</dt>
        <dd>
          {edit.author ? (
            <Link to={`/user/${edit.author.memberId}`} className="text-sky-800 underline">
              {edit.author.firstName}
            </Link>
          ) : (
            t('moderation.reports.deletedMember')
          )}
        </dd>
        <dt className="font-semibold text-slate-900">{t('moderation.edits.suggestedOn')}</dt>
        <dd>{formatDate(edit.createdAt, t.locale)}</dd>
        <dt className="font-semibold text-slate-900">{t('moderation.edits.statusLabel')}</dt>
        <dd data-testid="edit-status">{t(`moderation.edits.status.${edit.status}`)}</dd>
        <dt className="font-semibold text-slate-900">{t('sites.history.source')}</dt>
        <dd data-testid="edit-source">
          <SourceLabel source={edit.source} />
        </dd>
        {edit.reason ? (
          <>
            <dt className="font-semibold text-slate-900">{t('sites.suggest.reason')}</dt>
            <dd>{edit.reason}</dd>
          </>
        ) : null}
      </dl>
      {edit.status === 'pending' && edit.siteVersion !== edit.baseVersion ? (
        <div className="mt-4">
          <Notice tone="info">{t('moderation.edits.changedSince')}</Notice>
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('moderation.edits.changes')}</h2>
      {edit.changedFields.length ? (
        <div className="mt-3">
          <FactDiff groups={edit.changedFields} before={edit.before} after={edit.proposed} units={units} caption={t('moderation.edits.changes')} />
        </div>
      ) : (
        <p className="mt-3 text-slate-700">{t('moderation.edits.photosOnly')}</p>
      )}
      {edit.photos.length ? (
        <>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t.plural('sites.suggest.photos', edit.photos.length)}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {edit.photos.map((photo) => (
              <li key={photo.key}>
                <img src={photo.url} alt={t('moderation.edits.photoAlt', { number: photo.number, site: edit.siteName })} className="aspect-[4/3] w-full rounded object-cover" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open ? (
        <section aria-labelledby="decide-heading" className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <h2 id="decide-heading" className="text-xl font-semibold text-slate-900">
            {t('moderation.edits.decide')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t(edit.status === 'published' ? 'moderation.edits.decidePublished' : 'moderation.edits.decidePending')}</p>
          {/* No decision is chosen in advance: publishing takes a choice of its own. */}
          <FormKit reply={actionData} defaults={{ decision: '', reason: '' }} idPrefix="decision" className="mt-4 flex flex-col gap-4">
            <ChoiceGroup
              name="decision"
              type="radio"
              legend={t('moderation.edits.decision')}
              options={[
                { value: 'accept', label: t(edit.status === 'published' ? 'moderation.edits.confirm' : 'moderation.edits.accept') },
                { value: 'reject', label: t('moderation.edits.reject') },
              ]}
            />
            {loaderData.unsourcedSafety ? <Checkbox name="confirmUnsourced" tone="danger" label={t('moderation.edits.confirmUnsourced')} /> : null}
            <TextField name="reason" label={t('moderation.edits.reason')} hint={t('moderation.edits.reasonHint')} rows={3} maxLength={REASON_MAX} />
            <div className="flex flex-wrap items-center gap-4">
              <SubmitButton>{t('moderation.edits.submit')}</SubmitButton>
              {edit.status === 'pending' ? (
                <Link to={`/listing/${edit.siteId}/edit?edit=${edit.id}`} className="font-semibold text-sky-800 underline">
                  {t('moderation.edits.editFirst')}
                </Link>
              ) : null}
            </div>
          </FormKit>
        </section>
      ) : null}
    </div>
  );
}
