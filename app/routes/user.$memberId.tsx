import { data, Link } from 'react-router';
import type { Route } from './+types/user.$memberId';
import { FollowButton } from '~/features/follows/components/follow-button.tsx';
import { followButtonMessages } from '~/features/follows/follows-messages.server.ts';
import { followerCount, followPolicyOf, followState } from '~/features/follows/follows.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { certificationLabel } from '~/features/members/certifications.ts';
import { highestCard } from '~/features/members/wallet.server.ts';
import { normalizeMemberId } from '~/lib/member-id.ts';
import { getPublicProfile, listContributions, listMemberReviews } from '~/features/members/profile.queries.server.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { countryName } from '~/lib/country-names.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Avatar } from '~/ui/avatar.tsx';
import { dateTimeFormat } from '../lib/intl-format.ts';
import { ProfileDives } from '~/features/logbook/components/profile-dives.tsx';
import { logEntries, logTotals } from '~/features/logbook/log.queries.server.ts';
import { profileLogbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { readQuery, queryPage } from '~/lib/parameters.schema.ts';

// A member's public page, addressed by member ID only. It shows what the member chose to share and
// what they contributed; never the email or anything else private.
export async function loader({ request, params }: Route.LoaderArgs) {
  const memberId = normalizeMemberId(params.memberId);
  const profile = memberId ? await getPublicProfile(memberId) : null;
  if (!profile) throw data(null, { status: 404 });
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { page: queryPage(20000) });
  // Only public dives, whoever looks (viewer null): the profile is the member's public face.
  const diveScope = { ownerId: profile.userId, viewer: null, filters: { page: values.page ?? 1 } };
  const [contributions, reviews, viewer, diveEntries, diveTotals, walletLevel] = await Promise.all([
    listContributions(profile.userId),
    listMemberReviews(profile.userId),
    getSessionUser(request),
    logEntries(diveScope),
    logTotals(diveScope),
    highestCard(profile.userId),
  ]);
  const target = { kind: 'member' as const, memberId: profile.memberId };
  const [following, followers, followPolicy] = await Promise.all([followState(viewer?.id, target), followerCount(target), followPolicyOf(profile.userId)]);
  const { userId, ...publicFields } = profile;
  return {
    profile: {
      ...publicFields,
      country: profile.countryCode ? countryName(profile.countryCode, locale) : null,
      // The highest card in the member's wallet (never its number), else the level they state in their profile.
      certification: walletLevel ?? certificationLabel(profile.certAgency, profile.certLevel),
    },
    contributions: contributions.items.map((item) => ({ ...item, country: countryName(item.countryCode, locale) })),
    listingCount: contributions.listingCount,
    reviews: reviews.items.map((review) => ({ ...review, country: countryName(review.countryCode, locale), excerpt: excerpt(review.body) })),
    reviewCount: reviews.reviewCount,
    isOwn: viewer?.id === userId,
    follow: { state: following, followers, open: followPolicy !== 'nobody', signedIn: Boolean(viewer) },
    dives: { entries: diveEntries, totals: diveTotals, page: diveScope.filters.page },
    units: viewer?.units ?? 'metric',
    messages: { ...loadMessages(locale, ['profile']), ...profileLogbookMessages(locale), ...followButtonMessages(locale) },
  };
}

const EXCERPT_LENGTH = 280;

function excerpt(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…`;
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('common.error.notFoundTitle'), description: t('common.error.notFoundText'), noindex: true });
  const { profile } = loaderData;
  const name = `${profile.firstName} ${profile.lastName}`;
  const facts = [profile.certification, profile.country].filter(Boolean).join(' · ');
  return pageMeta({
    matches,
    location,
    title: t('profile.title', { name }),
    description: facts ? t('profile.descriptionWithFacts', { name, facts }) : t('profile.description', { name }),
    type: 'profile',
    image: profile.avatarUrl ?? undefined,
    imageAlt: t('profile.avatarAlt', { name }),
  });
}

export default function MemberProfile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { profile, contributions, listingCount, reviews, reviewCount, isOwn } = loaderData;
  const name = `${profile.firstName} ${profile.lastName}`;
  const since = dateTimeFormat(t.locale, { month: 'long', year: 'numeric' }).format(new Date(profile.memberSince));
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-center gap-5">
        <Avatar name={name} src={profile.avatarUrl} size={96} />
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          <p className="text-slate-700">{t('profile.memberId', { id: profile.memberId })}</p>
          <p className="text-slate-700">{t('profile.memberSince', { date: since })}</p>
          {!isOwn && loaderData.follow.open ? (
            <FollowButton kind="member" target={profile.memberId} name={name} state={loaderData.follow.state} signedIn={loaderData.follow.signedIn} followers={loaderData.follow.followers} />
          ) : (
            <p className="text-slate-700">{t.plural('follows.button.followers', loaderData.follow.followers, { count: loaderData.follow.followers })}</p>
          )}
          {isOwn ? (
            <p>
              <Link to="/account/settings" className="font-semibold text-sky-800 underline underline-offset-2">
                {t('profile.edit')}
              </Link>
            </p>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="about-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="about-title" className="text-xl font-semibold">
          {t('profile.about')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t('profile.certification')}</dt>
            <dd className="text-slate-900" data-testid="profile-certification">
              {profile.certification ?? t('profile.notShared')}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t('profile.country')}</dt>
            <dd className="text-slate-900" data-testid="profile-country">
              {profile.country ?? t('profile.notShared')}
            </dd>
          </div>
        </dl>
        {profile.bio ? (
          <p className="mt-4 whitespace-pre-line text-slate-800" data-testid="profile-bio">
            {profile.bio}
          </p>
        ) : null}
      </section>

      <ProfileDives name={profile.firstName} entries={loaderData.dives.entries} totals={loaderData.dives.totals} page={loaderData.dives.page} units={loaderData.units} />

      <section aria-labelledby="contributions-title">
        <h2 id="contributions-title" className="text-xl font-semibold">
          {t('profile.contributions')}
        </h2>
        <p className="mt-1 text-slate-700">{t.plural('profile.listingCount', listingCount)}</p>
        {contributions.length > 0 ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {contributions.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <Link to={`/listing/${item.id}`} className="font-semibold text-sky-800 underline underline-offset-2">
                  {item.name}
                </Link>
                <p className="text-sm text-slate-700">{item.country}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">{t('profile.noContributions', { name: profile.firstName })}</p>
        )}
      </section>

      <section aria-labelledby="reviews-title">
        <h2 id="reviews-title" className="text-xl font-semibold">
          {t('profile.reviews')}
        </h2>
        <p className="mt-1 text-slate-700">{t.plural('profile.reviewCount', reviewCount)}</p>
        {reviews.length > 0 ? (
          <ul className="mt-4 flex flex-col gap-3" data-testid="profile-reviews">
            {reviews.map((review) => (
              <li key={`${review.kind}-${review.id}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <Link to={review.kind === 'site' ? `/listing/${review.placeId}` : `/dive-center/${review.placeId}`} className="font-semibold text-sky-800 underline underline-offset-2">
                    {review.placeName}
                  </Link>
                  <span className="text-sm text-slate-700">
                    <span aria-hidden="true" className="text-amber-700">
                      {'★'.repeat(review.rating)}
                      <span className="text-slate-400">{'★'.repeat(5 - review.rating)}</span>
                    </span>{' '}
                    <span className="sr-only">{t('profile.reviewRating', { rating: review.rating })}</span>
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  {t(review.kind === 'site' ? 'profile.reviewOfSite' : 'profile.reviewOfCenter')} · {review.country} ·{' '}
                  <time dateTime={new Date(review.writtenAt).toISOString()}>{dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(review.writtenAt))}</time>
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{review.excerpt}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">{t('profile.noReviews', { name: profile.firstName })}</p>
        )}
      </section>
    </div>
  );
}
