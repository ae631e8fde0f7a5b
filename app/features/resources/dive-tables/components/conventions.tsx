// How the planner computes, in plain words, and how its runtimes compare with Subsurface's and GasPlanner's,
// so that a diver who uses those planners knows what to expect here.
import type { Translator } from '~/lib/i18n.ts';
import { formatDuration } from '../format.ts';
import { COMPARISON_SOURCES, REFERENCE_COMPARISON } from '../reference-comparison.ts';
import { formatNumber, metresToFeet } from '~/lib/units.ts';

const POINTS = ['model', 'gradient', 'anchor', 'stops', 'safety', 'gases', 'reserve', 'limits'] as const;

function difference(ours: number, theirs: number, t: Translator): string {
  const seconds = ours - theirs;
  if (seconds === 0) return t('dive-tables.conventions.same');
  return t(seconds > 0 ? 'dive-tables.conventions.longer' : 'dive-tables.conventions.shorter', { time: formatDuration(Math.abs(seconds), t) });
}

/**
 * The page's last section, far below the first screen, is laid out only when the reader comes near it
 * (content-visibility: auto; the reserved height is about what it takes on a phone and on a wide screen,
 * so the scroll bar barely moves). Its sources name "Jiří Pokorný": laid out at load, that one "ř" made
 * every visit download Inter's Latin Extended file at once (84 KB then, 54 KB since app/fonts/); on a
 * phone, Lighthouse put the largest paint 0.3 s later for it.
 */
export function Conventions({ t }: { t: Translator }) {
  return (
    <section
      aria-labelledby="conventions-heading"
      className="space-y-4 border-t border-slate-200 pt-10 [contain-intrinsic-size:auto_2500px] [content-visibility:auto] md:[contain-intrinsic-size:auto_1450px]"
      data-testid="conventions"
    >
      <h2 id="conventions-heading" className="text-xl font-bold text-slate-900">
        {t('dive-tables.conventions.title')}
      </h2>
      <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
        {POINTS.map((point) => (
          <li key={point}>{t(`dive-tables.conventions.${point}`)}</li>
        ))}
      </ul>
      <p className="max-w-3xl text-slate-700">{t('dive-tables.conventions.compareIntro')}</p>
      <div className="relative overflow-x-auto rounded-lg border border-slate-300" tabIndex={0} role="region" aria-labelledby="comparison-caption">
        <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="comparison">
          <caption id="comparison-caption" className="bg-slate-50 px-3 py-2 text-left text-slate-700">
            {t('dive-tables.conventions.caption')}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 bg-slate-100 text-left align-bottom">
              <th scope="col" className="px-3 py-2">{t('dive-tables.conventions.dive')}</th>
              <th scope="col" className="px-3 py-2">{t('dive-tables.conventions.gasPlanner')}</th>
              <th scope="col" className="px-3 py-2">{t('dive-tables.conventions.oursLikeGasPlanner')}</th>
              <th scope="col" className="border-l border-slate-300 px-3 py-2">{t('dive-tables.conventions.subsurface')}</th>
              <th scope="col" className="px-3 py-2">{t('dive-tables.conventions.oursLikeSubsurface')}</th>
            </tr>
          </thead>
          <tbody>
            {REFERENCE_COMPARISON.map((row) => (
              <tr key={`${row.depthM}-${row.minutes}-${row.gfLow}-${row.gfHigh}`} className="border-b border-slate-200 even:bg-slate-50">
                <th scope="row" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                  {t('dive-tables.conventions.diveRow', {
                    depth: formatNumber(row.depthM, t.locale),
                    depthFt: formatNumber(Math.round(metresToFeet(row.depthM)), t.locale),
                    minutes: row.minutes,
                    gfLow: row.gfLow,
                    gfHigh: row.gfHigh,
                  })}
                </th>
                <td className="px-3 py-2 tabular-nums">{formatDuration(row.gasPlanner.theirs, t)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {formatDuration(row.gasPlanner.ours, t)}
                  <span className="block text-xs text-slate-600">{difference(row.gasPlanner.ours, row.gasPlanner.theirs, t)}</span>
                </td>
                <td className="border-l border-slate-300 px-3 py-2 tabular-nums">{formatDuration(row.subsurface.theirs, t)}</td>
                <td className="px-3 py-2 tabular-nums">
                  {formatDuration(row.subsurface.ours, t)}
                  <span className="block text-xs text-slate-600">{difference(row.subsurface.ours, row.subsurface.theirs, t)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="max-w-3xl text-sm text-slate-600">{t('dive-tables.conventions.tableNote')}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {COMPARISON_SOURCES.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="text-sky-800 underline" rel="noopener noreferrer">
              {source.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
