// The no-decompression table: computed limits for air, EAN32 and EAN36 beside the published air tables,
// then why they differ and where the published figures come from.
import type { Translator } from '~/lib/i18n.ts';
import { formatLength, formatLengthLimit, formatLimit, gasLabel } from '../format.ts';
import { TABLE_GASES, type NdlTableView } from '../ndl-table.ts';
import { padiTableFor, US_NAVY_REV7_AIR, type PublishedLimit } from '../published-tables.ts';
import type { TableSettings } from '../table-settings.ts';
import { formatNumber, type Units } from '~/lib/units.ts';

type Props = { view: NdlTableView; settings: TableSettings; units: Units; t: Translator };

export function NdlTable({ view, settings, units, t }: Props) {
  const atAltitude = settings.altitudeM > 300;
  return (
    <section aria-labelledby="ndl-heading" className="space-y-4">
      <h2 id="ndl-heading" className="text-xl font-bold text-slate-900">
        {t('dive-tables.table.title')}
      </h2>
      <p className="text-slate-700">{t('dive-tables.table.intro')}</p>
      <div className="relative overflow-x-auto rounded-lg border border-slate-300" tabIndex={0} role="region" aria-labelledby="ndl-caption">
        <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="ndl-table">
          <caption id="ndl-caption" className="bg-slate-50 px-3 py-2 text-left text-slate-700">
            {t('dive-tables.table.caption', {
              gfLow: Math.round(settings.gfLow * 100),
              gfHigh: Math.round(settings.gfHigh * 100),
              water: t(`dive-tables.water.short.${settings.water}`),
              altitude: formatLength(settings.altitudeM, units, t),
            })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 bg-slate-100 text-left align-bottom">
              <th scope="col" className="px-3 py-2">
                {t('dive-tables.table.depth')}
              </th>
              {TABLE_GASES.map((g, i) => (
                <th key={g.id} scope="col" className="px-3 py-2">
                  {gasLabel(g.fO2, t)}
                  <span className="block text-xs font-normal text-slate-600">
                    {t('dive-tables.table.computed')}
                    {g.fO2 > 0.21 ? ` · ${t('dive-tables.table.mod', { mod: formatLengthLimit(view.modsM[i] ?? 0, units, t) })}` : ''}
                  </span>
                </th>
              ))}
              <th scope="col" className="border-l border-slate-300 px-3 py-2">
                {t('dive-tables.table.padi')}
                <span className="block text-xs font-normal text-slate-600">
                  {t(units === 'metric' ? 'dive-tables.table.publishedAirMetric' : 'dive-tables.table.publishedAirImperial')}
                </span>
              </th>
              <th scope="col" className="px-3 py-2">
                {t('dive-tables.table.navy')}
                <span className="block text-xs font-normal text-slate-600">{t('dive-tables.table.publishedAir')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => {
              const depthLabel = formatLength(row.depthM, units, t);
              return (
                <tr key={row.depthM} className="border-b border-slate-200 even:bg-slate-50" data-depth={Math.round(row.depthM * 1000) / 1000}>
                  <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                    {depthLabel}
                  </th>
                  {row.limits.map((limit, i) => (
                    <td key={TABLE_GASES[i]?.id} className="px-3 py-2 tabular-nums" data-gas={TABLE_GASES[i]?.id}>
                      {limit === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t('dive-tables.table.beyondMod')}</span>
                        </>
                      ) : (
                        formatLimit(limit, t)
                      )}
                    </td>
                  ))}
                  <td className="border-l border-slate-300 px-3 py-2 tabular-nums" data-table="padi">
                    <PublishedCell limit={row.padi} unit={t(units === 'metric' ? 'dive-tables.unit.m' : 'dive-tables.unit.ft')} t={t} />
                  </td>
                  <td className="px-3 py-2 tabular-nums" data-table="navy">
                    <PublishedCell limit={row.navy} unit={t('dive-tables.unit.fsw')} t={t} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">{t('dive-tables.table.legend')}</p>
      {atAltitude ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('dive-tables.table.altitudeNote')}</p>
      ) : null}
      <WhyTheyDiffer units={units} t={t} />
    </section>
  );
}

function PublishedCell({ limit, unit, t }: { limit: PublishedLimit | null; unit: string; t: Translator }) {
  if (limit === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('dive-tables.table.notListed')}</span>
      </>
    );
  }
  const value = limit.minutes === null ? t('dive-tables.table.unlimited') : t('dive-tables.duration.min', { min: formatNumber(limit.minutes, t.locale) });
  return (
    <>
      {value}
      {limit.exact ? null : (
        <span className="block text-xs text-slate-600">{t('dive-tables.table.rowRead', { row: `${formatNumber(limit.rowDepth, t.locale)} ${unit}` })}</span>
      )}
    </>
  );
}

function WhyTheyDiffer({ units, t }: { units: Units; t: Translator }) {
  const points = ['model', 'gf', 'testing', 'conventions', 'rows', 'conditions', 'nitrox'] as const;
  return (
    <div className="space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 className="text-lg font-bold text-slate-900">{t('dive-tables.why.title')}</h3>
      <ul className="list-disc space-y-2 pl-5 text-slate-700">
        {points.map((point) => (
          <li key={point}>{t(`dive-tables.why.${point}`)}</li>
        ))}
      </ul>
      <p className="font-medium text-slate-800">{t('dive-tables.why.bottomLine')}</p>
      <h4 className="pt-2 font-semibold text-slate-900">{t('dive-tables.sources.title')}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {[...padiTableFor(units).sources, ...US_NAVY_REV7_AIR.sources].map((source) => (
          <li key={source.label}>
            {source.url ? (
              <a href={source.url} className="text-sky-800 underline" rel="noopener noreferrer">
                {source.label}
              </a>
            ) : (
              source.label
            )}
          </li>
        ))}
        <li>{t('dive-tables.sources.model')}</li>
      </ul>
    </div>
  );
}
