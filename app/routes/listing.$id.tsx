// /listing/:id: everything about one dive site. Hidden sites answer 404 except to moderators.
import { data, Link } from 'react-router';
import type { Route } from './+types/listing.$id';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { useNonce } from '~/ui/nonce.tsx';
import { CompareToggle, CompareTray } from '~/features/sites/components/compare-controls.tsx';
import { NearbyList, ShareBox, SiteDescription, SiteFacts, SiteGallery } from '~/features/sites/components/listing-sections.tsx';
import { RatingStars } from '~/features/sites/components/rating-stars.tsx';
import { SeedBadge } from '~/features/sites/components/seed-badge.tsx';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { SiteLocator } from '~/features/sites/components/site-locator.tsx';
import { TemperatureChart } from '~/features/sites/components/temperature-chart.tsx';
import { countryName, countryNamesFor } from '~/features/sites/country-names.ts';
import { jsonForScript, listingJsonLd } from '~/features/sites/listing-json-ld.ts';
import { pickLocalized } from '~/features/sites/localized-text.ts';
import { pageMeta } from '~/features/sites/page-meta.ts';
import { publicOrigin } from '~/features/sites/public-url.server.ts';
import { pickWidth, sitePhotoUrl } from '~/features/sites/site-photo-urls.ts';
import { getSite, nearbySites } from '~/features/sites/sites.queries.server.ts';
import { useViewerUnits } from '~/features/sites/use-viewer-units.ts';

const NEARBY_KM = 100;

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = resolveLocale(request);
  const id = Number(params.id);
  const site = Number.isSafeInteger(id) && id > 0 ? await getSite(id) : null;
  if (!site || site.status !== 'published') throw data(null, { status: 404 });
  const origin = publicOrigin(request);
  const url = `${origin}/listing/${site.id}`;
  const images = site.photos.map((photo) => `${origin}${sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 1280))}`);
  const description = pickLocalized(site.description, locale);
  const nearby = await nearbySites(site, { excludeId: site.id, limit: 6, withinKm: NEARBY_KM });
  return {
    messages: loadMessages(locale, ['sites']),
    site,
    nearby,
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
      lat: site.lat,
      lng: site.lng,
      countryCode: site.countryCode,
      region: site.region,
      images,
      ratingAverage: site.ratingAverage === null ? null : Number(site.ratingAverage),
      ratingCount: site.ratingCount,
    }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return [{ title: t('sites.listing.notFound') }];
  const { site } = loaderData;
  const { place } = loaderData;
  const facts = [site.siteTypes.map((type) => t(`sites.type.${type}`)).join(', '), site.level ? t(`sites.level.${site.level}`) : null].filter(Boolean).join(' · ');
  return pageMeta(matches, {
    title: `${site.name} (${place})`,
    description: loaderData.metaDescription ?? `${site.name}: ${place}${facts ? `. ${facts}` : ''}.`,
    canonical: loaderData.url,
    image: loaderData.image,
    type: 'place',
  });
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const nonce = useNonce();
  const units = useViewerUnits();
  const { site, nearby, url } = loaderData;
  const rating = site.ratingAverage === null ? null : Number(site.ratingAverage);
  return (
    <CountryNamesProvider names={loaderData.countryNames}>
    <main className="mx-auto w-full max-w-5xl px-4 pt-24 pb-28 sm:px-6">
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
        <div className="flex flex-wrap items-start gap-2" role="group" aria-label={t('sites.listing.actions')}>
          <CompareToggle id={site.id} name={site.name} />
          <ShareBox url={url} />
        </div>
      </header>

      {site.isSeed ? (
        <div className="mt-6">
          <SeedBadge source={site.source} detailed />
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
            {site.source && !site.isSeed ? (
              <p className="mt-3 text-sm text-slate-700">
                {t('sites.listing.source')}: {site.source}
              </p>
            ) : null}
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
            <TemperatureChart name={site.name} months={site.waterTempByMonth} bestMonths={site.bestMonths} units={units} />
          </section>
        </div>
        <aside className="flex flex-col gap-8">
          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t('sites.listing.location')}
            </h2>
            <SiteLocator site={site} neighbours={nearby} units={units} />
            <p className="mt-2 flex flex-col gap-1 text-sm">
              <Link to={`/map-explore?lat=${site.lat}&lng=${site.lng}&zoom=11`} className="font-semibold text-sky-800 underline">
                {t('sites.listing.openMap')}
              </Link>
              <a href={`https://www.openstreetmap.org/?mlat=${site.lat}&mlon=${site.lng}#map=12/${site.lat}/${site.lng}`} className="font-semibold text-sky-800 underline" rel="noopener noreferrer">
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
              <Link to={`/explore?near=${encodeURIComponent(`${site.lat},${site.lng}`)}`} className="font-semibold text-sky-800 underline">
                {t('sites.listing.nearbyAll')}
              </Link>
            </p>
          </section>
        </aside>
      </div>
      <CompareTray />
    </main>
    </CountryNamesProvider>
  );
}
