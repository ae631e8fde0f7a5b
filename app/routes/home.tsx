import type { Route } from './+types/home';
import { HomeHero } from '~/features/content/components/home-hero.tsx';
import { FeaturedSites, JoinInvitation, OffersAndNews, Regions, ResourcesSection } from '~/features/content/components/home-sections.tsx';
import { homeSites } from '~/features/content/home.queries.server.ts';
import { homePageMessages } from '~/features/content/messages.server.ts';
import { useFrameData } from '~/features/frame/frame-data.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { signInPath } from '~/features/members/redirect-path.ts';
import { OfferCard } from '~/features/offers/components/offer-card.tsx';
import { canSeeOfferCode } from '~/features/offers/offer.policy.ts';
import { currentOffers } from '~/features/offers/offers.queries.server.ts';
import { ArticleCard } from '~/features/news/components/article-card.tsx';
import { latestArticles } from '~/features/news/news.queries.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';
import { UpcomingTrips } from '~/features/trips/components/trip-card.tsx';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { soonestTrips } from '~/features/trips/trips.queries.server.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const user = await getSessionUser(request);
  const [{ siteCount, featured, regions }, offers, news, trips] = await Promise.all([
    homeSites(),
    currentOffers({ withCodes: canSeeOfferCode(user), limit: 3 }),
    latestArticles(3),
    soonestTrips(3),
  ]);
  return {
    siteCount,
    featured,
    regions,
    offers,
    news,
    trips: trips.map((trip) => tripCardView(trip, locale)),
    messages: homePageMessages(locale),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('common.siteTitle'), description: t('common.siteDescription'), fullTitle: true });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const frame = useFrameData();
  return (
    <>
      <HomeHero siteCount={loaderData.siteCount} />
      <FeaturedSites sites={loaderData.featured} />
      <UpcomingTrips trips={loaderData.trips} />
      <Regions regions={loaderData.regions} />
      <ResourcesSection />
      <OffersAndNews
        offers={
          loaderData.offers.length ? (
            <ul className="flex flex-col gap-4">
              {loaderData.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} signInPath={signInPath('/member-offers')} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : undefined
        }
        news={
          loaderData.news.length ? (
            <ul className="flex flex-col gap-4">
              {loaderData.news.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel={3} compact />
                </li>
              ))}
            </ul>
          ) : undefined
        }
      />
      <JoinInvitation signedIn={Boolean(frame?.user)} />
    </>
  );
}
