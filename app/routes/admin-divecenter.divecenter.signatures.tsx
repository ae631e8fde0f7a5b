// /admin-divecenter/divecenter/signatures: logged dives the centre's divers ask it to sign, oldest
// first, with the facts to check them by (date, place, depth, time; never the diver's notes), and the
// dives it signed in the last 30 days. Owners and managers (or an admin acting as one); others 403.
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter.signatures';
import { ManagerHeader, NoCenterYet } from '~/features/centers/components/manager-nav.tsx';
import { loadManagerPage, requireManagedCenterFromForm } from '~/features/centers/manager-context.server.ts';
import { formatDuration } from '~/features/logbook/components/dive-details.tsx';
import { formatDiveStart } from '~/features/logbook/dive-format.ts';
import { answerSignature, centerSignatures } from '~/features/logbook/signatures.server.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { managerBadges } from '~/features/trips/trips.queries.server.ts';
import { formReply, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, pickMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { formatDepth } from '~/lib/units.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

const PATH = '/admin-divecenter/divecenter/signatures';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const page = await loadManagerPage(request);
  const messages = { ...pickMessages(locale, ['logbook.signature.', 'logbook.duration.']), ...loadMessages(locale, ['manager']) };
  if (!page.access) return { messages, center: null };
  const { access } = page;
  const done = readQuery(new URL(request.url).searchParams, { done: oneOf(['sign', 'decline'] as const) }).values.done ?? null;
  const [signatures, badges] = await Promise.all([centerSignatures(access.id), managerBadges(access.id)]);
  return {
    messages,
    center: { id: access.id, name: access.name },
    managed: page.managed,
    badges,
    done,
    units: page.user.units,
    signatures: signatures.map((signature) => ({ ...signature, requestedAt: signature.requestedAt.toISOString(), signedAt: signature.signedAt?.toISOString() ?? null })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const { form } = await readForm(request);
  const { user, access, acting } = await requireManagedCenterFromForm(request, form);
  const intent = form.get('intent');
  const signatureId = recordId(form.get('signatureId'));
  if ((intent !== 'sign' && intent !== 'decline') || signatureId === null) throw data(null, { status: 400 });
  const answered = await answerSignature({ centerId: access.id, actorId: user.id, signatureId, sign: intent === 'sign', acting });
  if (!answered.ok) return replyWith(formReply({ formError: answered.error }), 409);
  throw redirect(`${PATH}?center=${access.id}&done=${intent}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.signature.center.title'), description: t('logbook.signature.center.description'), noindex: true });
}

export default function CenterSignatures({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  if (!loaderData.center) return <NoCenterYet title={t('logbook.signature.center.title')} />;
  const { center, signatures, units } = loaderData;
  const day = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const waiting = signatures.filter((signature) => signature.state === 'requested');
  const signed = signatures.filter((signature) => signature.state === 'signed');
  const facts = (signature: (typeof signatures)[number]) =>
    [formatDiveStart(signature.startLocal, null, t.locale), signature.place, signature.maxDepthM !== null ? formatDepth(signature.maxDepthM, units, t.locale) : null, signature.durationS !== null ? formatDuration(signature.durationS, t) : null].filter(Boolean).join(' · ');
  const diver = (signature: (typeof signatures)[number]) => `${signature.diver.firstName} ${signature.diver.lastName}`.trim();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagerHeader title={t('logbook.signature.center.title')} center={center} managed={loaderData.managed} current={PATH} badges={loaderData.badges} />
      <div className="mt-6 flex flex-col gap-6">
        <p className="text-slate-700">{t('logbook.signature.center.intro')}</p>
        {loaderData.done ? <Notice tone="success">{t(`logbook.signature.center.done.${loaderData.done}`)}</Notice> : null}
        {reply?.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
        <section aria-labelledby="signatures-waiting">
          <h2 id="signatures-waiting" className="mb-3 text-xl font-semibold text-slate-900">
            {t('logbook.signature.center.waiting')}
          </h2>
          {waiting.length ? (
            <ul className="flex flex-col gap-3" data-testid="signatures-waiting">
              {waiting.map((signature) => (
                <li key={signature.id} className="rounded-xl border border-slate-200 bg-white p-4">
                  <h3 id={`signature-${signature.id}`} className="font-semibold text-slate-900">
                    <Link to={`/user/${signature.diver.memberId}`} className="text-sky-900 underline">
                      {t('logbook.signature.center.dive', { number: signature.number, diver: diver(signature) })}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-800">{facts(signature)}</p>
                  <p className="text-sm text-slate-700">{t('logbook.signature.center.asked', { date: day.format(new Date(signature.requestedAt)) })}</p>
                  <FormKit className="mt-3 flex flex-wrap gap-2">
                    <input type="hidden" name="centerId" value={center.id} />
                    <input type="hidden" name="signatureId" value={signature.id} />
                    <SubmitButton name="intent" value="sign" size="small" describedBy={`signature-${signature.id}`}>
                      {t('logbook.signature.center.sign')}
                    </SubmitButton>
                    <SubmitButton name="intent" value="decline" tone="dangerOutline" size="small" describedBy={`signature-${signature.id}`}>
                      {t('logbook.signature.center.decline')}
                    </SubmitButton>
                  </FormKit>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">{t('logbook.signature.center.none')}</p>
          )}
        </section>
        {signed.length ? (
          <section aria-labelledby="signatures-signed">
            <h2 id="signatures-signed" className="mb-3 text-xl font-semibold text-slate-900">
              {t('logbook.signature.center.signedLately')}
            </h2>
            <ul className="flex flex-col gap-2 text-sm text-slate-800">
              {signed.map((signature) => (
                <li key={signature.id}>
                  {t('logbook.signature.center.dive', { number: signature.number, diver: diver(signature) })} · {facts(signature)} · {t('logbook.signature.center.signedOn', { date: day.format(new Date(signature.signedAt!)) })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
