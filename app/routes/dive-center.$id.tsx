// /dive-center/:id: one centre's page, its contact form (members only: the email address itself is
// never sent to the browser) and its reviews. Hidden centres answer 404 except to those who run them
// and to moderators. Admins start (and end) acting as the centre's manager here (ADR 27).
import { Suspense } from 'react';
import { data, Form, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/dive-center.$id';
import { FollowButton } from '~/features/follows/components/follow-button.tsx';
import { followButtonMessages } from '~/features/follows/follows-messages.server.ts';
import { followerCount, followState } from '~/features/follows/follows.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { centerPageMessages } from '~/features/centers/center-messages.server.ts';
import { tripListMessages } from '~/features/trips/trip-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { useNonce } from '~/ui/nonce.tsx';
import { recordId } from '~/lib/parameters.ts';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { centerJsonLd } from '~/features/centers/center-json-ld.ts';
import { jsonForScript } from '~/lib/json-for-script.ts';
import { buildLocator } from '~/lib/map/locator-map.server.ts';
import { centerImageUrl, centerLogoUrl, pickWidth } from '~/lib/photo-urls.ts';
import { ACTING_MINUTES, endActingAsManager, startActingAsManager } from '~/features/centers/center-acting.server.ts';
import { canActAsManager, canClaimCenter, canManageCenter, canReviewCenter, canSeeHiddenCenter, isActingManager } from '~/features/centers/center.policy.ts';
import { ActingStartSchema, ContactSchema, ReviewSchema } from '~/features/centers/center.schema.ts';
import { getPublicCenter, reviewsOf } from '~/features/centers/center-page.queries.server.ts';
import { saveReview, setCenterHidden, setCenterReviewHidden } from '~/features/centers/centers.service.server.ts';
import { sendCenterMessage } from '~/features/inbox/center-contact.server.ts';
import { SampleBadge, VerificationBadge } from '~/features/centers/components/center-badges.tsx';
import { centerPlace } from '~/features/centers/components/center-card.tsx';
import { LocatorMap } from '~/ui/locator-map.tsx';
import { shownOnDemand } from '~/ui/shown-on-demand.tsx';
import { Affiliations, CenterAbout, CenterGallery, ContactDetails, CoursesTable, courseName, LanguagesList, OpeningHours, TagList, VisitedSitesList } from '~/features/centers/components/center-sections.tsx';
import { ContactForm, type ContactState } from '~/features/centers/components/contact-form.tsx';
import { CenterRating } from '~/features/centers/components/rating.tsx';
import { ReviewForm, ReviewItem, ReviewModeration } from '~/features/centers/components/reviews.tsx';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { signInPath } from '~/features/members/redirect-path.ts';
import { canModerate } from '~/features/members/member.policy.ts';
import { getSessionUser, loadSession, requireRole, requireVerifiedMember } from '~/features/members/session.server.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { createTranslator } from '~/lib/i18n.ts';
import { conversationOfMember } from '~/features/inbox/inbox.queries.server.ts';
import { TripList } from '~/features/trips/components/trip-card.tsx';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { upcomingTripsOfCenter } from '~/features/trips/trips.queries.server.ts';

// Only admins see it: its code is loaded for them alone.
const ActAsManagerForm = shownOnDemand(() => import('~/features/centers/components/acting.tsx').then((module) => module.ActAsManagerForm));

async function loadVisibleCenter(request: Request, rawId: string | undefined) {
  const id = recordId(rawId);
  const [center, viewer] = await Promise.all([id === null ? null : getPublicCenter(id), getSessionUser(request)]);
  if (!center) throw data(null, { status: 404 });
  const ownership = { id: center.id, ownerId: center.ownerId, managerIds: center.managerIds };
  if (center.status !== 'published' && !canSeeHiddenCenter(viewer, ownership)) throw data(null, { status: 404 });
  return { center, viewer, ownership };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { center, viewer, ownership } = await loadVisibleCenter(request, params.id);
  const followTarget = { kind: 'center' as const, centerId: center.id };
  const [reviews, trips, conversationId, following, followers] = await Promise.all([
    reviewsOf(center.id, { includeHidden: canModerate(viewer) }),
    upcomingTripsOfCenter(center.id, 6),
    viewer ? conversationOfMember(viewer.id, center.id, null) : null,
    followState(viewer?.id, followTarget),
    followerCount(followTarget),
  ]);
  const origin = publicOrigin();
  const url = `${origin}/dive-center/${center.id}`;
  const images = center.photos.map((photo) => `${origin}${centerImageUrl(photo.storageKey, pickWidth(photo.sizes, 1280))}`);
  const description = pickLocalized(center.description, locale);
  const t = createTranslator(locale, loadMessages(locale, ['centers']));
  const { values: notices } = readQuery(new URL(request.url).searchParams, { sent: queryFlag(), reviewed: queryFlag() });

  let contactState: ContactState = 'member';
  if (!center.canReceiveMessages) contactState = 'unavailable';
  else if (!viewer) contactState = 'visitor';
  else if (!viewer.emailVerified) contactState = 'unverified';
  else if (ownership.ownerId === viewer.id) contactState = 'own';

  const { ownerId: _owner, managerIds: _managers, canReceiveMessages: _can, ...shown } = center;
  return {
    // The centre, and the trips it runs.
    messages: { ...centerPageMessages(locale), ...tripListMessages(locale), ...followButtonMessages(locale) },
    center: shown,
    follow: { state: following, followers },
    trips: trips.map((trip) => tripCardView(trip, locale)),
    conversationHref: conversationId ? `/account/inbox/${conversationId}` : null,
    reviews: reviews.map(({ authorId, ...review }) => ({ ...review, mine: !!viewer && authorId === viewer.id })),
    url,
    // The first photo shows the centre best; without one, pages share the site's social image.
    image: images[0] ?? null,
    metaDescription: description?.text.replace(/\s+/g, ' ').slice(0, 280) ?? null,
    locator: buildLocator([
      { lat: center.lat, lng: center.lng, label: '', kind: 'center' as const },
      ...center.sites.map((site) => ({ lat: site.lat, lng: site.lng, label: '', kind: 'site' as const })),
    ]),
    viewer: {
      signedIn: !!viewer,
      canManage: canManageCenter(viewer, ownership),
      canReview: canReviewCenter(viewer, ownership),
      canClaim: !viewer || canClaimCenter(viewer, ownership),
      canModerate: canModerate(viewer),
      canActAsManager: canActAsManager(viewer, ownership) && !isActingManager(viewer, ownership),
    },
    actingMinutes: ACTING_MINUTES,
    contactState,
    signInHref: signInPath(`/dive-center/${center.id}#contact`),
    sent: notices.sent ?? false,
    reviewed: notices.reviewed ?? false,
    jsonLd: centerJsonLd({
      url,
      kind: center.kind,
      name: center.name,
      description: description?.text ?? null,
      lat: center.lat,
      lng: center.lng,
      address: center.address,
      region: center.region,
      countryCode: center.countryCode,
      phone: center.phone,
      website: center.website,
      socialLinks: center.socialLinks,
      images,
      logo: center.logo ? `${origin}${centerLogoUrl(center.logo)}` : null,
      languages: center.languages,
      openingHours: center.openingHours,
      courses: center.courses.map((course) => ({ name: courseName(course, t), price: course.price, currency: course.currency })),
      ratingAverage: center.ratingAverage === null ? null : Number(center.ratingAverage),
      ratingCount: center.ratingCount,
    }),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const { center, ownership } = await loadVisibleCenter(request, params.id);
  const { form } = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'review-hide' || intent === 'review-unhide') {
    const moderator = await requireRole(request, 'moderator');
    const reviewId = recordId(form.get('reviewId'));
    if (reviewId === null) throw data(null, { status: 400 });
    if (!(await setCenterReviewHidden({ centerId: center.id, reviewId, hidden: intent === 'review-hide', moderatorId: moderator.id }))) throw data(null, { status: 404 });
    throw redirect(`/dive-center/${center.id}#reviews`);
  }
  if (intent === 'hide' || intent === 'unhide') {
    const moderator = await requireRole(request, 'moderator');
    await setCenterHidden({ centerId: center.id, moderatorId: moderator.id, hidden: intent === 'hide' });
    throw redirect(`/dive-center/${center.id}`);
  }
  if (intent === 'act-start') {
    const admin = await requireRole(request, 'admin');
    if (!canActAsManager(admin, ownership)) return replyWith(formReply({ intent, formError: 'centers.acting.error.yours' }), 409);
    const submission = parseSubmission(form, ActingStartSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const { sessionId } = await loadSession(request);
    if (!sessionId || !(await startActingAsManager({ adminId: admin.id, sessionId, centerId: center.id, reason: submission.data.reason }))) throw data(null, { status: 404 });
    throw redirect(`/admin-divecenter/divecenter?center=${center.id}`);
  }
  if (intent === 'act-end') {
    const admin = await requireRole(request, 'admin');
    const { sessionId } = await loadSession(request);
    if (sessionId) await endActingAsManager({ adminId: admin.id, sessionId });
    throw redirect(`/dive-center/${center.id}`);
  }
  if (center.status !== 'published') throw data(null, { status: 404 });
  if (intent === 'contact') {
    const submission = parseSubmission(form, ContactSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const sent = await sendCenterMessage({ centerId: center.id, sender: user, subject: submission.data.subject, message: submission.data.message });
    if (!sent.ok) return replyWith(formReply({ intent, fieldErrors: { [sent.field]: sent.error }, values: submission.values }), sent.error === 'centers.error.rateLimited' ? 429 : 400);
    throw redirect(`/dive-center/${center.id}?sent=1#contact`);
  }
  if (intent === 'review') {
    if (!canReviewCenter(user, ownership)) throw data(null, { status: 403 });
    const submission = parseSubmission(form, ReviewSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const saved = await saveReview({ centerId: center.id, authorId: user.id, rating: submission.data.rating, body: submission.data.body });
    if (!saved.ok) return replyWith(formReply({ intent, fieldErrors: { [saved.field]: saved.error }, values: submission.values }), 429);
    throw redirect(`/dive-center/${center.id}?reviewed=1#reviews`);
  }
  throw data(null, { status: 400 });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('centers.page.notFound'), description: t('centers.page.notFound'), noindex: true });
  const { center } = loaderData;
  const place = centerPlace(center, t.locale);
  return pageMeta({
    matches,
    location,
    title: `${center.name} (${place})`,
    description: loaderData.metaDescription ?? t('centers.page.metaDescription', { name: center.name, kind: t(`centers.kind.${center.kind}`), place }),
    image: loaderData.image ?? undefined,
    imageAlt: center.name,
    noindex: center.status !== 'published',
  });
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-3 text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DiveCenterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { center, reviews, viewer, locator } = loaderData;
  const rating = center.ratingAverage === null ? null : Number(center.ratingAverage);
  const myReview = reviews.find((review) => review.mine);
  const reviewDefaults: Record<string, string> = myReview ? { rating: String(myReview.rating), body: myReview.body } : {};
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-20 sm:px-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(loaderData.jsonLd) }} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            <Link to={center.kind === 'resort' ? '/find-a-dive-resort' : '/find-a-dive-center'} className="font-semibold text-sky-800 underline">
              {t(center.kind === 'resort' ? 'centers.finder.resortTitle' : 'centers.finder.centerTitle')}
            </Link>
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{center.name}</h1>
          <p className="text-lg text-slate-800">
            {t(`centers.kind.${center.kind}`)} · {centerPlace(center, t.locale)}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {center.isSeed ? <SampleBadge /> : null}
            <VerificationBadge verification={center.verification} />
            {center.status !== 'published' ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('centers.page.hidden')}</span> : null}
          </div>
          <CenterRating average={rating} count={center.ratingCount} size={18} />
          {center.status === 'published' ? <FollowButton kind="center" target={center.id} name={center.name} state={loaderData.follow.state} signedIn={viewer.signedIn} followers={loaderData.follow.followers} /> : null}
          <div className="flex flex-wrap gap-4 text-sm">
            {viewer.canManage ? (
              <Link to={`/admin-divecenter/divecenter?center=${center.id}`} className="font-semibold text-sky-800 underline">
                {t('centers.page.edit')}
              </Link>
            ) : null}
            {viewer.canModerate ? (
              <Form method="post" className="inline">
                <button type="submit" name="intent" value={center.status === 'published' ? 'hide' : 'unhide'} className="font-semibold text-red-800 underline" data-testid="center-moderation">
                  {t(center.status === 'published' ? 'centers.moderation.hide' : 'centers.moderation.unhide')}
                </button>
              </Form>
            ) : null}
            {viewer.canActAsManager ? (
              <Suspense fallback={null}>
                <ActAsManagerForm centerName={center.name} minutes={loaderData.actingMinutes} reply={actionData} />
              </Suspense>
            ) : null}
            {!viewer.canManage && viewer.canClaim ? (
              <Link to={`/add-dive-center?claim=${center.id}#claim`} className="font-semibold text-sky-800 underline">
                {t('centers.page.claim')}
              </Link>
            ) : null}
          </div>
        </div>
        {center.logo ? <img src={centerLogoUrl(center.logo)} alt={t('centers.page.logoAlt', { name: center.name })} width={128} height={128} className="h-32 w-32 rounded-xl border border-slate-200 bg-white object-contain p-2" /> : null}
      </header>

      {center.isSeed ? (
        <aside className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" aria-labelledby="sample-note">
          <p id="sample-note" className="font-semibold">
            {t('centers.badge.sample')}
          </p>
          <p className="mt-1">{t('centers.page.sampleExplanation')}</p>
        </aside>
      ) : null}

      <div className="mt-6">
        <CenterGallery name={center.name} photos={center.photos} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <Section id="about" title={t('centers.page.about')}>
            <CenterAbout description={center.description} />
          </Section>
          <Section id="affiliations" title={t('centers.page.affiliations')}>
            <Affiliations agencies={center.agencies} primary={center.primaryAgency} />
          </Section>
          <Section id="courses" title={t('centers.page.courses')}>
            <CoursesTable courses={center.courses} />
          </Section>
          <Section id="services" title={t('centers.page.services')}>
            <TagList label={t('centers.page.services')} items={center.services.map((service) => t(`centers.service.${service}`))} />
          </Section>
          <Section id="trips" title={t('trips.section.centerTitle')}>
            <TripList trips={loaderData.trips} empty={t('trips.section.centerNone')} showCenter={false} />
            {viewer.canManage ? (
              <p className="mt-3 text-sm">
                <Link to={`/admin-divecenter/divecenter/trips?center=${center.id}`} className="font-semibold text-sky-800 underline">
                  {t('trips.section.manage')}
                </Link>
              </p>
            ) : null}
          </Section>
          <Section id="sites" title={t('centers.page.sites')}>
            <VisitedSitesList sites={center.sites} />
          </Section>
          <Section id="reviews" title={t('centers.page.reviews')}>
            {loaderData.reviewed ? <p role="status" className="mb-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">{t('centers.reviews.saved')}</p> : null}
            {reviews.length ? (
              <ul className="flex flex-col gap-3">
                {reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewItem review={review} centerName={center.name} moderation={viewer.canModerate ? <ReviewModeration reviewId={review.id} hidden={review.hidden} /> : null} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-700">{t('centers.reviews.none')}</p>
            )}
            <div className="mt-6">
              <h3 className="mb-2 text-lg font-semibold text-slate-900">{myReview ? t('centers.reviews.editYours') : t('centers.reviews.write')}</h3>
              {viewer.canReview ? (
                <ReviewForm defaults={reviewDefaults} reply={actionData} editing={!!myReview} />
              ) : viewer.signedIn ? (
                <p className="text-slate-700">{viewer.canManage ? t('centers.reviews.notOwn') : t('centers.reviews.verifyFirst')}</p>
              ) : (
                <p className="text-slate-800">
                  <Link to={loaderData.signInHref.replace('%23contact', '%23reviews')} className="font-semibold text-sky-800 underline">
                    {t('centers.reviews.signIn')}
                  </Link>
                </p>
              )}
            </div>
          </Section>
        </div>
        <aside className="flex flex-col gap-8" aria-label={t('centers.page.sidebar')}>
          <Section id="contact" title={t('centers.page.contact')}>
            <ContactDetails center={center} />
            <div className="mt-4">
              <ContactForm
                state={loaderData.contactState}
                centerName={center.name}
                signInHref={loaderData.signInHref}
                reply={actionData}
                sent={loaderData.sent}
                conversationHref={loaderData.conversationHref}
              />
            </div>
          </Section>
          <Section id="hours" title={t('centers.page.hours')}>
            <OpeningHours hours={center.openingHours} note={center.hoursNote} />
          </Section>
          <Section id="languages" title={t('centers.page.languages')}>
            <LanguagesList languages={center.languages} />
          </Section>
          {locator ? (
            <Section id="map" title={t('centers.page.map')}>
              <LocatorMap locator={locator} title={t('centers.page.mapTitle', { name: center.name, count: center.sites.length })} />
              <p className="mt-2 text-xs text-slate-600">{t('centers.page.mapLegend')}</p>
            </Section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
