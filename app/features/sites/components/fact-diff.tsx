// A clear diff of a site's facts: one row per changed fact, what it was and what it becomes, in the
// reader's units and language. Used by the moderators' review of a suggestion and the history page.
import { useT } from '../../../lib/use-translation.ts';
import type { Translator } from '../../../lib/i18n.ts';
import type { MonthlyTemperature } from '../../../../db/schema/sites.ts';
import { FACT_GROUPS, formatPosition, type FactGroup, type SiteFacts } from '../site-facts.ts';
import { monthName } from '../site-vocabulary.ts';
import { formatPartialDate } from '../../../lib/partial-date.ts';
import { formatDepthRange, formatTemperature, type Units } from '~/lib/units.ts';

function temperatures(months: MonthlyTemperature[] | null, units: Units, t: Translator): string {
  if (!months?.some(Boolean)) return '';
  return months
    .map((entry, index) => {
      if (!entry) return null;
      const low = entry.minC ?? entry.maxC;
      const high = entry.maxC ?? entry.minC;
      if (low === null || high === null) return null;
      const range = low === high ? formatTemperature(low, units, t.locale) : `${formatTemperature(low, units, t.locale)}–${formatTemperature(high, units, t.locale)}`;
      return `${monthName(index + 1, t.locale, 'short')} ${range}`;
    })
    .filter(Boolean)
    .join(', ');
}

/** One fact group of a version of a site, as a line of text ('' when it is not known). */
export function describeGroup(group: FactGroup, facts: Partial<SiteFacts>, units: Units, t: Translator): string {
  const has = FACT_GROUPS[group].every((field) => field in facts);
  if (!has) return '';
  const f = facts as SiteFacts;
  switch (group) {
    case 'name':
      return f.name;
    case 'aliases':
      return f.aliases.join(' · ');
    case 'place':
      return [f.region, f.countryCode].filter(Boolean).join(', ');
    case 'position':
      return formatPosition({ lat: f.lat, lng: f.lng, positionPrecisionM: null });
    case 'siteTypes':
      return f.siteTypes.map((type) => t(`sites.type.${type}`)).join(', ');
    case 'depth':
      return formatDepthRange(f.depthMinM, f.depthMaxM, units, t.locale) ?? '';
    case 'level':
      return f.level ? t(`sites.level.${f.level}`) : '';
    case 'entry':
      return f.entry.map((entry) => t(`sites.entry.${entry}`)).join(', ');
    case 'current':
      return f.current ? t(`sites.current.${f.current}`) : '';
    case 'visibility':
      return formatDepthRange(f.visibilityMinM, f.visibilityMaxM, units, t.locale) ?? '';
    case 'waterTemp':
      return temperatures(f.waterTempByMonth, units, t);
    case 'bestMonths':
      return [...f.bestMonths].sort((a, b) => a - b).map((month) => monthName(month, t.locale)).join(', ');
    case 'marineLife':
      return f.marineLife.join(', ');
    case 'hazards':
      return f.hazards.join(', ');
    case 'access':
      return f.accessNotes ?? '';
    case 'diveStatus': {
      if (!f.diveStatus) return '';
      const label = t(`sites.diveStatus.${f.diveStatus}`);
      return f.diveStatusSince ? t('sites.diveStatus.since', { status: label, date: formatPartialDate(f.diveStatusSince, t.locale) }) : label;
    }
    case 'description':
    case 'notice': {
      const text = (group === 'description' ? f.description : f.notice) ?? {};
      return [text.en ? `EN: ${text.en}` : '', text.es ? `ES: ${text.es}` : ''].filter(Boolean).join('\n');
    }
  }
}

export function FactDiff({ groups, before, after, units, caption }: { groups: readonly FactGroup[]; before: Partial<SiteFacts> | null; after: Partial<SiteFacts>; units: Units; caption: string }) {
  const t = useT();
  const empty = <span className="text-slate-600 italic">{t('sites.diff.empty')}</span>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="fact-diff">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="w-40 p-2">
              {t('sites.diff.fact')}
            </th>
            <th scope="col" className="p-2">
              {t('sites.diff.before')}
            </th>
            <th scope="col" className="p-2">
              {t('sites.diff.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => {
            const old = before ? describeGroup(group, before, units, t) : '';
            const next = describeGroup(group, after, units, t);
            return (
              <tr key={group} className="border-b border-slate-200 align-top">
                <th scope="row" className="p-2 font-semibold text-slate-900">
                  {t(`sites.fact.${group}`)}
                </th>
                <td className="p-2 whitespace-pre-line text-red-900">{old ? <del className="decoration-red-700">{old}</del> : empty}</td>
                <td className="p-2 whitespace-pre-line text-emerald-900">{next ? <ins className="no-underline">{next}</ins> : empty}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
