// What the planner found for each dive: the figures a diver checks, the stops, warnings and the profile.
import type { Translator } from '~/lib/i18n.ts';
import type { PlannedDive, PlanResult, UnplannableDive } from '../dive-plan.ts';
import { formatDuration, formatLength, formatLimit, formatVolume, gasLabel } from '../format.ts';
import { formatNumber, type Units } from '../units.ts';
import { ProfileChart } from './profile-chart.tsx';

/** Deeper than this, the page reminds the reader that recreational training stops here. */
const RECREATIONAL_LIMIT_M = 40;

type Props = { result: PlanResult; intervalMin: number | null; units: Units; t: Translator };

export function PlanResults({ result, intervalMin, units, t }: Props) {
  return (
    <div className="space-y-8" data-testid="plan-results">
      <DiveResult id="dive-1" heading={t('dive-tables.results.firstDive')} outcome={result.first} units={units} t={t} />
      {result.second ? (
        <DiveResult
          id="dive-2"
          heading={t('dive-tables.results.secondDive', { interval: formatDuration((intervalMin ?? 0) * 60, t) })}
          outcome={result.second}
          units={units}
          t={t}
        />
      ) : null}
    </div>
  );
}

function DiveResult({ id, heading, outcome, units, t }: { id: string; heading: string; outcome: PlannedDive | UnplannableDive; units: Units; t: Translator }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={id}>
      <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        {heading}
      </h3>
      {outcome.ok ? <PlannedDiveView id={id} dive={outcome} units={units} t={t} /> : <p className="text-red-700">{t('dive-tables.results.cannotPlan')}</p>}
    </section>
  );
}

function PlannedDiveView({ id, dive, units, t }: { id: string; dive: PlannedDive; units: Units; t: Translator }) {
  const { plan } = dive;
  const gas = plan.gases[0];
  const decoTotalS = plan.stops.reduce((sum, s) => sum + s.decoS, 0);
  const warnings: string[] = [];
  if (plan.decoRequired) warnings.push(t('dive-tables.warning.deco'));
  if (plan.maxDepthM > RECREATIONAL_LIMIT_M + 1e-9) warnings.push(t('dive-tables.warning.deep', { depth: formatLength(RECREATIONAL_LIMIT_M, units, t) }));
  if (plan.cnsPercent > 100) warnings.push(t('dive-tables.warning.cns'));
  const figures: [string, string][] = [
    [t('dive-tables.results.gas'), gas ? gasLabel(gas.fO2, t) : ''],
    [t('dive-tables.results.runtime'), formatDuration(plan.runtimeS, t)],
    [
      t('dive-tables.results.ndl'),
      dive.restedNdlMin === null
        ? formatLimit(dive.ndlMin, t)
        : t('dive-tables.results.ndlRepetitive', { ndl: formatLimit(dive.ndlMin, t), rested: formatLimit(dive.restedNdlMin, t) }),
    ],
    [t('dive-tables.results.deco'), plan.decoRequired ? t('dive-tables.results.decoYes', { time: formatDuration(decoTotalS, t) }) : t('dive-tables.results.decoNo')],
    [t('dive-tables.results.gasUsed'), formatVolume(plan.gasUsedL[0] ?? 0, units, t)],
    [t('dive-tables.results.ppo2'), t('dive-tables.results.bar', { value: formatNumber(dive.maxPpO2, t.locale, 2) })],
    [t('dive-tables.results.cns'), t('dive-tables.results.percent', { value: formatNumber(plan.cnsPercent, t.locale, 0) })],
    [t('dive-tables.results.otu'), formatNumber(plan.otu, t.locale, 0)],
  ];
  return (
    <>
      {warnings.length > 0 ? (
        <ul className="space-y-1 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950" data-testid={`${id}-warnings`}>
          {warnings.map((w) => (
            <li key={w} className="font-medium">
              {w}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4 lg:grid-cols-3 xl:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">{t('dive-tables.results.figuresNote')}</p>

      <div className="overflow-x-auto">
        <table className="w-full max-w-xl border-collapse text-sm" data-testid={`${id}-stops`}>
          <caption className="pb-1 text-left font-semibold text-slate-900">{t('dive-tables.results.stops')}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopDepth')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopTime')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopRuntime')}</th>
              <th scope="col" className="py-1 pr-3">{t('dive-tables.results.stopKind')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.stops.length === 0 ? (
              <tr>
                <td colSpan={4} className="py-1 text-slate-700">
                  {t('dive-tables.results.noStops')}
                </td>
              </tr>
            ) : (
              plan.stops.map((stop) => (
                <tr key={stop.startTimeS} className="border-b border-slate-100">
                  <td className="py-1 pr-3 tabular-nums">{formatLength(stop.depthM, units, t)}</td>
                  <td className="py-1 pr-3 tabular-nums">{formatDuration(stop.durationS, t)}</td>
                  <td className="py-1 pr-3 tabular-nums">{formatDuration(stop.startTimeS, t)}</td>
                  <td className="py-1 pr-3">
                    {stop.decoS > 0 && stop.safetyS > 0
                      ? t('dive-tables.stop.decoAndSafety')
                      : stop.decoS > 0
                        ? t('dive-tables.stop.deco')
                        : stop.safetyS > 0
                          ? t('dive-tables.stop.safety')
                          : t('dive-tables.stop.gasSwitch')}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <ProfileChart id={id} plan={plan} ceiling={dive.ceiling} units={units} t={t} title={t('dive-tables.chart.title')} />
    </>
  );
}
