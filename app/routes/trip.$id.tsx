// /trip/:id: one trip of a centre, with its terms stated up front, the request form (or the waiting
// list when it is full) and a way to ask the centre about it. Drafts answer 404 except to those who
// run the centre.
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/trip.$id';
import { countryName } from '~/lib/country-names.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { jsonForScript } from '~/lib/json-for-script.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { formatPlaceTime } from '~/lib/time-format.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { useNonce } from '~/ui/nonce.tsx';
import { Notice } from '~/ui/form-kit.tsx';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { TripQuestionSchema } from '~/features/inbox/inbox.schema.ts';
import { messageCenter } from '~/features/inbox/inbox.service.server.ts';
import { conversationOfMember } from '~/features/inbox/inbox.queries.server.ts';
import { getAccountSettings } from '~/features/members/profile.queries.server.ts';
import { signInPath } from '~/features/members/redirect-path.ts';
import { getSessionUser, requireVerifiedMember } from '~/features/members/session.server.ts';
import { AskForm, ReservationPanel, type RequestState } from '~/features/trips/components/reservation-form.tsx';
import { SeatsBadge } from '~/features/trips/components/trip-card.tsx';
import { TripFactsList } from '~/features/trips/components/trip-details.tsx';
import { openReservationOnTrip } from '~/features/trips/reservations.queries.server.ts';
import { requestSeats } from '~/features/trips/reservations.service.server.ts';
import { tripJsonLd } from '~/features/trips/trip-json-ld.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { canManageTrips, canRequestSeats, canSeeTrip, isOpenForRequests } from '~/features/trips/trip.policy.ts';
import { ReservationRequestSchema } from '~/features/trips/trip.schema.ts';
import { termsView, tripCardView, whatToBring } from '~/features/trips/trip-views.ts';
import { getTrip } from '~/features/trips/trips.queries.server.ts';

async function visibleTrip(request: Request, rawId: string | undefined) {
  const id = recordId(rawId);
  const [trip, viewer] = await Promise.all([id === null ? null : getTrip(id), getSessionUser(request)]);
  if (!trip || !canSeeTrip(viewer, trip)) throw data(null, { status: 404 });
  return { trip, viewer };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { trip, viewer } = await visibleTrip(request, params.id);
  const origin = publicOrigin();
  const url = `${origin}/trip/${trip.id}`;
  const card = tripCardView(trip, locale);
  const description = pickLocalized(trip.description, locale);
  const open = isOpenForRequests(trip);
  // Asking the centre about the trip is open to the same people as asking for seats, even once it is closed.
  let askState: RequestState = 'member';
  if (!viewer) askState = 'visitor';
  else if (!viewer.emailVerified) askState = 'unverified';
  else if (!canRequestSeats(viewer, trip)) askState = 'manager';
  const state: RequestState = open ? askState : 'closed';
  const [own, settings, conversationId] = viewer
    ? await Promise.all([openReservationOnTrip(viewer.id, trip.id), getAccountSettings(viewer.id), conversationOfMember(viewer.id, trip.center.id, trip.id)])
    : [null, null, null];
  const { requested = null } = readQuery(new URL(request.url).searchParams, { requested: oneOf(['requested', 'waitlisted'] as const) }).values;
  return {
    messages: tripMessages(locale),
    trip: {
      ...card,
      description: description ? { text: description.text, lang: description.lang } : null,
      cancelReason: trip.cancelReason,
      updatedAt: trip.updatedAt.toISOString(),
    },
    facts: {
      when: card.when,
      zone: card.zone,
      days: card.days,
      // A confirmed diver reads where and when the centre said to meet; others the trip's meeting point.
      meetingPoint: own?.meeting?.point ?? trip.meetingPoint,
      meetsAt: own?.meeting ? formatPlaceTime(own.meeting.at, trip.timeZone, locale) : null,
      price: card.price,
      included: trip.included,
      capacity: trip.capacity,
      seatsLeft: trip.seatsLeft,
      minCertTier: trip.minCertTier,
      minLoggedDives: trip.minLoggedDives,
      sites: trip.sites.map((site) => ({ id: site.id, name: site.name, place: site.region ? `${site.region}, ${countryName(site.countryCode, locale)}` : countryName(site.countryCode, locale) })),
      terms: termsView({ ...trip, timeZone: trip.timeZone }, locale),
      paymentNote: trip.paymentNote,
      centerName: trip.center.name,
      centerId: trip.center.id,
    },
    bring: whatToBring(trip),
    state,
    askState,
    canManage: canManageTrips(viewer, trip.center),
    own: own && own.status !== 'attended' ? { id: own.id, status: own.status, seats: own.seats, holdUntil: own.holdExpiresAt ? formatPlaceTime(own.holdExpiresAt, trip.timeZone, locale) : null } : null,
    requested,
    defaults: { seats: '1', certLevel: settings?.certLevel ?? '', certOther: '', loggedDives: '', message: '' },
    conversationHref: conversationId ? `/account/inbox/${conversationId}` : null,
    signInHref: signInPath(`/trip/${trip.id}#request`),
    url,
    jsonLd: tripJsonLd({
      url,
      name: card.title,
      description: description?.text ?? null,
      startsAt: trip.startsAt,
      endsAt: trip.endsAt,
      timeZone: trip.timeZone,
      cancelled: trip.status === 'cancelled',
      price: trip.price,
      currency: trip.currency,
      capacity: trip.capacity,
      seatsLeft: trip.seatsLeft,
      meetingPoint: trip.meetingPoint,
      center: { name: trip.center.name, url: `${origin}/dive-center/${trip.center.id}`, lat: trip.center.lat, lng: trip.center.lng, countryCode: trip.countryCode, region: trip.region },
      image: null,
    }),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const { trip } = await visibleTrip(request, params.id);
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'reserve' || intent === 'waitlist') {
    if (!canRequestSeats(user, trip)) throw data(null, { status: 403 });
    const submission = parseSubmission(form, ReservationRequestSchema, { intent: 'reserve' });
    if (!submission.ok) return replyWith(submission.reply);
    const result = await requestSeats({ tripId: trip.id, memberId: user.id, input: submission.data, waitlist: intent === 'waitlist' });
    if (!result.ok) {
      const status = result.full ? 409 : result.error === 'trips.error.reservationsRateLimited' ? 429 : 400;
      const reply = result.field === 'form' ? { formError: result.error } : { fieldErrors: { [result.field]: result.error } };
      return replyWith(formReply({ intent: 'reserve', values: submission.values, ...reply, ...(result.full ? { formError: 'trips.error.fullWaitlist', formErrorParams: { left: result.seatsLeft ?? 0 } } : {}) }), status);
    }
    throw redirect(`/trip/${trip.id}?requested=${result.status}#request`);
  }
  if (intent === 'ask') {
    if (!canRequestSeats(user, trip)) throw data(null, { status: 403 });
    const submission = parseSubmission(form, TripQuestionSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const title = pickLocalized(trip.title, 'en')?.text ?? '';
    const sent = await messageCenter({ centerId: trip.center.id, memberId: user.id, tripId: trip.id, subject: title, body: submission.data.body });
    if (!sent.ok) return replyWith(formReply({ intent, values: submission.values, fieldErrors: { body: sent.error } }), sent.error.endsWith('RateLimited') ? 429 : 400);
    throw redirect(`/account/inbox/${sent.conversationId}`);
  }
  throw data(null, { status: 400 });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('trips.page.notFound'), description: t('trips.page.notFound'), noindex: true });
  const { trip } = loaderData;
  return pageMeta({
    matches,
    location,
    title: `${trip.title} · ${trip.centerName}`,
    description: trip.description?.text.replace(/\s+/g, ' ').slice(0, 280) || t('trips.page.metaDescription', { kind: t(`trips.kind.${trip.kind}`), center: trip.centerName, when: trip.when, place: trip.place }),
    imageAlt: trip.title,
    noindex: trip.status !== 'published' || trip.past,
  });
}

export default function TripPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { trip, facts } = loaderData;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-20 sm:px-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(loaderData.jsonLd) }} />
      <p className="text-sm">
        <Link to="/find-a-trip" className="font-semibold text-sky-800 underline">
          {t('trips.search.title')}
        </Link>
      </p>
      <header className="mt-2 flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-sky-100 px-2 py-0.5 font-semibold text-sky-950">{t(`trips.kind.${trip.kind}`)}</span>
          {trip.status === 'published' && !trip.past ? <SeatsBadge seatsLeft={trip.seatsLeft} capacity={trip.capacity} /> : null}
          {trip.status !== 'published' ? <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{t(`trips.status.${trip.status}`)}</span> : null}
          {trip.past ? <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">{t('trips.status.past')}</span> : null}
          {trip.isSeed ? <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">{t('trips.card.sample')}</span> : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl" lang={trip.titleLang}>
          {trip.title}
        </h1>
        <p className="text-lg text-slate-800">
          {t('trips.page.byCenter')}{' '}
          <Link to={`/dive-center/${trip.centerId}`} className="font-semibold text-sky-800 underline">
            {trip.centerName}
          </Link>{' '}
          · {trip.place}
        </p>
        {loaderData.canManage ? (
          <p className="text-sm">
            <Link to={`/admin-divecenter/divecenter/trips/${trip.id}?center=${trip.centerId}`} className="font-semibold text-sky-800 underline">
              {t('trips.page.manage')}
            </Link>
          </p>
        ) : null}
      </header>
      {trip.isSeed ? (
        <aside className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" aria-labelledby="sample-trip-note">
          <p id="sample-trip-note" className="font-semibold">
            {t('trips.card.sample')}
          </p>
          <p className="mt-1">{t('trips.page.sampleExplanation')}</p>
        </aside>
      ) : null}
      {trip.status === 'cancelled' ? (
        <div className="mt-6">
          <Notice tone="error">{t('trips.page.cancelled', { reason: trip.cancelReason ?? '' })}</Notice>
        </div>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="flex min-w-0 flex-col gap-8">
          {trip.description ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading" className="mb-3 text-2xl font-semibold text-slate-900">
                {t('trips.page.about')}
              </h2>
              <p className="whitespace-pre-line text-slate-800" lang={trip.description.lang}>
                {trip.description.text}
              </p>
            </section>
          ) : null}
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="mb-1 text-2xl font-semibold text-slate-900">
              {t('trips.page.facts')}
            </h2>
            <TripFactsList facts={facts} />
          </section>
          <section aria-labelledby="bring-heading">
            <h2 id="bring-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('trips.page.bring')}
            </h2>
            <ul className="list-disc pl-5 text-slate-800">
              {loaderData.bring.map((item) => (
                <li key={item}>{t(`trips.bring.${item}`)}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="flex flex-col gap-8" aria-label={t('trips.page.sidebar')}>
          <section id="request" aria-labelledby="request-heading" className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="request-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {loaderData.own ? t('trips.request.titleOwn') : facts.seatsLeft > 0 ? t('trips.request.title') : t('trips.request.titleFull')}
            </h2>
            <ReservationPanel
              state={loaderData.state}
              capacity={facts.capacity}
              seatsLeft={facts.seatsLeft}
              defaults={loaderData.defaults}
              reply={actionData}
              signInHref={loaderData.signInHref}
              own={loaderData.own}
              requested={loaderData.requested}
            />
          </section>
          {loaderData.askState !== 'manager' ? (
            <section id="ask" aria-labelledby="ask-heading" className="scroll-mt-24">
              <h2 id="ask-heading" className="mb-3 text-xl font-semibold text-slate-900">
                {t('trips.ask.title')}
              </h2>
              <AskForm state={loaderData.askState} conversationHref={loaderData.conversationHref} reply={actionData} signInHref={loaderData.signInHref.replace('%23request', '%23ask')} centerName={trip.centerName} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
