// How fast the diver breathed from each cylinder (RMV and SAC), in the reader's units, for the
// cylinders whose size, pressures and breathing time the dive tells.
import { formatDepth, formatNumber, pressureToDisplay, volumeToDisplay, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { cylinderConsumption, type ConsumptionDive } from '../gas-consumption.ts';
import { formatDuration } from './dive-details.tsx';

type Cylinder = ConsumptionDive['cylinders'][number] & { description: string | null };

export function GasConsumption({ dive, units }: { dive: ConsumptionDive & { cylinders: readonly Cylinder[] }; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const figures = cylinderConsumption(dive).filter((row) => row !== null);
  if (!figures.length) return null;
  const imperial = units === 'imperial';
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm tabular-nums" data-testid="gas-consumption">
        <caption className="mb-1 text-left text-base font-semibold text-slate-900">{t('logbook.consumption.title')}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('logbook.cylinders.cylinder')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('logbook.consumption.breathed')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              <abbr title={t('logbook.consumption.rmvLong')}>{t('logbook.consumption.rmv')}</abbr>
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              <abbr title={t('logbook.consumption.sacLong')}>{t('logbook.consumption.sac')}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map((row) => (
            <tr key={row.cylinder} className="border-t border-slate-200">
              <th scope="row" className="py-1.5 pr-3 font-semibold">
                {dive.cylinders[row.cylinder]?.description ?? t('logbook.form.cylinder', { number: row.cylinder + 1 })}
              </th>
              <td className="py-1.5 pr-3">{t('logbook.consumption.during', { time: formatDuration(row.minutes * 60, t), depth: formatDepth(row.meanDepthM, units, locale) })}</td>
              <td className="py-1.5 pr-3">
                {t(imperial ? 'logbook.consumption.rmvImperial' : 'logbook.consumption.rmvMetric', { value: formatNumber(volumeToDisplay(row.rmvLPerMin, units), locale, imperial ? 2 : 1) })}
              </td>
              <td className="py-1.5 pr-3">
                {t(imperial ? 'logbook.consumption.sacImperial' : 'logbook.consumption.sacMetric', { value: formatNumber(pressureToDisplay(row.sacBarPerMin, units), locale, imperial ? 0 : 2) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">{t('logbook.consumption.note')}</p>
    </div>
  );
}
