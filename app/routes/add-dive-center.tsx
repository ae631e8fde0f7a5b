// /add-dive-center ("Own a Dive Center?"): a verified member submits a new centre (published at once,
// unverified) or claims a listed one (a moderator decides). Their claims and outcomes are listed here.
import { countryOptions } from '~/lib/country-codes.ts';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/add-dive-center';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { centerPageMessages } from '~/features/centers/center-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { queryFlag, queryId, readQuery, searchText } from '~/lib/parameters.schema.ts';
import { FilterIssue, issueProps } from '~/ui/filter-issue.tsx';
import { sendCenterEmail } from '~/features/centers/center-emails.server.ts';
import { canClaimCenter } from '~/features/centers/center.policy.ts';
import { CenterDetailsSchema, ClaimSchema } from '~/features/centers/center.schema.ts';
import { DETAILS_LISTS, EVIDENCE_MIN } from '~/features/centers/center.fields.ts';
import { centersManagedBy, getCenterAccess } from '~/features/centers/center-access.queries.server.ts';
import { claimsOfMember, findCentersByName } from '~/features/centers/center-claims.queries.server.ts';
import { submitCenter, submitClaim } from '~/features/centers/centers.service.server.ts';
import { centerPlace } from '~/features/centers/components/center-card.tsx';
import { CenterDetailsForm } from '~/features/centers/components/center-details-form.tsx';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { buttonClass, FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';

/** Longer than any centre's name (120 characters). */
const NAME_SEARCH_MAX = 150;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedMember(request);
  const { locale } = await resolveLocale(request);
  const { values, issues } = readQuery(new URL(request.url).searchParams, { q: searchText(NAME_SEARCH_MAX, 'centers.claim.findTooLong'), claim: queryId(), claimed: queryFlag() });
  const { q = '', claim: claimId = null } = values;
  const [claims, matches, claimTarget, managed] = await Promise.all([
    claimsOfMember(user.id),
    q ? findCentersByName(q) : Promise.resolve([]),
    claimId ? getCenterAccess(claimId) : Promise.resolve(null),
    centersManagedBy(user.id),
  ]);
  const target = claimTarget && claimTarget.status === 'published' ? claimTarget : null;
  return {
    messages: centerPageMessages(locale),
    countries: countryOptions(locale),
    q,
    matches: matches.map(({ ownerId, ...center }) => ({ ...center, yours: ownerId === user.id })),
    claims,
    claimTarget: target ? { id: target.id, name: target.name, yours: !canClaimCenter(user, target) } : null,
    claimed: values.claimed ?? false,
    issues,
    // Managers who are not owners have no menu entry; this is their way to the manager page.
    managedCount: managed.length,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const { form } = await readForm(request, BODY_LIMITS.longForm);
  const intent = form.get('intent');
  if (intent === 'submit') {
    const submission = parseSubmission(form, CenterDetailsSchema, { lists: DETAILS_LISTS, intent });
    if (!submission.ok) return replyWith(submission.reply);
    const submitted = await submitCenter({ userId: user.id, input: submission.data });
    if (!submitted.ok) return replyWith(formReply({ intent, fieldErrors: { [submitted.field]: submitted.error }, values: submission.values }), 429);
    throw redirect(`/admin-divecenter/divecenter?center=${submitted.centerId}&created=1`);
  }
  if (intent === 'claim') {
    const submission = parseSubmission(form, ClaimSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const result = await submitClaim({ centerId: submission.data.centerId, claimantId: user.id, evidence: submission.data.evidence, contact: submission.data.contact });
    if (!result.ok) return replyWith(formReply({ intent, fieldErrors: { [result.field]: result.error }, values: submission.values }));
    // Moderators learn of it by email too; the queue itself is /admin/claims.
    await sendCenterEmail('claimReceived', { email: getRuntime().config.ORG_EMAIL, firstName: '', locale: 'en' }, { link: '/admin/claims', memberId: user.memberId });
    throw redirect('/add-dive-center?claimed=1#claims');
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('centers.add.title'), description: t('centers.add.description'), noindex: true });
}

function ClaimStatus({ status }: { status: 'pending' | 'approved' | 'rejected' }) {
  const t = useT();
  const style = { pending: 'bg-amber-100 text-amber-950', approved: 'bg-emerald-100 text-emerald-900', rejected: 'bg-red-100 text-red-900' }[status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${style}`}>{t(`centers.claim.status.${status}`)}</span>;
}

export default function AddDiveCenter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { claims, matches, q, claimTarget } = loaderData;
  const claimErrors = actionData?.intent === 'claim' ? actionData.fieldErrors : undefined;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('centers.add.title')}</h1>
      <p className="mt-2 text-slate-700">{t('centers.add.intro')}</p>
      {loaderData.managedCount ? (
        <div className="mt-4">
          <Notice tone="info">
            {t.plural('centers.add.youManage', loaderData.managedCount)}{' '}
            <Link to="/admin-divecenter/divecenter" className="font-semibold underline">
              {t('centers.add.manageLink')}
            </Link>
          </Notice>
        </div>
      ) : null}

      {claims.length || loaderData.claimed ? (
        <section aria-labelledby="claims-heading" id="claims" className="mt-8 scroll-mt-24">
          <h2 id="claims-heading" className="text-2xl font-semibold text-slate-900">
            {t('centers.claim.yours')}
          </h2>
          {loaderData.claimed ? (
            <div className="mt-3">
              <Notice tone="success">{t('centers.claim.received')}</Notice>
            </div>
          ) : null}
          <ul className="mt-3 flex flex-col gap-3">
            {claims.map((claim) => (
              <li key={claim.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="my-claim">
                <p className="flex flex-wrap items-center gap-2">
                  <Link to={`/dive-center/${claim.centerId}`} className="font-semibold text-sky-800 underline">
                    {claim.centerName}
                  </Link>
                  <ClaimStatus status={claim.status} />
                </p>
                {claim.status === 'approved' ? (
                  <p className="mt-1 text-sm text-slate-800">
                    {t('centers.claim.approvedText')}{' '}
                    <Link to={`/admin-divecenter/divecenter?center=${claim.centerId}`} className="font-semibold text-sky-800 underline">
                      {t('centers.claim.manageLink')}
                    </Link>
                  </p>
                ) : null}
                {claim.status === 'pending' ? <p className="mt-1 text-sm text-slate-700">{t('centers.claim.pendingText')}</p> : null}
                {claim.decisionNote ? (
                  <p className="mt-1 text-sm text-slate-800">
                    <span className="font-semibold">{t('centers.claim.moderatorNote')}</span> {claim.decisionNote}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="find-heading" className="mt-10">
        <h2 id="find-heading" className="text-2xl font-semibold text-slate-900">
          {t('centers.claim.findTitle')}
        </h2>
        <p className="mt-1 text-slate-700">{t('centers.claim.findIntro')}</p>
        <Form method="get" role="search" aria-label={t('centers.claim.findTitle')} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="claim-q" className="block text-sm font-semibold text-slate-900">
              {t('centers.claim.findLabel')}
            </label>
            <input id="claim-q" name="q" type="search" defaultValue={q} maxLength={NAME_SEARCH_MAX} className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900" {...issueProps(loaderData.issues.q, 'claim-q')} />
            <FilterIssue issue={loaderData.issues.q} id="claim-q" />
          </div>
          <button type="submit" className={buttonClass()}>
            {t('centers.claim.findButton')}
          </button>
        </Form>
        {q ? (
          matches.length ? (
            <ul className="mt-3 flex flex-col gap-2" aria-label={t('centers.claim.matches')}>
              {matches.map((center) => (
                <li key={center.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3">
                  <span>
                    <Link to={`/dive-center/${center.id}`} className="font-semibold text-sky-800 underline">
                      {center.name}
                    </Link>
                    <span className="block text-sm text-slate-700">
                      {t(`centers.kind.${center.kind}`)} · {centerPlace(center, t.locale)}
                    </span>
                  </span>
                  {center.yours ? (
                    <span className="text-sm text-slate-700">{t('centers.claim.alreadyYours')}</span>
                  ) : (
                    <Link to={`/add-dive-center?claim=${center.id}#claim`} className="text-sm font-semibold text-sky-800 underline">
                      {t('centers.claim.claimThis', { name: center.name })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{t('centers.claim.noMatches', { q })}</p>
          )
        ) : null}
      </section>

      {claimTarget ? (
        <section aria-labelledby="claim-heading" id="claim" className="mt-10 scroll-mt-24">
          <h2 id="claim-heading" className="text-2xl font-semibold text-slate-900">
            {t('centers.claim.formTitle', { name: claimTarget.name })}
          </h2>
          {claimTarget.yours ? (
            <p className="mt-2 text-slate-700">{t('centers.claim.alreadyYours')}</p>
          ) : (
            <FormKit idPrefix="claim" intent="claim" reply={actionData} className="mt-3 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
              <input type="hidden" name="centerId" value={claimTarget.id} />
              {claimErrors?.centerId ? <Notice tone="error">{t(claimErrors.centerId)}</Notice> : null}
              <p className="text-sm text-slate-700">{t('centers.claim.formIntro')}</p>
              <TextField name="evidence" rows={5} label={t('centers.claim.evidence')} hint={t('centers.claim.evidenceHint', { min: EVIDENCE_MIN })} required maxLength={2000} />
              <TextField name="contact" label={t('centers.claim.contact')} hint={t('centers.claim.contactHint')} maxLength={200} />
              <div>
                <SubmitButton name="intent" value="claim">
                  {t('centers.claim.submit')}
                </SubmitButton>
              </div>
            </FormKit>
          )}
        </section>
      ) : null}

      <section aria-labelledby="new-heading" className="mt-12">
        <h2 id="new-heading" className="text-2xl font-semibold text-slate-900">
          {t('centers.add.newTitle')}
        </h2>
        <p className="mt-1 mb-6 text-slate-700">{t('centers.add.newIntro')}</p>
        <CenterDetailsForm
          idPrefix="new"
          countries={loaderData.countries}
          intent="submit"
          submitLabel={t('centers.add.submit')}
          defaults={{ kind: 'center' }}
          reply={actionData}
        />
      </section>
    </div>
  );
}
