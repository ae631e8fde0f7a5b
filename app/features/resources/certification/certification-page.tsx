// The /certification-equivalency page: the ISO levels, every agency's courses mapped to them (filterable by
// agency), "I hold X, what is it elsewhere?", BSAC's list, the sources and where they disagree.
import { Form, useNavigation, useSearchParams, useSubmit } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { AGENCIES, BSAC_EQUIVALENTS, BSAC_EQUIVALENTS_SOURCES, BSAC_GRADES, CERTIFICATIONS, ISO_LEVEL_FACTS, SOURCES, type SourceId } from './certification-data.ts';
import { CertificationTable } from './components/certification-table.tsx';
import { HoldFinder } from './components/hold-finder.tsx';
import { DepthValue, NotSet } from './components/values.tsx';
import { findCertification, isAgency } from './equivalents.ts';

/** Disagreements between the sources, in the catalogue as `certification.conflict.<id>`. */
const CONFLICTS = ['direction', 'entryDepth', 'gue', 'cmasDepth', 'instructors'] as const;

export function CertificationPage() {
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [committed] = useSearchParams();
  // While a choice is on its way, show it already (the selects are controlled by the URL).
  const params = navigation.location?.pathname === '/certification-equivalency' ? new URLSearchParams(navigation.location.search) : committed;
  const agencyParam = params.get('agency');
  const agency = isAgency(agencyParam) ? agencyParam : null;
  const held = findCertification(params.get('hold'));
  const shownAgencies = agency ? [agency] : AGENCIES;
  const allSources = [...new Set<SourceId>([...ISO_LEVEL_FACTS.flatMap((l) => l.sources), ...CERTIFICATIONS.flatMap((c) => c.sources), ...BSAC_EQUIVALENTS_SOURCES])];

  return (
    <>
      <PageHero eyebrow={t('certification.eyebrow')} title={t('certification.title')} intro={<p>{t('certification.intro')}</p>} />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6">

      <aside aria-labelledby="caveat-heading" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
        <h2 id="caveat-heading" className="text-lg font-bold">
          {t('certification.caveat.title')}
        </h2>
        <p className="mt-1">{t('certification.caveat.body')}</p>
        <p className="mt-1">{t('certification.caveat.depths')}</p>
      </aside>

      <HoldFinder held={held} agencyFilter={agency} t={t} />

      <section aria-labelledby="iso-heading" className="space-y-3">
        <h2 id="iso-heading" className="text-xl font-bold text-slate-900">
          {t('certification.iso.title')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('certification.iso.intro')}</p>
        <div className="relative overflow-x-auto rounded-lg border border-slate-300" tabIndex={0} role="region" aria-labelledby="iso-caption">
          <table className="w-full min-w-[44rem] border-collapse text-sm">
            <caption id="iso-caption" className="sr-only">
              {t('certification.iso.tableCaption')}
            </caption>
            <thead>
              <tr className="border-b border-slate-300 bg-slate-100 text-left align-bottom">
                <th scope="col" className="px-3 py-2">{t('certification.iso.colLevel')}</th>
                <th scope="col" className="px-3 py-2">{t('certification.col.maxDepth')}</th>
                <th scope="col" className="px-3 py-2">{t('certification.col.minAge')}</th>
                <th scope="col" className="px-3 py-2">{t('certification.iso.colMeaning')}</th>
              </tr>
            </thead>
            <tbody>
              {ISO_LEVEL_FACTS.map((level) => (
                <tr key={level.level} className="border-b border-slate-200 align-top even:bg-slate-50">
                  <th scope="row" className="px-3 py-2 text-left">
                    <span className="block font-semibold whitespace-nowrap">ISO {level.level}</span>
                    <span className="block font-normal">{t(`certification.iso.${level.level}.name`)}</span>
                    <span className="block text-xs font-normal text-slate-600">{level.en}</span>
                  </th>
                  <td className="px-3 py-2 tabular-nums">
                    <DepthValue metres={level.maxDepthM} feet={null} t={t} />
                  </td>
                  <td className="px-3 py-2 tabular-nums">
                    {level.minAgeYears === null ? <NotSet t={t} /> : t('certification.years', { age: level.minAgeYears })}
                  </td>
                  <td className="px-3 py-2">
                    <p>{t(`certification.iso.${level.level}.meaning`)}</p>
                    <p className="text-xs text-slate-600">
                      {t(`certification.confidence.${level.confidence}`)} {t('certification.sourcesShort')}{' '}
                      {level.sources.map((s, i) => (
                        <span key={s}>
                          {i > 0 ? ', ' : ''}
                          <a href={SOURCES[s].url} className="text-sky-800 underline" rel="noopener noreferrer">
                            {SOURCES[s].label}
                          </a>
                        </span>
                      ))}
                    </p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="agencies-heading" className="space-y-5">
        <h2 id="agencies-heading" className="text-xl font-bold text-slate-900">
          {t('certification.agencies.title')}
        </h2>
        <Form method="get" preventScrollReset replace className="flex flex-wrap items-end gap-3" aria-label={t('certification.filter.label')}>
          {held ? <input type="hidden" name="hold" value={held.id} /> : null}
          <div className="flex max-w-full min-w-0 flex-col gap-1">
            <label htmlFor="agency" className="text-sm font-semibold text-slate-800">
              {t('certification.filter.label')}
            </label>
            <select
              id="agency"
              name="agency"
              value={agency ?? ''}
              onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
              className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">{t('certification.filter.all')}</option>
              {AGENCIES.map((a) => (
                <option key={a} value={a}>
                  {`${a} · ${t(`certification.agency.${a}`)}`}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
            {t('certification.filter.submit')}
          </button>
        </Form>
        <p className="sr-only" role="status">
          {agency ? t('certification.filter.showing', { agency }) : t('certification.filter.showingAll')}
        </p>
        {shownAgencies.map((a) => (
          <CertificationTable key={a} agency={a} rows={CERTIFICATIONS.filter((c) => c.agency === a)} t={t} />
        ))}
      </section>

      <section aria-labelledby="bsac-heading" className="space-y-3">
        <h2 id="bsac-heading" className="text-xl font-bold text-slate-900">
          {t('certification.bsacList.title')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('certification.bsacList.intro')}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          {BSAC_GRADES.map((grade) => (
            <div key={grade} className="rounded-lg border border-slate-300 p-3">
              <dt className="font-bold text-slate-900">{t(`certification.bsac.${grade}`)}</dt>
              <dd className="mt-1 text-sm text-slate-700">{BSAC_EQUIVALENTS[grade].join(' · ')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="conflicts-heading" className="space-y-3">
        <h2 id="conflicts-heading" className="text-xl font-bold text-slate-900">
          {t('certification.conflicts.title')}
        </h2>
        <ul className="max-w-3xl list-disc space-y-2 pl-5 text-slate-700">
          {CONFLICTS.map((c) => (
            <li key={c}>{t(`certification.conflict.${c}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sources-heading" className="space-y-3">
        <h2 id="sources-heading" className="text-xl font-bold text-slate-900">
          {t('certification.sources.title')}
        </h2>
        <p className="max-w-3xl text-slate-700">{t('certification.sources.intro')}</p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {allSources.map((s) => (
            <li key={s}>
              <a href={SOURCES[s].url} className="text-sky-800 underline" rel="noopener noreferrer">
                {SOURCES[s].label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      </div>
    </>
  );
}
