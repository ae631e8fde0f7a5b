// /admin/claims: the moderators' queue of dive-centre ownership claims, oldest first, with the
// evidence each claimant gave. Approving makes the claimant the owner; either way they are emailed.
// Below the claims, owned centres that are not verified yet (their owner submitted them, so there is
// nothing to claim), which a moderator marks verified.
import { Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin.claims';
import { oneOf, queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { centerPageMessages } from '~/features/centers/center-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { CenterVerifySchema, ClaimDecisionSchema } from '~/features/centers/center.schema.ts';
import { pendingClaims, unverifiedOwnedCenters, type UnverifiedCenter } from '~/features/centers/center-claims.queries.server.ts';
import { decideClaim, markCenterVerified } from '~/features/centers/centers.service.server.ts';
import { centerPlace } from '~/features/centers/components/center-card.tsx';
import { VerificationBadge } from '~/features/centers/components/center-badges.tsx';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { Checkbox, FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireRole } from '~/features/members/session.server.ts';
import { dateTimeFormat } from '../lib/intl-format.ts';

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'moderator');
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { decided: oneOf(['approve', 'reject'] as const), verified: queryFlag() });
  const [claims, unverified] = await Promise.all([pendingClaims(), unverifiedOwnedCenters()]);
  return {
    messages: { ...centerPageMessages(locale), ...loadMessages(locale, ['moderation']) },
    claims,
    unverified,
    decided: values.decided ?? null,
    verified: values.verified ?? false,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireRole(request, 'moderator');
  const { form } = await readForm(request);
  if (form.get('intent') === 'verify-center') {
    const submission = parseSubmission(form, CenterVerifySchema);
    if (!submission.ok) return replyWith(formReply({ intent: 'verify-center', formError: 'moderation.error.invalid' }));
    const result = await markCenterVerified({ centerId: submission.data.centerId, moderatorId: moderator.id });
    if (!result.ok) return replyWith(formReply({ intent: 'verify-center', formError: result.error }), 409);
    throw redirect('/admin/claims?verified=1#unverified-centres');
  }
  // Each claim has its own form; the reply names the claim so the message shows in that one.
  const intent = `claim-${String(form.get('claimId'))}`;
  const submission = parseSubmission(form, ClaimDecisionSchema, { intent });
  if (!submission.ok) return replyWith(submission.reply);
  const result = await decideClaim({ ...submission.data, moderatorId: moderator.id });
  if (!result.ok) return replyWith(formReply({ intent, formError: result.error, values: submission.values }), 409);
  throw redirect(`/admin/claims?decided=${submission.data.decision}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('centers.claims.title'), description: t('centers.claims.description'), noindex: true });
}

export default function ClaimsQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const verifyResult = actionData?.intent === 'verify-center' ? actionData : undefined;
  const { claims } = loaderData;
  const date = (value: Date | string) => dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('centers.claims.title')}</h1>
      <p className="mt-2 text-slate-700">{t('centers.claims.intro')}</p>
      {loaderData.decided ? (
        <div className="mt-4">
          <Notice tone="success">{t(loaderData.decided === 'approve' ? 'centers.claims.approved' : 'centers.claims.rejected')}</Notice>
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t.plural('centers.claims.pending', claims.length)}</h2>
      {claims.length ? (
        <ol className="mt-4 flex flex-col gap-6">
          {claims.map((claim) => {
            return (
              <li key={claim.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="claim">
                <article aria-labelledby={`claim-${claim.id}-title`}>
                  <h3 id={`claim-${claim.id}-title`} className="text-lg font-semibold text-slate-900">
                    <Link to={`/dive-center/${claim.center.id}`} className="text-sky-800 underline">
                      {claim.center.name}
                    </Link>
                  </h3>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    {centerPlace(claim.center, t.locale)}
                    <VerificationBadge verification={claim.center.verification === 'verified' ? 'verified' : 'unverified'} />
                  </p>
                  <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm wrap-anywhere sm:grid-cols-[10rem_1fr]">
                    <dt className="font-semibold text-slate-900">{t('centers.claims.claimant')}</dt>
                    <dd className="text-slate-800">
                      {claim.claimant.firstName} {claim.claimant.lastName} ({claim.claimant.memberId}) · {claim.claimant.email}
                      {claim.claimant.emailVerified ? null : <span className="text-red-800"> · {t('centers.claims.unverifiedEmail')}</span>}
                      <span className="block text-slate-600">{t('centers.claims.joined', { date: date(claim.claimant.joinedAt) })}</span>
                    </dd>
                    <dt className="font-semibold text-slate-900">{t('centers.claims.currentOwner')}</dt>
                    <dd className="text-slate-800">{claim.center.ownerMemberId ?? t('centers.claims.noOwner')}</dd>
                    <dt className="font-semibold text-slate-900">{t('centers.claims.website')}</dt>
                    <dd className="break-all text-slate-800">
                      {claim.center.website ? (
                        <a href={claim.center.website} className="text-sky-800 underline" rel="noopener noreferrer nofollow">
                          {claim.center.website}
                        </a>
                      ) : (
                        '—'
                      )}
                    </dd>
                    <dt className="font-semibold text-slate-900">{t('centers.claims.submitted')}</dt>
                    <dd className="text-slate-800">{date(claim.createdAt)}</dd>
                    <dt className="font-semibold text-slate-900">{t('centers.claims.evidence')}</dt>
                    <dd className="whitespace-pre-line text-slate-800">{claim.evidence}</dd>
                    <dt className="font-semibold text-slate-900">{t('centers.claims.contact')}</dt>
                    <dd className="text-slate-800">{claim.contact ?? '—'}</dd>
                  </dl>
                  <FormKit idPrefix={`claim-${claim.id}`} intent={`claim-${claim.id}`} reply={actionData} className="mt-4 flex flex-col gap-3">
                    <input type="hidden" name="claimId" value={claim.id} />
                    <TextField name="note" label={t('centers.claims.note')} hint={t('centers.claims.noteHint')} rows={3} maxLength={1000} />
                    {claim.center.ownerMemberId ? <Checkbox name="keepPreviousOwner" label={t('centers.claims.keepOwner')} /> : null}
                    <div className="flex flex-wrap gap-3">
                      <SubmitButton name="decision" value="approve">
                        {t('centers.claims.approve')}
                      </SubmitButton>
                      <SubmitButton name="decision" value="reject" tone="dangerOutline">
                        {t('centers.claims.reject')}
                      </SubmitButton>
                    </div>
                  </FormKit>
                </article>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-slate-700">{t('centers.claims.empty')}</p>
      )}
      <UnverifiedCenters centers={loaderData.unverified} verified={loaderData.verified} result={verifyResult} />
    </div>
  );
}

function UnverifiedCenters({ centers, verified, result }: { centers: UnverifiedCenter[]; verified: boolean; result: FormReply | undefined }) {
  const t = useT();
  const date = (value: Date | string) => dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  return (
    <section aria-labelledby="unverified-centres" className="mt-12">
      <h2 id="unverified-centres" className="text-xl font-semibold text-slate-900">
        {t('moderation.centers.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('moderation.centers.intro')}</p>
      {result ? (
        <div className="mt-4">
          <Notice tone="error">{t(result.formError ?? 'moderation.error.invalid')}</Notice>
        </div>
      ) : verified ? (
        <div className="mt-4">
          <Notice tone="success">{t('moderation.centers.verified')}</Notice>
        </div>
      ) : null}
      <p className="mt-4 font-semibold text-slate-900">{t.plural('moderation.centers.count', centers.length)}</p>
      {centers.length ? (
        <ul className="mt-3 flex flex-col gap-4">
          {centers.map((center) => (
            <li key={center.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="unverified-center">
              <article aria-labelledby={`center-${center.id}-title`}>
                <h3 id={`center-${center.id}-title`} className="text-lg font-semibold text-slate-900">
                  <Link to={`/dive-center/${center.id}`} className="text-sky-800 underline">
                    {center.name}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{centerPlace(center, t.locale)}</p>
                <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm wrap-anywhere sm:grid-cols-[10rem_1fr]">
                  <dt className="font-semibold text-slate-900">{t('moderation.centers.owner')}</dt>
                  <dd className="text-slate-800">
                    <Link to={`/user/${center.owner.memberId}`} className="text-sky-800 underline">
                      {center.owner.firstName} {center.owner.lastName}
                    </Link>{' '}
                    ({center.owner.memberId})
                  </dd>
                  <dt className="font-semibold text-slate-900">{t('moderation.centers.website')}</dt>
                  <dd className="break-all text-slate-800">
                    {center.website ? (
                      <a href={center.website} className="text-sky-800 underline" rel="noopener noreferrer nofollow">
                        {center.website}
                      </a>
                    ) : (
                      '—'
                    )}
                  </dd>
                  <dt className="font-semibold text-slate-900">{t('moderation.centers.added')}</dt>
                  <dd className="text-slate-800">{date(center.createdAt)}</dd>
                </dl>
                <FormKit className="mt-4">
                  <input type="hidden" name="intent" value="verify-center" />
                  <input type="hidden" name="centerId" value={center.id} />
                  <SubmitButton describedBy={`center-${center.id}-title`}>{t('moderation.centers.verify')}</SubmitButton>
                </FormKit>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('moderation.centers.empty')}</p>
      )}
    </section>
  );
}
