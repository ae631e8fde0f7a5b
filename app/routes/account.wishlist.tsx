// /account/wishlist: the sites the member saved, with unsave, compare and GPX/KML download.
import { Link } from 'react-router';
import type { Route } from './+types/account.wishlist';
import { requireMember } from '~/features/members/session.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { wishlistPageMessages } from '~/features/sites/site-messages.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { compareHref } from '~/features/sites/compare-store.ts';
import { CompareTray } from '~/features/sites/components/compare-controls.tsx';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { DownloadIcon } from '~/features/sites/components/site-icons.tsx';
import { SiteCard } from '~/features/sites/components/site-card.tsx';
import { WishlistButton } from '~/features/sites/components/wishlist-button.tsx';
import { countryNamesFor } from '~/lib/country-names.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { siteCardsByIds } from '~/features/sites/sites.queries.server.ts';
import { wishlistSiteIds } from '~/features/sites/wishlist.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const sites = await siteCardsByIds(await wishlistSiteIds(member.id));
  return { messages: wishlistPageMessages(locale), sites, countryNames: countryNamesFor(sites.map((site) => site.countryCode), locale) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({
    matches,
    location, title: t('sites.wishlist.title'), description: t('sites.wishlist.intro'), noindex: true });
}

export default function AccountWishlist({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sites } = loaderData;
  return (
    <CountryNamesProvider names={loaderData.countryNames}>
      <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-28 sm:px-6">
        <p className="text-sm">
          <Link to="/account" className="font-semibold text-sky-800 underline">
            {t('sites.account.back')}
          </Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('sites.wishlist.title')}</h1>
        <p className="mt-2 text-slate-700">{t('sites.wishlist.intro')}</p>
        {sites.length ? (
          <>
            <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <span className="inline-flex items-center gap-1 font-medium text-slate-800">
                <DownloadIcon size={16} />
                {t('sites.wishlist.download')}:
              </span>
              <a href="/account/wishlist/export/gpx" className="font-semibold text-sky-800 underline" download>
                {t('sites.explore.exportGpx')}
              </a>
              <a href="/account/wishlist/export/kml" className="font-semibold text-sky-800 underline" download>
                {t('sites.explore.exportKml')}
              </a>
              {sites.length >= 2 ? (
                <Link to={compareHref(sites.slice(0, 4).map((site) => site.id))} className="font-semibold text-sky-800 underline">
                  {t('sites.wishlist.compareFirst')}
                </Link>
              ) : null}
            </div>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('sites.wishlist.title')}>
              {sites.map((site) => (
                <li key={site.id} className="flex">
                  <SiteCard site={site} headingLevel={2} saveControl={<WishlistButton siteId={site.id} name={site.name} saved />} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-800" data-testid="wishlist-empty">
            <p>{t('sites.wishlist.empty')}</p>
            <Link to="/explore" className="mt-2 inline-block font-semibold text-sky-800 underline">
              {t('sites.wishlist.explore')}
            </Link>
          </div>
        )}
        <CompareTray />
      </div>
    </CountryNamesProvider>
  );
}
