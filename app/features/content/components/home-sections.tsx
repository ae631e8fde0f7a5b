// The home page below the fold: featured sites, regions, resources, offers, news and an invitation.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countryName } from '~/lib/country-names.ts';
import { useT } from '~/lib/use-translation.ts';
import { ArrowRightIcon, BadgeIcon, GaugeIcon, HandIcon, NewsIcon, PinIcon, TagIcon } from '~/ui/icons.tsx';
import type { FeaturedSite, RegionCount } from '../home.queries.server.ts';
import { EmptyState } from './empty-state.tsx';
import { SectionHeading } from './section-heading.tsx';

const LINK = 'inline-flex items-center gap-1.5 font-semibold text-sky-800 hover:underline underline-offset-4';
const BUTTON_DARK = 'inline-flex items-center gap-2 rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white transition hover:bg-abyss-800';
const BUTTON_LIGHT = 'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 transition hover:bg-slate-50';

// Card tops cycle through these depths so a grid of sites reads as water, not as identical boxes.
const CARD_WATERS = [
  'from-sky-700 to-abyss-900',
  'from-cyan-700 to-abyss-800',
  'from-blue-800 to-abyss-950',
  'from-teal-700 to-abyss-900',
  'from-sky-800 to-abyss-950',
  'from-indigo-800 to-abyss-900',
];

function siteTypeLabel(t: ReturnType<typeof useT>, type: string): string {
  const label = t(`sites.type.${type}`);
  return label === `sites.type.${type}` ? type.replace(/-/g, ' ') : label;
}

export function FeaturedSites({ sites }: { sites: FeaturedSite[] }) {
  const t = useT();
  const anySeed = sites.some((site) => site.isSeed);
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 py-20 lg:px-6">
      <SectionHeading
        id="featured-title"
        title={t('home.featured.title')}
        lead={t('home.featured.lead')}
        action={
          <Link to="/explore" className={LINK}>
            {t('home.featured.all')} <ArrowRightIcon size={18} />
          </Link>
        }
      />
      {sites.length === 0 ? (
        <EmptyState icon={<PinIcon size={28} />} title={t('home.featured.emptyTitle')} text={t('home.featured.emptyText')} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sites.map((site, index) => (
            <li key={site.id}>
              <Link
                to={`/listing/${site.id}`}
                className="group block h-full overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-xl"
              >
                <div className={`relative aspect-[2/1] bg-gradient-to-br ${CARD_WATERS[index % CARD_WATERS.length]}`}>
                  {/* A drawing of what the site is; its types are named below. */}
                  <img src={site.drawingUrl} alt="" width={320} height={200} loading="lazy" className="absolute inset-0 h-full w-full" />
                  {site.isSeed ? (
                    <span className="absolute top-3 right-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-abyss-900">{t('home.seedLabel')}</span>
                  ) : null}
                </div>
                <div className="p-5">
                  <h3 className="text-lg font-semibold text-slate-900 group-hover:text-sky-800">{site.name}</h3>
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                    <PinIcon size={16} className="shrink-0" />
                    {[site.region, countryName(site.countryCode, t.locale)].filter(Boolean).join(', ')}
                  </p>
                  {site.siteTypes.length > 0 ? (
                    <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('home.featured.types')}>
                      {site.siteTypes.map((type) => (
                        <li key={type} className="rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-medium text-sky-900 first-letter:uppercase">
                          {siteTypeLabel(t, type)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {anySeed ? <p className="mt-6 text-sm text-slate-600">{t('home.seedNote')}</p> : null}
    </section>
  );
}

export function Regions({ regions }: { regions: RegionCount[] }) {
  const t = useT();
  if (regions.length === 0) return null;
  return (
    <section aria-labelledby="regions-title" className="bg-white py-20">
      <div className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeading id="regions-title" title={t('home.regions.title')} lead={t('home.regions.lead')} />
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {regions.map((region) => (
            <li key={region.countryCode}>
              <Link
                to={`/explore?country=${region.countryCode}`}
                className="flex h-full flex-col gap-0.5 rounded-2xl border border-slate-200 px-4 py-3 transition hover:border-sky-300 hover:bg-sky-50 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:py-3.5"
              >
                <span className="font-semibold text-slate-900">{countryName(region.countryCode, t.locale)}</span>
                <span className="shrink-0 text-sm text-slate-600">{t.plural('home.regions.sites', region.sites)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ResourcesSection() {
  const t = useT();
  const resources = [
    { to: '/dive-tables', icon: <GaugeIcon size={28} />, title: 'frame.nav.diveTables', text: 'home.resources.tables' },
    { to: '/certification-equivalency', icon: <BadgeIcon size={28} />, title: 'frame.nav.certification', text: 'home.resources.certification' },
    { to: '/universal-dive-signals', icon: <HandIcon size={28} />, title: 'frame.nav.signals', text: 'home.resources.signals' },
  ];
  return (
    <section aria-labelledby="resources-title" className="mx-auto max-w-7xl px-4 py-20 lg:px-6">
      <SectionHeading id="resources-title" title={t('home.resources.title')} lead={t('home.resources.lead')} />
      <ul className="grid gap-6 md:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.to}>
            <Link to={resource.to} className="group flex h-full flex-col rounded-3xl bg-abyss-900 p-7 text-white transition hover:bg-abyss-800">
              <span className="mb-5 grid size-12 place-items-center rounded-2xl bg-white/10 text-lagoon-300">{resource.icon}</span>
              <h3 className="text-xl font-semibold">{t(resource.title)}</h3>
              <p className="mt-2 flex-1 text-sky-100">{t(resource.text)}</p>
              <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-lagoon-300">
                {t('home.resources.open')} <ArrowRightIcon size={18} className="transition group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page's offers and news blocks. The route draws the current offers and latest articles
 * (each feature's own cards) into `offers` and `news`; without any, each block says so.
 */
export function OffersAndNews({ offers, news }: { offers?: ReactNode; news?: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 lg:grid-cols-2 lg:px-6">
      <section aria-labelledby="offers-title" className="flex flex-col" data-testid="home-offers">
        <SectionHeading id="offers-title" title={t('home.offers.title')} />
        {offers ? (
          <div className="flex flex-1 flex-col gap-4">
            {offers}
            <Link to="/member-offers" className="self-start font-semibold text-sky-800 underline">
              {t('home.offers.link')}
            </Link>
          </div>
        ) : (
          <EmptyState className="flex-1" icon={<TagIcon size={28} />} title={t('home.offers.emptyTitle')} text={t('home.offers.emptyText')}>
            <Link to="/member-offers" className={BUTTON_LIGHT}>
              {t('home.offers.link')}
            </Link>
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="news-title" className="flex flex-col" data-testid="home-news">
        <SectionHeading id="news-title" title={t('home.news.title')} />
        {news ? (
          <div className="flex flex-1 flex-col gap-4">
            {news}
            <Link to="/news" className="self-start font-semibold text-sky-800 underline">
              {t('home.news.link')}
            </Link>
          </div>
        ) : (
          <EmptyState className="flex-1" icon={<NewsIcon size={28} />} title={t('home.news.emptyTitle')} text={t('home.news.emptyText')}>
            <Link to="/news" className={BUTTON_LIGHT}>
              {t('home.news.link')}
            </Link>
          </EmptyState>
        )}
      </section>
    </div>
  );
}

export function JoinInvitation({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="join-title" className="relative overflow-hidden bg-abyss-900 bg-page-waves text-white">
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-20 lg:flex-row lg:items-center lg:justify-between lg:px-6">
        <div className="max-w-2xl">
          <h2 id="join-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('home.join.title')}
          </h2>
          <p className="mt-3 text-lg text-sky-100">{t('home.join.text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {signedIn ? (
            <Link to="/add-listing" className="rounded-full bg-coral-500 px-6 py-3 font-semibold text-abyss-950 transition hover:brightness-105">
              {t('home.join.contribute')}
            </Link>
          ) : (
            <Link to="/sign-up" className="rounded-full bg-coral-500 px-6 py-3 font-semibold text-abyss-950 transition hover:brightness-105">
              {t('home.join.signUp')}
            </Link>
          )}
          <Link to="/add-dive-center" className="rounded-full border border-white/40 px-6 py-3 font-semibold transition hover:bg-white/10">
            {t('frame.nav.ownCenter')}
          </Link>
        </div>
      </div>
    </section>
  );
}

export { BUTTON_DARK, BUTTON_LIGHT, LINK };
