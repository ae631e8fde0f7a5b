// One agency's courses with their ISO level, limits, note and sources.
import type { Translator } from '~/lib/i18n.ts';
import { SOURCES, type Agency, type Certification } from '../certification-data.ts';
import { DepthValue, IsoValue, NotSet } from './values.tsx';

export function CertificationTable({ agency, rows, t }: { agency: Agency; rows: readonly Certification[]; t: Translator }) {
  const headingId = `agency-${agency.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-agency={agency}>
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {agency} <span className="text-base font-normal text-slate-600">· {t(`certification.agency.${agency}`)}</span>
      </h3>
      <div className="overflow-x-auto rounded-lg border border-slate-300" tabIndex={0} role="region" aria-labelledby={`${headingId}-caption`}>
        <table className="w-full min-w-[48rem] table-fixed border-collapse text-sm">
          <caption id={`${headingId}-caption`} className="sr-only">
            {t('certification.tableCaption', { agency })}
          </caption>
          <colgroup>
            <col className="w-[17%]" />
            <col className="w-[13%]" />
            <col className="w-[15%]" />
            <col className="w-[9%]" />
            <col className="w-[11%]" />
            <col />
          </colgroup>
          <thead>
            <tr className="border-b border-slate-300 bg-slate-100 text-left align-bottom">
              <th scope="col" className="px-3 py-2">{t('certification.col.course')}</th>
              <th scope="col" className="px-3 py-2">{t('certification.col.stage')}</th>
              <th scope="col" className="px-3 py-2">{t('certification.col.iso')}</th>
              <th scope="col" className="px-3 py-2">{t('certification.col.minAge')}</th>
              <th scope="col" className="px-3 py-2">{t('certification.col.maxDepth')}</th>
              <th scope="col" className="px-3 py-2">{t('certification.col.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-b border-slate-200 align-top even:bg-slate-50" data-certification={c.id}>
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {c.course}
                </th>
                <td className="px-3 py-2">{c.stage ? t(`certification.stage.${c.stage}`) : <NotSet t={t} />}</td>
                <td className="px-3 py-2">
                  <IsoValue certification={c} t={t} />
                </td>
                <td className="px-3 py-2 tabular-nums">{c.minAgeYears === null ? <NotSet t={t} /> : t('certification.years', { age: c.minAgeYears })}</td>
                <td className="px-3 py-2 tabular-nums whitespace-nowrap">
                  <DepthValue metres={c.maxDepthM} feet={c.maxDepthFt} t={t} />
                </td>
                <td className="px-3 py-2">
                  {c.note ? <p>{t(`certification.note.${c.id}`)}</p> : null}
                  <p className="text-xs text-slate-600">{t(`certification.confidence.${c.confidence}`)}</p>
                  {c.sources.length > 0 ? (
                    <p className="text-xs text-slate-600">
                      {t('certification.sourcesShort')}{' '}
                      {c.sources.map((s, i) => (
                        <span key={s}>
                          {i > 0 ? ', ' : ''}
                          <a href={SOURCES[s].url} className="text-sky-800 underline" rel="noopener noreferrer">
                            {SOURCES[s].label}
                          </a>
                        </span>
                      ))}
                    </p>
                  ) : (
                    <p className="text-xs text-slate-600">{t('certification.noSource')}</p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
