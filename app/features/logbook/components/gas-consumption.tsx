// How fast the diver breathed from each cylinder (RMV and SAC), in the reader's units, for the
// cylinders whose size, pressures and breathing time the dive tells.
import { formatDepth, formatNumber, pressureToDisplay, volumeToDisplay, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { cylinderConsumption, type ConsumptionDive } from '../gas-consumption.ts';
import { CylinderTable } from './cylinder-table.tsx';
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
      <CylinderTable
        testId="gas-consumption"
        className="tabular-nums"
        caption={<caption className="mb-1 text-left text-base font-semibold text-slate-900">{t('logbook.consumption.title')}</caption>}
        columns={[
          t('logbook.consumption.breathed'),
          <abbr key="rmv" title={t('logbook.consumption.rmvLong')}>{t('logbook.consumption.rmv')}</abbr>,
          <abbr key="sac" title={t('logbook.consumption.sacLong')}>{t('logbook.consumption.sac')}</abbr>,
        ]}
        rows={figures.map((row) => ({
          key: row.cylinder,
          index: row.cylinder,
          description: dive.cylinders[row.cylinder]?.description ?? null,
          cells: [
            t('logbook.consumption.during', { time: formatDuration(row.minutes * 60, t), depth: formatDepth(row.meanDepthM, units, locale) }),
            t(imperial ? 'logbook.consumption.rmvImperial' : 'logbook.consumption.rmvMetric', { value: formatNumber(volumeToDisplay(row.rmvLPerMin, units), locale, imperial ? 2 : 1) }),
            t(imperial ? 'logbook.consumption.sacImperial' : 'logbook.consumption.sacMetric', { value: formatNumber(pressureToDisplay(row.sacBarPerMin, units), locale, imperial ? 0 : 2) }),
          ],
        }))}
      />
      <p className="mt-2 text-xs text-slate-600">{t('logbook.consumption.note')}</p>
    </div>
  );
}
