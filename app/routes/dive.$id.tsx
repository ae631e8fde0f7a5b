// /dive/:id: one dive, for those its privacy allows (its diver; everyone when public; the members named
// on it when it is for buddies). Anyone else, a visitor or a `.data` request included, gets "not found",
// as for a dive that is not there. A public dive is shareable: indexed, with its own social tags.
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/dive.$id';
import { getSessionUser } from '~/features/members/session.server.ts';
import { CylindersTable, DiveFacts, DivePhotos, DivePlaceAndPeople, formatDuration } from '~/features/logbook/components/dive-details.tsx';
import { DiveProfileSection } from '~/features/logbook/components/dive-profile-section.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { ProfileChart } from '~/features/logbook/components/profile-chart.tsx';
import { GasConsumption } from '~/features/logbook/components/gas-consumption.tsx';
import { profileChartFor } from '~/features/logbook/profile-chart.server.ts';
import { formatDiveStart, machineDiveStart } from '~/features/logbook/dive-format.ts';
import { getDiveForViewer } from '~/features/logbook/dive-page.queries.server.ts';
import { isShareableDive } from '~/features/logbook/logbook.policy.ts';
import { divePageMessages } from '~/features/logbook/logbook-messages.server.ts';
import { divePhotoAt } from '~/lib/photo-urls.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { formatDepth } from '~/lib/units.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { buttonClass, FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { requestSignature, withdrawSignature } from '~/features/logbook/signatures.server.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { formReply, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { recordId } from '~/lib/parameters.ts';
import { readForm } from '~/lib/request-body.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const { locale } = await resolveLocale(request);
  const dive = await getDiveForViewer(viewer, Number(params.id));
  if (!dive) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const notice = ['logged', 'saved'].find((key) => url.searchParams.get(key) === '1') ?? null;
  const { createdAt: _created, updatedAt: _updated, signature, ...shown } = dive;
  return {
    dive: shown,
    // Its diver sees a request waiting; everyone who sees the dive sees a signature given.
    signature: signature && (dive.viewerIsOwner || signature.state === 'signed') ? { ...signature, requestedAt: signature.requestedAt.toISOString(), signedAt: signature.signedAt?.toISOString() ?? null, canAskAgain: signature.canAskAgainAt <= new Date() } : null,
    signatureDone: ['asked', 'withdrawn'].find((key) => url.searchParams.get('signature') === key) ?? null,
    profileChart: await profileChartFor(dive),
    units: viewer?.units ?? 'metric',
    notice,
    suggested: url.searchParams.get('suggested') === '1',
    messages: divePageMessages(locale),
  };
}

const SIGNATURE_REFUSAL_STATUS: Record<string, number> = { 'logbook.signature.error.notFound': 404, 'logbook.signature.error.rateLimited': 429 };

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const diveId = recordId(params.id);
  const intent = form.get('intent');
  if (diveId === null || (intent !== 'signature-ask' && intent !== 'signature-withdraw')) throw data(null, { status: 400 });
  const done = intent === 'signature-ask' ? await requestSignature({ memberId: user.id, diveId }) : await withdrawSignature({ memberId: user.id, diveId });
  if (!done.ok) return replyWith(formReply({ intent: 'signature', formError: done.error }), SIGNATURE_REFUSAL_STATUS[done.error] ?? 409);
  throw redirect(`/dive/${diveId}?signature=${intent === 'signature-ask' ? 'asked' : 'withdrawn'}#signatures`);
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('logbook.dive.missing'), description: t('logbook.dive.missing'), noindex: true });
  const { dive, units } = loaderData;
  const place = dive.site?.name ?? dive.placeName;
  const title = place ? t('logbook.dive.titleAt', { number: dive.number, place }) : t('logbook.dive.title', { number: dive.number });
  const parts = [
    t('logbook.dive.by', { name: `${dive.diver.firstName} ${dive.diver.lastName}`.trim() }),
    formatDiveStart(dive.startLocal, dive.utcOffsetMinutes, t.locale),
    dive.maxDepthM !== null ? formatDepth(dive.maxDepthM, units, t.locale) : null,
    dive.durationS !== null ? formatDuration(dive.durationS, t) : null,
  ];
  const photo = dive.photos[0];
  return pageMeta({
    matches,
    location,
    title,
    description: parts.filter(Boolean).join(' · '),
    type: 'article',
    ...(isShareableDive(dive) && dive.profile ? { image: `/dive/${dive.id}/profile.png`, imageAlt: t('logbook.og.alt', { number: dive.number }) } : { image: isShareableDive(dive) && photo ? divePhotoAt(dive.id, photo, 1280) : null }),
    noindex: !isShareableDive(dive),
  });
}

export default function DivePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { dive, units, notice, suggested } = loaderData;
  const reply = actionData as FormReply | undefined;
  const place = dive.site?.name ?? dive.placeName;
  const diverName = `${dive.diver.firstName} ${dive.diver.lastName}`.trim();
  return (
    <LogbookPage
      wide
      title={place ? t('logbook.dive.titleAt', { number: dive.number, place }) : t('logbook.dive.title', { number: dive.number })}
      back={dive.viewerIsOwner ? { to: '/logbook', label: t('logbook.nav.backToLog') } : { to: `/user/${dive.diver.memberId}`, label: t('logbook.dive.diverProfile', { name: diverName }) }}
      intro={
        <>
          <time dateTime={machineDiveStart(dive.startLocal, dive.utcOffsetMinutes)} data-testid="dive-start">
            {formatDiveStart(dive.startLocal, dive.utcOffsetMinutes, t.locale)}
          </time>
          {dive.utcOffsetMinutes === null ? <span className="text-slate-600"> · {t('logbook.dive.localTime')}</span> : null}
          {!dive.viewerIsOwner ? <span className="block text-sm">{t('logbook.dive.by', { name: diverName })}</span> : null}
          {dive.viewerIsOwner ? <span className="block text-sm text-slate-600" data-testid="dive-privacy">{t('logbook.dive.privacyIs', { privacy: t(`logbook.privacy.${dive.privacy}`) })}</span> : null}
        </>
      }
      actions={
        dive.viewerIsOwner ? (
          <>
            <Link to={`/dive/${dive.id}/edit`} className={buttonClass('secondary', 'small')}>
              {t('logbook.dive.edit')}
            </Link>
            <Link to={`/logbook/export?dive=${dive.id}`} className={buttonClass('secondary', 'small')}>{t('logbook.export.link')}</Link>
          </>
        ) : null
      }
    >
      {notice ? (
        <Notice tone="success">
          <p>{t(`logbook.dive.notice.${notice}`, { number: dive.number })}</p>
          {notice === 'logged' ? (
            <p className="mt-1">
              <Link to={`/dive/${dive.id}/edit#photos`} className="font-semibold underline">
                {t('logbook.dive.addPhotos')}
              </Link>
            </p>
          ) : null}
          {suggested ? <p className="mt-1">{t('logbook.dive.notice.suggested')}</p> : null}
        </Notice>
      ) : null}
      <section aria-labelledby="dive-figures" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="dive-figures" className="sr-only">
          {t('logbook.dive.figures')}
        </h2>
        <DiveFacts dive={dive} units={units} />
      </section>
      <DiveProfileSection profile={dive.profile} units={units} chart={loaderData.profileChart ? <ProfileChart chart={loaderData.profileChart} units={units} /> : null} />
      <section aria-labelledby="dive-where" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="dive-where" className="mb-4 text-lg font-semibold text-slate-900">
          {t('logbook.dive.whereAndWho')}
        </h2>
        <DivePlaceAndPeople dive={dive} />
      </section>
      <DiveSignatures dive={dive} signature={loaderData.signature} done={loaderData.signatureDone} error={reply?.formError ?? null} />
      {dive.cylinders.length ? (
        <section aria-labelledby="dive-gas" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="dive-gas" className="mb-3 text-lg font-semibold text-slate-900">
            {t('logbook.dive.gas')}
          </h2>
          <CylindersTable dive={dive} units={units} />
          <GasConsumption dive={dive} units={units} />
        </section>
      ) : null}
      {dive.notes ? (
        <section aria-labelledby="dive-notes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="dive-notes" className="mb-2 text-lg font-semibold text-slate-900">
            {t('logbook.dive.notes')}
          </h2>
          <p className="whitespace-pre-line text-slate-800" data-testid="dive-notes">
            {dive.notes}
          </p>
        </section>
      ) : null}
      {dive.photos.length ? (
        <section aria-labelledby="dive-photos-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="dive-photos-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t('logbook.photos.title')}
          </h2>
          <DivePhotos dive={dive} />
        </section>
      ) : null}
    </LogbookPage>
  );
}

type SignatureView = NonNullable<Route.ComponentProps['loaderData']['signature']>;
type DiveView = Route.ComponentProps['loaderData']['dive'];

/**
 * Who vouches for the dive: the dive centre's signature (or, for its diver, the request waiting and the
 * buttons to ask for it or withdraw it) and the buddies who confirmed it.
 */
function DiveSignatures({ dive, signature, done, error }: { dive: DiveView; signature: SignatureView | null; done: string | null; error: string | null }) {
  const t = useT();
  const day = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const buddies = dive.buddies.filter((buddy) => buddy.status === 'confirmed' && buddy.member);
  const canAsk = dive.viewerIsOwner && dive.center && !signature;
  if (!signature && !buddies.length && !canAsk) return null;
  return (
    <section id="signatures" aria-labelledby="dive-signatures" className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="dive-signatures">
      <h2 id="dive-signatures" className="mb-3 text-lg font-semibold text-slate-900">
        {t('logbook.signature.title')}
      </h2>
      <div className="flex flex-col gap-3">
        {done ? <Notice tone="success">{t(`logbook.signature.done.${done}`)}</Notice> : null}
        {error ? <Notice tone="error">{t(error)}</Notice> : null}
        <ul className="flex flex-col gap-2 text-slate-800">
          {signature?.state === 'signed' ? (
            <li data-testid="center-signature">
              {t('logbook.signature.signed', { center: signature.centerName, name: signature.signerName ?? '—', date: day.format(new Date(signature.signedAt!)) })}
            </li>
          ) : null}
          {signature?.state === 'requested' ? <li>{t('logbook.signature.requested', { center: signature.centerName, date: day.format(new Date(signature.requestedAt)) })}</li> : null}
          {buddies.map((buddy) => (
            <li key={buddy.member!.memberId}>{t('logbook.signature.buddy', { name: `${buddy.member!.firstName} ${buddy.member!.lastName}`.trim() })}</li>
          ))}
        </ul>
        {dive.viewerIsOwner && dive.center ? (
          <div className="flex flex-wrap gap-2">
            {!signature || (signature.state === 'requested' && signature.canAskAgain) ? (
              <FormKit>
                <SubmitButton name="intent" value="signature-ask" tone="secondary" size="small">
                  {signature ? t('logbook.signature.askAgain') : t('logbook.signature.ask', { center: dive.center.name })}
                </SubmitButton>
              </FormKit>
            ) : null}
            {signature ? (
              <FormKit>
                <SubmitButton name="intent" value="signature-withdraw" tone="dangerOutline" size="small">
                  {signature.state === 'signed' ? t('logbook.signature.withdrawSigned') : t('logbook.signature.withdraw')}
                </SubmitButton>
              </FormKit>
            ) : null}
          </div>
        ) : null}
        {dive.viewerIsOwner ? <p className="text-sm text-slate-700">{t('logbook.signature.explain')}</p> : null}
      </div>
    </section>
  );
}
