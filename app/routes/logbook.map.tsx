// /logbook/map: the places of the member's dives on the map, each with how many dives and a link to
// them in the log; the same places as a list for anyone without the map.
import { Link } from 'react-router';
import type { Route } from './+types/logbook.map';
import { requireMember } from '~/features/members/session.server.ts';
import { DiveMap } from '~/features/logbook/components/dive-map.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { formatDiveDate } from '~/features/logbook/dive-format.ts';
import { divePlaces } from '~/features/logbook/log.queries.server.ts';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { mapStyleChoice } from '~/features/map/map-style.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { buttonClass } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const places = await divePlaces({ ownerId: member.id, viewer: member });
  return { places, mapStyle: mapStyleChoice(), messages: logbookMessages(locale, { map: true }) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.map.title'), description: t('logbook.map.description'), noindex: true });
}

/** The log filtered to a site, or the place's latest dive when it is not an atlas site. */
function placeHref(place: { siteId: number | null; lastDiveId: number }): string {
  return place.siteId ? `/logbook?site=${place.siteId}` : `/dive/${place.lastDiveId}`;
}

export default function LogbookMap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { places, mapStyle } = loaderData;
  const shown = places.map((place) => ({ key: place.key, name: place.name, lat: place.lat, lng: place.lng, dives: place.dives, href: placeHref(place), label: t.plural('logbook.map.dives', place.dives) }));
  return (
    <LogbookPage
      wide
      title={t('logbook.map.title')}
      intro={t('logbook.map.intro')}
      back={{ to: '/logbook', label: t('logbook.nav.backToLog') }}
      actions={
        <Link to="/logbook/new" className={buttonClass('primary', 'small')}>
          {t('logbook.log.new')}
        </Link>
      }
    >
      <DiveMap places={shown} style={mapStyle} />
      <section aria-labelledby="dive-places-title" className="space-y-3">
        <h2 id="dive-places-title" className="text-xl font-semibold text-slate-900">
          {t.plural('logbook.map.places', places.length)}
        </h2>
        {places.length ? (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="dive-places">
            {places.map((place, index) => (
              <li key={place.key} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <Link to={shown[index]!.href} className="font-semibold text-sky-800 underline underline-offset-2">
                  {place.name}
                </Link>
                <span className="text-sm text-slate-700">
                  {shown[index]!.label} · {t('logbook.map.last', { date: formatDiveDate(place.lastStart, t.locale) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t('logbook.map.empty')}</p>
        )}
      </section>
    </LogbookPage>
  );
}
