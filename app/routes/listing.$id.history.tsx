// /listing/:id/history: every version of a site's facts, newest first: who changed what, when, and
// on what source, each with its diff. Moderators put the site back to any earlier version in one
// action (the revert is a new version, so it can be undone the same way).
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/listing.$id.history';
import { recordId } from '~/lib/parameters.ts';
import { queryId, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { getSessionUser, requireRole } from '~/features/members/session.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { historyPageMessages } from '~/features/sites/site-messages.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { FactDiff } from '~/features/sites/components/fact-diff.tsx';
import { SourceLabel } from '~/features/sites/components/fact-sources.tsx';
import { formatDate } from '~/features/sites/components/site-changes.tsx';
import { isFactGroup } from '~/features/sites/site-facts.ts';
import { factsByVersion, listRevisions, revertSite } from '~/features/sites/site-history.server.ts';
import { RevertSchema } from '~/features/sites/site-edits.schema.ts';
import { refuse } from '~/features/sites/site-refusals.server.ts';
import { canRevertSite, canSeeHiddenSite } from '~/features/sites/site.policy.ts';
import { getSite } from '~/features/sites/sites.queries.server.ts';
import { useViewerUnits } from '~/features/sites/use-viewer-units.ts';

async function siteFor(request: Request, idParam: string) {
  const id = recordId(idParam);
  const site = id === null ? null : await getSite(id);
  const viewer = await getSessionUser(request);
  if (!site) return refuse(request, 'siteMissing');
  if (site.status !== 'published' && !canSeeHiddenSite(viewer)) return refuse(request, 'siteHidden');
  return { site, viewer };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, viewer } = await siteFor(request, params.id);
  const { locale } = await resolveLocale(request);
  const revisions = await listRevisions(site.id);
  // Each version's facts, for the diff with the one before it.
  const byVersion = await factsByVersion(site.id);
  const { values } = readQuery(new URL(request.url).searchParams, { reverted: queryId() });
  return {
    messages: historyPageMessages(locale),
    site: { id: site.id, name: site.name, version: site.version },
    revisions: revisions.map((revision) => ({
      ...revision,
      changedFields: revision.changedFields.filter(isFactGroup),
      facts: byVersion.get(revision.version) ?? null,
      previous: byVersion.get(revision.version - 1) ?? null,
    })),
    canRevert: canRevertSite(viewer),
    reverted: values.reverted ?? null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator');
  const { site } = await siteFor(request, params.id);
  const { form } = await readForm(request);
  const submission = parseSubmission(form, RevertSchema, { intent: 'revert' });
  if (!submission.ok) return replyWith(submission.reply);
  const result = await revertSite({ siteId: site.id, version: submission.data.version, moderatorId: moderator.id });
  if (!result.ok) {
    if (result.error === 'notFound') throw data(null, { status: 404 });
    return replyWith(formReply({ intent: 'revert', formError: 'sites.history.error.unchanged', values: submission.values }), 409);
  }
  throw redirect(`/listing/${site.id}/history?reverted=${submission.data.version}`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('sites.history.title', { name: loaderData?.site.name ?? '' }), description: t('sites.history.metaDescription'), noindex: true });
}

export default function SiteHistory({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const units = useViewerUnits();
  const { site, revisions } = loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-20 sm:px-6">
      <p className="text-sm">
        <Link to={`/listing/${site.id}`} className="font-semibold text-sky-800 underline">
          {site.name}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('sites.history.title', { name: site.name })}</h1>
      <p className="mt-2 text-slate-700">{t('sites.history.intro')}</p>
      {loaderData.reverted ? (
        <div className="mt-4">
          <Notice tone="success">{t('sites.history.reverted', { version: loaderData.reverted })}</Notice>
        </div>
      ) : null}
      {actionData && 'formError' in actionData && actionData.formError ? (
        <div className="mt-4">
          <Notice tone="error">{t(actionData.formError)}</Notice>
        </div>
      ) : null}
      <ol className="mt-8 flex flex-col gap-5" data-testid="revisions">
        {revisions.map((revision) => (
          <li key={revision.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="revision">
            <h2 className="text-lg font-semibold text-slate-900">
              {t('sites.history.version', { version: revision.version })} · {formatDate(revision.createdAt, t.locale)}
              {revision.version === site.version ? <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('sites.history.current')}</span> : null}
            </h2>
            <p className="mt-1 text-sm text-slate-800">
              {t(`sites.history.kind.${revision.kind}`, { version: revision.revertedTo ?? '' })} {t('sites.history.by')}{' '}
              {revision.author ? (
                <Link to={`/user/${revision.author.memberId}`} className="font-semibold underline">
                  {revision.author.firstName}
                </Link>
              ) : (
                t(revision.kind === 'seed' ? 'sites.history.bySeed' : 'sites.history.byDeleted')
              )}
              {revision.photosAdded ? ` · ${t.plural('sites.suggest.photos', revision.photosAdded)}` : ''}
            </p>
            {revision.source ? (
              <p className="mt-1 text-sm text-slate-700">
                {t('sites.history.source')}: <SourceLabel source={revision.source} />
              </p>
            ) : null}
            {revision.changedFields.length && revision.facts ? (
              <div className="mt-3">
                <FactDiff groups={revision.changedFields} before={revision.previous} after={revision.facts} units={units} caption={t('sites.history.diffCaption', { version: revision.version })} />
              </div>
            ) : null}
            {loaderData.canRevert && revision.version < site.version ? (
              <FormKit reply={actionData} intent="revert" idPrefix={`revert-${revision.version}`} className="mt-3">
                <input type="hidden" name="version" value={revision.version} />
                <SubmitButton tone="secondary" size="small">
                  {t('sites.history.revert', { version: revision.version })}
                </SubmitButton>
              </FormKit>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
