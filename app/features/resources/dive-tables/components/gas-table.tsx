// The gases and cylinders of a plan: each gas's role and limits (MOD at the working and the decompression
// ppO2, the depth from which a hypoxic mix is breathable, where the ascent switches to it), then what its
// cylinder gives: gas used, pressure left, the reserve by the chosen rule and the turn pressure.
import type { Translator } from '~/lib/i18n.ts';
import { formatLength, formatLengthLimit, formatPressure, formatVolume, gasLabel } from '../format.ts';
import type { GasView, PlanView } from '../plan-view.ts';
import type { Units } from '~/lib/units.ts';

type Props = { id: string; gases: readonly GasView[]; reserve: PlanView['reserve']; units: Units; t: Translator };

function roleText(gas: GasView, units: Units, t: Translator): string {
  switch (gas.role) {
    case 'bottom':
      return t('dive-tables.gasRole.bottom');
    case 'travel':
      return t('dive-tables.gasRole.travel', { depth: formatLength(gas.travelToM ?? 0, units, t) });
    case 'deco':
      return t('dive-tables.gasRole.deco');
    case 'unused':
      return t('dive-tables.gasRole.unused');
  }
}

export function GasTable({ id, gases, reserve, units, t }: Props) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200" tabIndex={0} role="region" aria-labelledby={`${id}-heading ${id}-gases-caption`}>
      <table className="w-full min-w-[44rem] border-collapse text-sm" data-testid={`${id}-gases`}>
        <caption id={`${id}-gases-caption`} className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
          {t('dive-tables.gasTable.caption', { rule: t(`dive-tables.reserve.short.${reserve}`) })}
        </caption>
        <thead>
          <tr className="border-b border-slate-300 text-left align-bottom">
            <th scope="col" className="px-3 py-2">{t('dive-tables.gasTable.gas')}</th>
            <th scope="col" className="px-3 py-2">{t('dive-tables.gasTable.role')}</th>
            <th scope="col" className="px-3 py-2">{t('dive-tables.gasTable.limits')}</th>
            <th scope="col" className="px-3 py-2">{t('dive-tables.gasTable.used')}</th>
            <th scope="col" className="px-3 py-2">{t('dive-tables.gasTable.left')}</th>
            <th scope="col" className="px-3 py-2">{t('dive-tables.gasTable.reserve')}</th>
          </tr>
        </thead>
        <tbody>
          {gases.map((gas) => {
            const c = gas.cylinder;
            const unused = gas.role === 'unused';
            return (
              <tr key={gas.slot} className="border-b border-slate-100 align-top" data-slot={gas.slot} data-status={unused ? 'unused' : c.status}>
                <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                  {gasLabel(gas.fO2, t, gas.fHe)}
                </th>
                <td className="px-3 py-2">
                  {roleText(gas, units, t)}
                  {gas.switchDepthM !== null ? (
                    <span className="block text-xs text-slate-600">{t('dive-tables.gasTable.switchAt', { depth: formatLength(gas.switchDepthM, units, t) })}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-xs text-slate-700">
                  <span className="block">{t('dive-tables.gasTable.modWorking', { mod: formatLengthLimit(gas.modWorkingM, units, t) })}</span>
                  <span className="block">{t('dive-tables.gasTable.modDeco', { mod: formatLengthLimit(gas.modDecoM, units, t) })}</span>
                  {gas.minDepthM > 0 ? <span className="block">{t('dive-tables.gasTable.minDepth', { depth: formatLength(gas.minDepthM, units, t, 1) })}</span> : null}
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {unused ? '—' : (
                    <>
                      {formatVolume(c.usedL, units, t)}
                      <span className="block text-xs text-slate-600">{formatPressure(c.usedBar, units, t)}</span>
                    </>
                  )}
                </td>
                <td className="px-3 py-2 tabular-nums">
                  {formatPressure(Math.max(0, c.endBar), units, t)}
                  <span className="block text-xs text-slate-600">{t('dive-tables.gasTable.of', { fill: formatPressure(c.fillBar, units, t) })}</span>
                </td>
                <td className="px-3 py-2">
                  {unused ? (
                    '—'
                  ) : (
                    <>
                      <span className="block tabular-nums">{t('dive-tables.gasTable.keep', { pressure: formatPressure(c.reserveBar, units, t) })}</span>
                      {c.turnBar !== null ? (
                        <span className="block tabular-nums">{t('dive-tables.gasTable.turn', { pressure: formatPressure(c.turnBar, units, t) })}</span>
                      ) : null}
                      <span className={`block font-medium ${c.status === 'ok' ? 'text-emerald-800' : 'text-red-700'}`}>{t(`dive-tables.reserveStatus.${c.status}`)}</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
