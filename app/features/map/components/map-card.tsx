// The card a marker opens: photo, name, place, depth, level and rating, linking to the full page.
import { useEffect } from 'react';
import { useT } from '~/lib/use-translation.ts';
import { CloseIcon } from '~/ui/icons.tsx';
import { formatDepthRange, type Units } from '~/lib/units.ts';
import type { MapCard } from '../map-api.ts';
import { useMapCountryName } from './country-names.tsx';
import { numberFormat } from '../../../lib/intl-format.ts';
import { DiveStatusBadge } from '~/ui/dive-status-badge.tsx';
import { isDiveable } from '../../sites/site-vocabulary.ts';

type MapCardViewProps = {
  card: MapCard | null;
  failed: boolean;
  units: Units;
  onClose: () => void;
};

export function MapCardView({ card, failed, units, onClose }: MapCardViewProps) {
  const t = useT();
  const countryName = useMapCountryName();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const place = card ? [card.region, countryName(card.countryCode)].filter(Boolean).join(', ') : '';
  const depth = card ? formatDepthRange(card.depthMinM, card.depthMaxM, units, t.locale) : null;
  const rating =
    card && card.ratingAverage !== null && card.ratingCount > 0
      ? numberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(card.ratingAverage)
      : null;

  return (
    <section
      aria-label={card ? card.name : t('map.card.loading')}
      data-testid="map-card"
      className="pointer-events-auto relative w-full max-w-sm overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200"
    >
      <button type="button" onClick={onClose} className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:text-slate-950">
        <CloseIcon size={18} />
        <span className="sr-only">{t('map.card.close')}</span>
      </button>
      {failed ? (
        <p className="p-4 pr-10 text-sm text-slate-700">{t('map.card.failed')}</p>
      ) : !card ? (
        <p className="p-4 pr-10 text-sm text-slate-700">{t('map.card.loading')}</p>
      ) : (
        <div className="flex">
          {card.photoUrl ? (
            <img src={card.photoUrl} alt="" width={112} height={112} className="h-28 w-28 shrink-0 object-cover" />
          ) : card.drawingUrl ? (
            // A drawing of what the site is until a member adds a photo; decorative, as on the site cards.
            <img src={card.drawingUrl} alt="" width={112} height={112} data-testid="map-card-drawing" className="h-28 w-28 shrink-0 object-cover" />
          ) : (
            <div className="flex h-28 w-28 shrink-0 items-center justify-center bg-sky-50 px-2 text-center text-xs text-slate-600">{t('map.card.noPhoto')}</div>
          )}
          <div className="min-w-0 flex-1 p-3 pr-9">
            <h2 className="leading-tight font-semibold text-slate-900">
              <a href={card.href} className="hover:underline" data-testid="map-card-link">
                {card.name}
              </a>
            </h2>
            <p className="mt-0.5 text-sm text-slate-700">{place}</p>
            {card.diveStatus && card.diveStatus !== 'open' ? (
              <p className="mt-1">
                <DiveStatusBadge status={card.diveStatus} since={card.diveStatusSince} closedToScuba={!isDiveable(card.diveStatus)} />
              </p>
            ) : null}
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
              {card.kind ? (
                <>
                  <dt className="sr-only">{t('map.card.kindLabel')}</dt>
                  <dd className="col-span-2">{t(`map.kind.${card.kind}`)}</dd>
                </>
              ) : null}
              {card.layer === 'sites' ? (
                <>
                  <dt className="font-medium">{t('sites.card.depth')}</dt>
                  <dd>{depth ?? t('sites.card.depthUnknown')}</dd>
                  <dt className="font-medium">{t('sites.card.level')}</dt>
                  <dd>{card.level ? t(`sites.level.${card.level}`) : t('sites.card.levelUnknown')}</dd>
                </>
              ) : null}
              <dt className="font-medium">{t('map.card.ratingLabel')}</dt>
              <dd>{rating ? t('map.card.rating', { rating, count: card.ratingCount }) : t('sites.rating.none')}</dd>
            </dl>
            {card.isSeed ? <p className="mt-1 text-xs text-slate-600">{t('sites.seed.short')}</p> : null}
            <a href={card.href} className="mt-2 inline-block text-sm font-semibold text-sky-800 underline">
              {card.layer === 'sites' ? t('map.card.openSite') : t('map.card.openCentre')}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
