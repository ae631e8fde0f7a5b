// A small, self-contained locator: the site in the middle of a compass rose, its nearest
// neighbours placed by bearing and distance. No map tiles, so no request leaves the site.
import { useId } from 'react';
import { useT } from '../../../lib/use-translation.ts';
import { bearingDegrees, type LatLng } from '../geo.ts';
import { formatDistance, type Units } from '../units.ts';

const SIZE = 260;
const CENTRE = SIZE / 2;
const RADIUS = 108;

/** A round ring distance (1, 2, 5, 10, 20, 50… km) just above the farthest neighbour. */
function ringKm(farthest: number): number {
  const steps = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  return steps.find((step) => step >= farthest) ?? 10000;
}

export function SiteLocator({ site, neighbours, units }: { site: LatLng & { name: string }; neighbours: Array<LatLng & { id: number; name: string; distanceKm: number }>; units: Units }) {
  const t = useT();
  const id = useId();
  const ring = ringKm(Math.max(0.5, ...neighbours.map((n) => n.distanceKm)));
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-labelledby={`${id}-title`} className="h-auto w-full max-w-xs rounded-xl bg-sky-950">
      <title id={`${id}-title`}>{t('sites.listing.locatorTitle', { name: site.name })}</title>
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill="#082f49" stroke="#7dd3fc" strokeOpacity={0.5} />
      <circle cx={CENTRE} cy={CENTRE} r={RADIUS / 2} fill="none" stroke="#7dd3fc" strokeOpacity={0.3} strokeDasharray="3 4" />
      <line x1={CENTRE} y1={CENTRE - RADIUS} x2={CENTRE} y2={CENTRE + RADIUS} stroke="#7dd3fc" strokeOpacity={0.25} />
      <line x1={CENTRE - RADIUS} y1={CENTRE} x2={CENTRE + RADIUS} y2={CENTRE} stroke="#7dd3fc" strokeOpacity={0.25} />
      <text x={CENTRE} y={CENTRE - RADIUS - 6} textAnchor="middle" fontSize={12} fill="#e0f2fe" fontWeight={600}>
        N
      </text>
      {neighbours.map((neighbour, index) => {
        const bearing = (bearingDegrees(site, neighbour) * Math.PI) / 180;
        const r = (neighbour.distanceKm / ring) * RADIUS;
        const x = CENTRE + r * Math.sin(bearing);
        const y = CENTRE - r * Math.cos(bearing);
        return (
          <g key={neighbour.id}>
            <circle cx={x} cy={y} r={7} fill="#fbbf24" />
            <text x={x} y={y + 3.5} textAnchor="middle" fontSize={9} fontWeight={700} fill="#0f172a">
              {index + 1}
            </text>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r={8} fill="#f97362" stroke="#fff" strokeWidth={2} />
      <text x={SIZE - 8} y={SIZE - 8} textAnchor="end" fontSize={11} fill="#e0f2fe">
        {t('sites.listing.locatorScale', { distance: formatDistance(ring, units, t.locale) })}
      </text>
    </svg>
  );
}
