import type { Route } from './+types/home';
import { HomeHero } from '~/features/content/components/home-hero.tsx';
import { FeaturedSites, JoinInvitation, OffersAndNews, Regions, ResourcesSection } from '~/features/content/components/home-sections.tsx';
import { countPublishedSites, featuredSites, topRegions } from '~/features/content/home.queries.server.ts';
import { optionalMessages } from '~/features/content/messages.server.ts';
import { useFrameData } from '~/features/frame/frame-data.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';
import { UpcomingTrips } from '~/features/trips/components/trip-card.tsx';
import { tripListMessages } from '~/features/trips/trip-messages.server.ts';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { soonestTrips } from '~/features/trips/trips.queries.server.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const [siteCount, featured, regions, trips] = await Promise.all([countPublishedSites(), featuredSites(6), topRegions(12), soonestTrips(3)]);
  return {
    siteCount,
    featured,
    regions,
    trips: trips.map((trip) => tripCardView(trip, locale)),
    messages: { ...loadMessages(locale, ['home']), ...optionalMessages(locale, 'sites', 'type.'), ...tripListMessages(locale) },
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
      <OffersAndNews />
      <JoinInvitation signedIn={Boolean(frame?.user)} />
    </>
  );
}
