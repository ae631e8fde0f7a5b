// /listing/:id: everything about one dive site. Hidden sites answer 404 except to moderators.
import { Suspense } from 'react';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/listing.$id';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { getSessionUser, requireMember, requireRole, requireVerifiedMember } from '~/features/members/session.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { listingPageMessages } from '~/features/sites/site-messages.server.ts';
import { siteCenterMessages } from '~/features/centers/center-messages.server.ts';
import { siteLogbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { tripListMessages } from '~/features/trips/trip-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { useNonce } from '~/ui/nonce.tsx';
import { CompareToggle, CompareTray } from '~/features/sites/components/compare-controls.tsx';
import { NearbyList, ReportedSummary, ShareBox, SiteDescription, SiteFacts, SiteGallery, SiteNotice } from '~/features/sites/components/listing-sections.tsx';
import { LastUpdated, OwnSuggestions } from '~/features/sites/components/site-changes.tsx';
import { RatingStars } from '~/features/sites/components/rating-stars.tsx';
import { SeedBadge } from '~/features/sites/components/seed-badge.tsx';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { SiteLocator } from '~/features/sites/components/site-locator.tsx';
import { TemperatureChart } from '~/features/sites/components/temperature-chart.tsx';
import { countryName, countryNamesFor } from '~/lib/country-names.ts';
import { listingJsonLd } from '~/features/sites/listing-json-ld.ts';
import { jsonForScript } from '~/lib/json-for-script.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { editorRecord, memberEdits } from '~/features/sites/site-edits.server.ts';
import { changedSinceSeed, latestRevision } from '~/features/sites/site-history.server.ts';
import { currentSeedNote } from '~/features/sites/seed-note.ts';
import { isDiveable } from '~/features/sites/site-vocabulary.ts';
import { DiveStatusBadge } from '~/ui/dive-status-badge.tsx';
import { shownPosition } from '~/features/sites/site-facts.ts';
import { refuse } from '~/features/sites/site-refusals.server.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { pickWidth, sitePhotoUrl } from '~/lib/photo-urls.ts';
import { siteLocator } from '~/features/sites/site-locator.server.ts';
import { getSite, nearbySites } from '~/features/sites/sites.queries.server.ts';
import { ListingNotices } from '~/features/sites/components/listing-notices.tsx';
import { ReviewList } from '~/features/sites/components/reviews-section.tsx';
import { shownOnDemand } from '~/ui/shown-on-demand.tsx';
import { WishlistButton } from '~/features/sites/components/wishlist-button.tsx';
import { FollowButton } from '~/features/follows/components/follow-button.tsx';
import { followButtonMessages } from '~/features/follows/follows-messages.server.ts';
import { areaRadiiAroundSite, followState, type FollowState } from '~/features/follows/follows.server.ts';
import { AreaFollowForm } from '~/features/follows/components/area-follow-form.tsx';
import { safeRedirectPath } from '~/lib/redirect-target.ts';
import { parseReviewForm } from '~/features/sites/reviews.schema.ts';
import { formReply, parseSubmission, replyWith, submittedValues } from '~/lib/form-submission.ts';
import { SiteHideSchema } from '~/features/sites/site-hide.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { deleteReview, listReviews, saveReview, setReviewHidden } from '~/features/sites/reviews.server.ts';
import { canHideSite, canSeeHiddenSite, editModeFor } from '~/features/sites/site.policy.ts';
import { setSiteHidden } from '~/features/sites/sites.service.server.ts';
import { removeFromWishlist, saveToWishlist, savedSiteIds } from '~/features/sites/wishlist.server.ts';
import { useViewerUnits } from '~/features/sites/use-viewer-units.ts';
import { SiteCenters } from '~/features/centers/components/site-centers.tsx';
import { centersForSitePage } from '~/features/centers/site-centers.server.ts';
import { SiteTrips } from '~/features/trips/components/trip-card.tsx';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { tripsVisitingSite } from '~/features/trips/trips.queries.server.ts';
import { SiteDiveFiguresSection } from '~/features/logbook/components/site-dive-figures.tsx';
import { SiteDivesSection } from '~/features/logbook/components/site-dives.tsx';
import { getSiteDiveFigures } from '~/features/logbook/site-figures.queries.server.ts';
import { publicDivesAtSite } from '~/features/logbook/site-dives.queries.server.ts';

const NEARBY_KM = 100;

// Visitors see neither: the code of the review form and of the moderators' controls loads for those who do.
const ReviewForm = shownOnDemand(() => import('~/features/sites/components/listing-member-controls.tsx').then((module) => module.ReviewForm));
const ListingModeration = shownOnDemand(() => import('~/features/sites/components/listing-member-controls.tsx').then((module) => module.ListingModeration));

async function visibleSite(request: Request, idParam: string) {
  const id = recordId(idParam);
  const site = id === null ? null : await getSite(id);
  const viewer = await getSessionUser(request);
  // Hidden (and deleted) sites answer 404, except to moderators and admins.
  if (!site) return refuse(request, 'siteMissing');
  if (site.status !== 'published' && !canSeeHiddenSite(viewer)) return refuse(request, 'siteHidden');
  return { site, viewer };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { site, viewer } = await visibleSite(request, params.id);
  const origin = publicOrigin();
  const url = `${origin}/listing/${site.id}`;
  const images = site.photos.map((photo) => `${origin}${sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 1280))}`);
  const description = pickLocalized(site.description, locale);
  const [nearby, reviews, saved, lastChange, ownEdits, record, followingSite, followingCountry, followedRadii] = await Promise.all([
    nearbySites(site, { excludeId: site.id, limit: 6, withinKm: NEARBY_KM }),
    listReviews(site.id, { includeHidden: canHideSite(viewer) }),
    savedSiteIds(viewer?.id, [site.id]),
    latestRevision(site.id),
    viewer ? memberEdits(viewer.id, { siteId: site.id, limit: 5 }) : Promise.resolve([]),
    viewer ? editorRecord(viewer.id) : Promise.resolve(null),
    followState(viewer?.id, { kind: 'site', siteId: site.id }),
    followState(viewer?.id, { kind: 'country', countryCode: site.countryCode }),
    areaRadiiAroundSite(viewer?.id, site.id),
  ]);
  const position = shownPosition(site);
  const query = new URL(request.url).searchParams;
  const [centers, trips, seedChanged, diveFigures, loggedDives] = await Promise.all([
    centersForSitePage(site),
    tripsVisitingSite(site.id, 4),
    changedSinceSeed(site),
    getSiteDiveFigures(site.id),
    publicDivesAtSite(site.id),
  ]);
  return {
    // The site's own messages, and those of the centres, trips and dives logged that the page shows.
    messages: { ...listingPageMessages(locale), ...siteCenterMessages(locale), ...tripListMessages(locale), ...siteLogbookMessages(locale), ...followButtonMessages(locale) },
    centers,
    trips: trips.map((trip) => tripCardView(trip, locale)),
    // The page shows the position no finer than it is known, and sends no finer one either.
    site: { ...site, ...position, source: site.isSeed && site.source ? currentSeedNote(site.source, seedChanged) : site.source },
    seedChanged,
    diveFigures,
    loggedDives,
    nearby,
    locator: siteLocator(site, nearby),
    // Internal user ids stay on the server: each review only says whether it is the viewer's.
    reviews: reviews.map(({ authorId, ...review }) => ({ ...review, own: authorId === viewer?.id })),
    viewer: viewer
      ? { saved: saved.includes(site.id), followingSite, followingCountry, followedRadii, editMode: editModeFor(viewer, site, record), canModerate: canHideSite(viewer), canReview: viewer.emailVerified }
      : null,
    lastChange,
    ownEdits,
    position,
    notice: listingNotice(query),
    place: site.region ? `${site.region}, ${countryName(site.countryCode, locale)}` : countryName(site.countryCode, locale),
    countryNames: countryNamesFor([site.countryCode, ...nearby.map((other) => other.countryCode)], locale),
    url,
    image: images[0] ?? null,
    metaDescription: description?.text.slice(0, 300) ?? null,
    jsonLd: listingJsonLd({
      url,
      name: site.name,
      aliases: site.aliases,
      description: description?.text ?? null,
      lat: position.lat,
      lng: position.lng,
      countryCode: site.countryCode,
      region: site.region,
      images,
      ratingAverage: site.ratingAverage === null ? null : Number(site.ratingAverage),
      ratingCount: site.ratingCount,
    }),
  };
}

const NOTICES = ['added', 'saved', 'reported', 'reviewed'] as const;

/** The confirmation a redirect asked for (?saved=1, ?suggested=pending...). */
function listingNotice(query: URLSearchParams): string | null {
  const { values } = readQuery(query, { suggested: oneOf(['pending', 'published'] as const), added: queryFlag(), saved: queryFlag(), reported: queryFlag(), reviewed: queryFlag() });
  if (values.suggested) return `suggested.${values.suggested}`;
  return NOTICES.find((notice) => values[notice]) ?? null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const { site } = await visibleSite(request, params.id);
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const back = safeRedirectPath(form.get('redirectTo'), '');
  const listing = `/listing/${site.id}`;
  switch (intent) {
    case 'wishlist-add':
    case 'wishlist-remove': {
      const member = await requireMember(request);
      if (intent === 'wishlist-add') await saveToWishlist(member.id, site.id);
      else await removeFromWishlist(member.id, site.id);
      // Without JavaScript the form posted here: go back to the page it was on.
      if (back) throw redirect(back);
      return { ok: true };
    }
    case 'review-save': {
      const member = await requireVerifiedMember(request);
      const parsed = parseReviewForm(form);
      if (!parsed.ok) return replyWith(parsed.reply);
      const saved = await saveReview({ siteId: site.id, authorId: member.id, input: parsed.input });
      if (!saved.ok) return replyWith(formReply({ intent: 'review-save', fieldErrors: { body: 'sites.review.error.tooMany' }, values: submittedValues(form) }), 429);
      throw redirect(`${listing}?reviewed=1#reviews`);
    }
    case 'review-delete': {
      const member = await requireMember(request);
      await deleteReview({ siteId: site.id, authorId: member.id });
      throw redirect(`${listing}#reviews`);
    }
    case 'review-hide':
    case 'review-unhide': {
      const moderator = await requireRole(request, 'moderator');
      const reviewId = recordId(form.get('reviewId'));
      if (reviewId === null) throw data(null, { status: 400 });
      const changed = await setReviewHidden({ siteId: site.id, reviewId, hidden: intent === 'review-hide', moderatorId: moderator.id });
      if (!changed) throw data(null, { status: 404 });
      throw redirect(`${listing}#reviews`);
    }
    case 'hide':
    case 'unhide': {
      const moderator = await requireRole(request, 'moderator');
      const submission = parseSubmission(form, SiteHideSchema, { intent: 'hide' });
      if (!submission.ok) return replyWith(submission.reply);
      await setSiteHidden({ siteId: site.id, moderatorId: moderator.id, hidden: intent === 'hide', reason: submission.data.reason });
      throw redirect(listing);
    }
    default:
      throw data(null, { status: 400 });
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('sites.listing.notFound'), description: t('sites.listing.notFound'), noindex: true });
  const { site } = loaderData;
  const { place } = loaderData;
  const facts = [site.siteTypes.map((type) => t(`sites.type.${type}`)).join(', '), site.level ? t(`sites.level.${site.level}`) : null].filter(Boolean).join(' · ');
  return pageMeta({
    matches,
    location,
    title: `${site.name} (${place})`,
    description: loaderData.metaDescription ?? `${site.name}: ${place}${facts ? `. ${facts}` : ''}.`,
    canonical: loaderData.url,
    image: loaderData.image,
    type: 'place',
  });
}

export default function Listing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  const units = useViewerUnits();
  const { site, nearby, url, viewer, reviews } = loaderData;
  const ownReview = reviews.find((review) => review.own) ?? null;
  const reviewReply = actionData && 'intent' in actionData ? actionData : undefined;
  const rating = site.ratingAverage === null ? null : Number(site.ratingAverage);
  return (
    <CountryNamesProvider names={loaderData.countryNames}>
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-28 sm:px-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(loaderData.jsonLd) }} />
      <header className="flex flex-col gap-3">
        <p className="text-sm">
          <Link to="/explore" className="font-semibold text-sky-800 underline">
            {t('sites.explore.title')}
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{site.name}</h1>
        {site.aliases.length ? <p className="text-slate-700">{site.aliases.join(' · ')}</p> : null}
        <p className="text-lg text-slate-800">{loaderData.place}</p>
        <RatingStars average={rating} count={site.ratingCount} size={18} />
        <div className="relative flex flex-wrap items-start gap-2" role="group" aria-label={t('sites.listing.actions')}>
          <WishlistButton siteId={site.id} name={site.name} saved={viewer?.saved ?? false} variant="button" />
          {site.status === 'published' ? <FollowButton kind="site" target={site.id} name={site.name} state={viewer?.followingSite ?? 'none'} signedIn={Boolean(viewer)} /> : null}
          {site.status === 'published' && viewer ? <CountryFollowButton country={site.countryCode} name={loaderData.countryNames[site.countryCode] ?? site.countryCode} state={viewer.followingCountry} /> : null}
          <CompareToggle id={site.id} name={site.name} />
          <ShareBox url={url} />
          {viewer?.editMode === 'direct' ? (
            <Link to={`/listing/${site.id}/edit`} className="inline-flex items-center rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
              {t('sites.listing.edit')}
            </Link>
          ) : site.status === 'published' ? (
            <Link
              to={viewer ? `/listing/${site.id}/suggest` : `/sign-in?redirectTo=${encodeURIComponent(`/listing/${site.id}/suggest`)}`}
              className="inline-flex items-center rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {t('sites.listing.suggestEdit')}
            </Link>
          ) : null}
          <Link to={`/listing/${site.id}/history`} className="inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium text-slate-800 underline">
            {t('sites.listing.history')}
          </Link>
          <Link to={`/listing/${site.id}/report`} className="inline-flex items-center rounded-full px-3 py-1.5 text-sm font-medium text-slate-800 underline">
            {t('sites.listing.report')}
          </Link>
        </div>
        {site.status === 'published' && viewer ? <AreaFollowForm siteId={site.id} followedRadii={viewer.followedRadii} /> : null}
        <LastUpdated change={loaderData.lastChange} updatedAt={site.updatedAt} siteId={site.id} />
        <ListingNotices notice={loaderData.notice} status={site.status} deleted={Boolean(site.deletedAt)} />
        <OwnSuggestions edits={loaderData.ownEdits} />
        {site.diveStatus && site.diveStatus !== 'open' ? (
          <p>
            <DiveStatusBadge status={site.diveStatus} since={site.diveStatusSince} closedToScuba={!isDiveable(site.diveStatus)} size="large" />
          </p>
        ) : null}
        <SiteNotice notice={site.notice} />
        {viewer?.canModerate ? (
          <Suspense fallback={null}>
            <ListingModeration status={site.status} reply={reviewReply} />
          </Suspense>
        ) : null}
      </header>

      {site.isSeed ? (
        <div className="mt-6">
          <SeedBadge source={site.source} detailed changed={loaderData.seedChanged.map((group) => t(`sites.fact.${group}`))} />
        </div>
      ) : null}

      <section aria-labelledby="gallery-heading" className="mt-8">
        <h2 id="gallery-heading" className="sr-only">
          {t('sites.listing.gallery')}
        </h2>
        <SiteGallery site={site} />
      </section>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('sites.listing.facts')}
            </h2>
            <SiteFacts site={site} units={units} />
            <ReportedSummary site={site} />
          </section>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('sites.listing.description')}
            </h2>
            <SiteDescription description={site.description} />
          </section>
          <section aria-labelledby="temperature-heading">
            <h2 id="temperature-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('sites.listing.temperature')}
            </h2>
            <TemperatureChart
              name={site.name}
              months={site.waterTempByMonth}
              bestMonths={site.bestMonths}
              units={units}
              reported={site.reportedConditions ? { months: site.reportedConditions.tempByMonth, count: site.reportedConditions.temperatureReports } : null}
            />
          </section>
          <SiteDiveFiguresSection siteId={site.id} figures={loaderData.diveFigures} units={units} />
          <section aria-labelledby="reviews-heading" id="reviews">
            <h2 id="reviews-heading" className="mb-3 text-2xl font-semibold text-slate-900">
              {t('sites.listing.reviews')}
            </h2>
            <div className="flex flex-col gap-6">
              <ReviewList reviews={reviews} units={units} canModerate={!!viewer?.canModerate} />
              {viewer?.canReview ? (
                <Suspense fallback={null}>
                  <ReviewForm own={ownReview} reply={reviewReply} units={units} />
                </Suspense>
              ) : (
                <p className="text-slate-800">
                  {viewer ? t('sites.review.verifyFirst') : <Link to={`/sign-in?redirectTo=${encodeURIComponent(`/listing/${site.id}#reviews`)}`} className="font-semibold text-sky-800 underline">{t('sites.review.signIn')}</Link>}
                </p>
              )}
            </div>
          </section>
        </div>
        <aside className="flex flex-col gap-8">
          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t('sites.listing.location')}
            </h2>
            {loaderData.locator ? <SiteLocator locator={loaderData.locator} name={site.name} neighbours={nearby} units={units} /> : null}
            <p className="mt-2 flex flex-col gap-1 text-sm">
              <Link to={`/map-explore?lat=${loaderData.position.lat}&lng=${loaderData.position.lng}&zoom=11`} className="font-semibold text-sky-800 underline">
                {t('sites.listing.openMap')}
              </Link>
              <a href={`https://www.openstreetmap.org/?mlat=${loaderData.position.lat}&mlon=${loaderData.position.lng}#map=12/${loaderData.position.lat}/${loaderData.position.lng}`} className="font-semibold text-sky-800 underline" rel="noopener noreferrer">
                {t('sites.listing.openStreetMap')}
              </a>
            </p>
          </section>
          <section aria-labelledby="nearby-heading">
            <h2 id="nearby-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t('sites.listing.nearby')}
            </h2>
            <NearbyList sites={nearby} units={units} withinKm={NEARBY_KM} />
            <p className="mt-3 text-sm">
              <Link to={`/explore?near=${encodeURIComponent(`${loaderData.position.lat},${loaderData.position.lng}`)}`} className="font-semibold text-sky-800 underline">
                {t('sites.listing.nearbyAll')}
              </Link>
            </p>
          </section>
          <SiteDivesSection dives={loaderData.loggedDives} units={units} />
          <SiteTrips trips={loaderData.trips} siteName={site.name} />
          <SiteCenters centers={loaderData.centers} siteLat={site.lat} siteLng={site.lng} />
        </aside>
      </div>
      <CompareTray />
    </div>
    </CountryNamesProvider>
  );
}

/** Following the site's country, with the country named whether or not it is followed. */
function CountryFollowButton({ country, name, state }: { country: string; name: string; state: FollowState }) {
  const t = useT();
  return (
    <FollowButton
      kind="country"
      target={country}
      name={name}
      state={state}
      signedIn
      followText={t('follows.button.country', { country: name })}
      followingText={{ text: t('follows.button.countryFollowing', { country: name }), label: t('follows.button.countryUnfollowLabel', { country: name }) }}
    />
  );
}
