// The home page's opening: the headline over a deep-ocean illustration, the location search and
// the way to the map. On a phone the search comes right under the headline, near the top of the screen,
// so the cookie banner of a first visit (drawn along the bottom) does not cover it; from `sm` up the
// three lines of introduction come first, as the order classes place them.
import { Link, useNavigate } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { MapIcon } from '~/ui/icons.tsx';
import { PlaceSearch } from '~/ui/place-search.tsx';
import type { Place } from '../../map/map-api.ts';
import { placeDetail, placePageHref, placeSearchLabels, placeSuggestionsUrl } from '../../map/place-detail.ts';

export function HomeHero({ siteCount }: { siteCount: number }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="relative -mt-16 flex min-h-[max(36rem,min(100svh,58rem))] items-start overflow-hidden bg-abyss-900 pt-16 text-white sm:items-center">
      <img
        src="/images/hero-ocean.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        className="pointer-events-none absolute inset-0 h-full w-full object-cover"
      />
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(2,11,22,0.55),rgba(2,11,22,0)_70%)]" />
      <div className="relative mx-auto flex w-full max-w-4xl flex-col px-4 pt-10 pb-16 text-center sm:py-24">
        <h1 className="text-5xl font-extrabold tracking-tight text-balance drop-shadow-[0_2px_12px_rgba(2,11,22,0.6)] sm:order-1 sm:text-7xl">{t('common.HomeHeadline')}</h1>
        {/* The map's place search: a place chosen among the suggestions opens its page or the map
            there; the button lists every dive site matching the text on Explore. */}
        <div className="mx-auto mt-8 w-full max-w-xl sm:order-3 sm:mt-10">
          <PlaceSearch<Place>
            action="/explore"
            suggestionsUrl={(text) => placeSuggestionsUrl(text, t.locale)}
            describe={(place) => placeDetail(place, t)}
            onSelect={(place) => void navigate(placePageHref(place))}
            enter="form"
            labels={{ ...placeSearchLabels(t), label: t('common.SearchALocation'), placeholder: t('common.SearchALocation'), submit: t('common.Search') }}
            look="hero"
          />
        </div>
        <div className="mx-auto mt-8 max-w-2xl space-y-1 text-lg text-sky-100 sm:order-2 sm:mt-6 sm:text-xl">
          <p>{t('common.HomeHeadDescription1')}</p>
          <p>{t('common.HomeHeadDescription2')}</p>
          <p>{t('common.HomeHeadDescription3')}</p>
        </div>
        <div className="mt-7 flex flex-wrap items-center justify-center gap-x-6 gap-y-3 text-sm sm:order-4">
          <Link to="/map-explore" className="inline-flex items-center gap-2 rounded-full border border-white/30 bg-white/10 px-4 py-2 font-semibold backdrop-blur transition hover:bg-white/20">
            <MapIcon size={18} />
            {t('common.ViewTheMap')}
          </Link>
          <p data-testid="site-count" className="text-sky-100">
            {t.plural('common.home.siteCount', siteCount)}
          </p>
        </div>
      </div>
    </section>
  );
}
