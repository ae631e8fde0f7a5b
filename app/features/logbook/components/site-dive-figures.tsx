// A site's figures from members' logged dives, on the site's page below the curated facts and apart
// from them: water temperature by month, then visibility and current over the year, each as the lowest,
// median and highest value with the number of dives behind it. They are anonymous and unchecked, and
// the section says so; an editor's fact above is never replaced by them.
import { Link } from 'react-router';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { formatDepth, formatNumber, formatTemperature, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { DIVE_CURRENTS } from '../dive-vocabulary.ts';
import type { FigureRange, SiteDiveFigures } from '../site-figures.queries.server.ts';

type Format = (value: number) => string;

function RangeCells({ range, format }: { range: FigureRange | null; format: Format }) {
  const t = useT();
  if (!range) {
    return (
      <td colSpan={4} className="px-2 py-1.5 text-slate-500">
        {t('logbook.site.noDives')}
      </td>
    );
  }
  return (
    <>
      <td className="px-2 py-1.5">{format(range.min)}</td>
      <td className="px-2 py-1.5 font-semibold">{format(range.median)}</td>
      <td className="px-2 py-1.5">{format(range.max)}</td>
      <td className="px-2 py-1.5 text-slate-600">{formatNumber(range.dives, t.locale)}</td>
    </>
  );
}

function HeadRow({ first }: { first: string }) {
  const t = useT();
  return (
    <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
      <th scope="col" className="px-2 py-1.5">
        {first}
      </th>
      <th scope="col" className="px-2 py-1.5">
        {t('logbook.site.lowest')}
      </th>
      <th scope="col" className="px-2 py-1.5">
        {t('logbook.site.median')}
      </th>
      <th scope="col" className="px-2 py-1.5">
        {t('logbook.site.highest')}
      </th>
      <th scope="col" className="px-2 py-1.5">
        {t('logbook.site.dives')}
      </th>
    </tr>
  );
}

export function SiteDiveFiguresSection({ siteId, figures, units }: { siteId: number; figures: SiteDiveFigures | null; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const monthName = (index: number) => dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2001, index, 15)));
  const temperature: Format = (c) => formatTemperature(c, units, locale);
  const length: Format = (m) => formatDepth(m, units, locale);
  const current: Format = (level) => t(`logbook.current.${DIVE_CURRENTS[Math.round(level)] ?? 'none'}`);
  const temperatureMonths = figures ? figures['water-temp'].months.flatMap((range, index) => (range ? [{ index, range }] : [])) : [];
  return (
    <section aria-labelledby="logged-figures-heading" className="rounded-2xl border border-dashed border-sky-300 bg-sky-50/60 p-4 sm:p-5" data-testid="site-dive-figures">
      <h2 id="logged-figures-heading" className="text-2xl font-semibold text-slate-900">
        {t('logbook.site.figuresTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('logbook.site.figuresIntro')}</p>
      {figures ? (
        <div className="mt-4 space-y-5">
          {temperatureMonths.length ? (
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="logged-temperature">
                <caption className="mb-1 text-left font-semibold text-slate-900">{t('logbook.site.temperatureByMonth')}</caption>
                <thead>
                  <HeadRow first={t('logbook.site.month')} />
                </thead>
                <tbody>
                  {temperatureMonths.map(({ index, range }) => (
                    <tr key={index} className="border-b border-slate-100" data-month={index + 1}>
                      <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                        {monthName(index)}
                      </th>
                      <RangeCells range={range} format={temperature} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="logged-conditions">
              <caption className="mb-1 text-left font-semibold text-slate-900">{t('logbook.site.overTheYear')}</caption>
              <thead>
                <HeadRow first={t('logbook.site.measure')} />
              </thead>
              <tbody>
                <tr className="border-b border-slate-100" data-measure="water-temp">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                    {t('logbook.site.waterTemp')}
                  </th>
                  <RangeCells range={figures['water-temp'].year} format={temperature} />
                </tr>
                <tr className="border-b border-slate-100" data-measure="visibility">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                    {t('logbook.site.visibility')}
                  </th>
                  <RangeCells range={figures.visibility.year} format={length} />
                </tr>
                <tr data-measure="current">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                    {t('logbook.site.current')}
                  </th>
                  <RangeCells range={figures.current.year} format={current} />
                </tr>
              </tbody>
            </table>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-800">{t('logbook.site.noFigures')}</p>
      )}
      <p className="mt-3 text-sm">
        <Link to={`/logbook/new?site=${siteId}`} className="font-semibold text-sky-800 underline">
          {t('logbook.site.logHere')}
        </Link>
      </p>
    </section>
  );
}
