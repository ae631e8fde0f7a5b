// What the planner found for each dive: the figures a diver checks, the gases and cylinders, the stops with
// the gas breathed at each, warnings, and the profile.
import type { Translator } from '~/lib/i18n.ts';
import { formatDuration, formatLength, formatLimit, gasLabel } from '../format.ts';
import { MAX_END_M, RECREATIONAL_LIMIT_M, type DiveView, type GasView, type PlannedDiveView, type PlanView, type StopView } from '../plan-view.ts';
import { formatNumber, type Units } from '~/lib/units.ts';
import { GasTable } from './gas-table.tsx';
import { ProfileChart } from './profile-chart.tsx';

type Props = { result: PlanView; units: Units; t: Translator };

export function PlanResults({ result, units, t }: Props) {
  return (
    <div className="space-y-8" data-testid="plan-results">
      <p className="sr-only" role="status">
        {summary(result.first, t)}
      </p>
      <DiveResult id="dive-1" heading={t('dive-tables.results.firstDive')} outcome={result.first} reserve={result.reserve} units={units} t={t} />
      {result.second ? (
        <DiveResult
          id="dive-2"
          heading={t('dive-tables.results.secondDive', { interval: formatDuration((result.intervalMin ?? 0) * 60, t) })}
          outcome={result.second}
          reserve={result.reserve}
          units={units}
          t={t}
        />
      ) : null}
    </div>
  );
}

/** A short line for the live region, so a screen reader hears the outcome without the whole table. */
function summary(dive: DiveView, t: Translator): string {
  if (!dive.ok) return t('dive-tables.results.cannotPlan');
  const runtime = formatDuration(dive.runtimeS, t);
  return dive.decoRequired ? t('dive-tables.results.summaryDeco', { runtime }) : t('dive-tables.results.summaryNoDeco', { runtime });
}

function DiveResult({ id, heading, outcome, reserve, units, t }: { id: string; heading: string; outcome: DiveView; reserve: PlanView['reserve']; units: Units; t: Translator }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={id}>
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {heading}
      </h3>
      {outcome.ok ? <PlannedDive id={id} dive={outcome} reserve={reserve} units={units} t={t} /> : <p className="text-red-700">{t('dive-tables.results.cannotPlan')}</p>}
    </section>
  );
}

function warningText(code: PlannedDiveView['warnings'][number], dive: PlannedDiveView, units: Units, t: Translator): string {
  switch (code) {
    case 'deep':
      return t('dive-tables.warning.deep', { depth: formatLength(RECREATIONAL_LIMIT_M, units, t) });
    case 'end':
      return t('dive-tables.warning.end', {
        end: formatLength(dive.gases[0]?.endAtBottomM ?? 0, units, t),
        limit: formatLength(MAX_END_M, units, t),
      });
    case 'travel': {
      const travel = dive.gases.find((g) => g.role === 'travel');
      const bottom = dive.gases[0];
      return t('dive-tables.warning.travel', {
        travel: travel ? gasLabel(travel.fO2, t, travel.fHe) : '',
        bottom: bottom ? gasLabel(bottom.fO2, t, bottom.fHe) : '',
        depth: formatLength(travel?.travelToM ?? 0, units, t),
        min: formatLength(bottom?.minDepthM ?? 0, units, t, 1),
      });
    }
    default:
      return t(`dive-tables.warning.${code}`);
  }
}

function PlannedDive({ id, dive, reserve, units, t }: { id: string; dive: PlannedDiveView; reserve: PlanView['reserve']; units: Units; t: Translator }) {
  const bottom = dive.gases[0];
  const figures: [string, string][] = [
    [t('dive-tables.results.gas'), bottom ? gasLabel(bottom.fO2, t, bottom.fHe) : ''],
    [t('dive-tables.results.runtime'), formatDuration(dive.runtimeS, t)],
    [
      t('dive-tables.results.ndl'),
      dive.ndl === null
        ? t('dive-tables.results.ndlNotApplicable')
        : dive.restedNdl === null
          ? formatLimit(dive.ndl, t)
          : t('dive-tables.results.ndlRepetitive', { ndl: formatLimit(dive.ndl, t), rested: formatLimit(dive.restedNdl, t) }),
    ],
    [t('dive-tables.results.deco'), dive.decoRequired ? t('dive-tables.results.decoYes', { time: formatDuration(dive.decoTotalS, t) }) : t('dive-tables.results.decoNo')],
    [t('dive-tables.results.ppo2'), t('dive-tables.results.bar', { value: formatNumber(dive.maxPpO2, t.locale, 2) })],
    [t('dive-tables.results.end'), bottom?.endAtBottomM != null ? formatLength(bottom.endAtBottomM, units, t) : ''],
    [t('dive-tables.results.cns'), t('dive-tables.results.percent', { value: formatNumber(dive.cnsPercent, t.locale, 0) })],
    [t('dive-tables.results.otu'), formatNumber(dive.otu, t.locale, 0)],
  ];
  return (
    <>
      {dive.warnings.length > 0 ? (
        <ul className="space-y-1 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950" data-testid={`${id}-warnings`}>
          {dive.warnings.map((code) => (
            <li key={code} className="font-medium">
              {warningText(code, dive, units, t)}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <GasTable id={id} gases={dive.gases} reserve={reserve} units={units} t={t} />

      <StopsTable id={id} stops={dive.stops} gases={dive.gases} units={units} t={t} />

      <p className="text-sm text-slate-600">{t('dive-tables.results.figuresNote')}</p>
      <ProfileChart id={id} dive={dive} units={units} t={t} title={t('dive-tables.chart.title')} />
    </>
  );
}

function stopKind(stop: StopView, t: Translator): string {
  const kinds: string[] = [];
  if (stop.gasSwitchS > 0) kinds.push(t('dive-tables.stop.gasSwitch'));
  if (stop.decoS > 0) kinds.push(t('dive-tables.stop.deco'));
  if (stop.safetyS > 0) kinds.push(t('dive-tables.stop.safety'));
  return kinds.join(', ');
}

function StopsTable({ id, stops, gases, units, t }: { id: string; stops: readonly StopView[]; gases: readonly GasView[]; units: Units; t: Translator }) {
  const gasOf = (slot: number) => {
    const gas = gases.find((g) => g.slot === slot);
    return gas ? gasLabel(gas.fO2, t, gas.fHe) : '';
  };
  return (
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby={`${id}-heading ${id}-stops-caption`}>
      <table className="w-full max-w-2xl border-collapse text-sm" data-testid={`${id}-stops`}>
        <caption id={`${id}-stops-caption`} className="pb-1 text-left font-semibold text-slate-900">
          {t('dive-tables.results.stops')}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopDepth')}</th>
            <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopTime')}</th>
            <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopRuntime')}</th>
            <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopGas')}</th>
            <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopKind')}</th>
          </tr>
        </thead>
        <tbody>
          {stops.length === 0 ? (
            <tr>
              <td colSpan={5} className="py-1 text-slate-700">
                {t('dive-tables.results.noStops')}
              </td>
            </tr>
          ) : (
            stops.map((stop) => (
              <tr key={stop.startTimeS} className="border-b border-slate-100" data-depth={Math.round(stop.depthM * 1000) / 1000}>
                <td className="py-1 pr-3 tabular-nums">{formatLength(stop.depthM, units, t)}</td>
                <td className="py-1 pr-3 tabular-nums">{formatDuration(stop.durationS, t)}</td>
                <td className="py-1 pr-3 tabular-nums">{formatDuration(stop.startTimeS, t)}</td>
                <td className="py-1 pr-3">{gasOf(stop.slot)}</td>
                <td className="py-1 pr-3">{stopKind(stop, t)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
