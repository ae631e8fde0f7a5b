// The dive-site page's section on centres: the ones that visit the site, and others nearby, each
// with its kind, distance and rating. Needs the "centers" messages in the page's loader.
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import type { CenterCard } from '../center-cards.queries.server.ts';
import type { SiteCenters as SiteCentersData } from '../site-centers.server.ts';
import { formatKm } from '../../../lib/intl-format.ts';
import { CenterRating } from './rating.tsx';

function CenterRow({ center }: { center: CenterCard }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-0.5">
      <Link to={`/dive-center/${center.id}`} className="font-semibold text-sky-800 underline">
        {center.name}
      </Link>
      <span className="text-sm text-slate-700">
        {t(`centers.kind.${center.kind}`)}
        {center.distanceKm !== null ? ` · ${t('centers.card.distance', { distance: formatKm(center.distanceKm, t.locale) })}` : ''}
      </span>
      <CenterRating average={center.ratingAverage} count={center.ratingCount} size={14} />
    </li>
  );
}

export function SiteCenters({ centers, siteLat, siteLng }: { centers: SiteCentersData; siteLat: number; siteLng: number }) {
  const t = useT();
  const near = `${siteLat.toFixed(4)},${siteLng.toFixed(4)}`;
  return (
    <section aria-labelledby="site-centers-heading" data-testid="site-centers">
      <h2 id="site-centers-heading" className="mb-3 text-xl font-semibold text-slate-900">
        {t('centers.site.title')}
      </h2>
      {centers.visiting.length ? (
        <>
          <h3 className="mb-2 text-base font-semibold text-slate-900">{t('centers.site.visiting')}</h3>
          <ul className="flex flex-col gap-3">
            {centers.visiting.map((center) => (
              <CenterRow key={center.id} center={center} />
            ))}
          </ul>
        </>
      ) : null}
      {centers.nearby.length ? (
        <>
          <h3 className="mt-4 mb-2 text-base font-semibold text-slate-900">{t('centers.site.nearby', { km: centers.withinKm })}</h3>
          <ul className="flex flex-col gap-3">
            {centers.nearby.map((center) => (
              <CenterRow key={center.id} center={center} />
            ))}
          </ul>
        </>
      ) : null}
      {!centers.visiting.length && !centers.nearby.length ? <p className="text-sm text-slate-700">{t('centers.site.none', { km: centers.withinKm })}</p> : null}
      <p className="mt-3 text-sm">
        <Link to={`/find-a-dive-center?at=${encodeURIComponent(near)}`} className="font-semibold text-sky-800 underline">
          {t('centers.site.findMore')}
        </Link>
      </p>
    </section>
  );
}
