// "I hold X, what is it elsewhere?": choose a course, see the comparable courses of the other agencies and
// why each one is listed.
import { Form, useSubmit } from 'react-router';
import type { Translator } from '~/lib/i18n.ts';
import { AGENCIES, CERTIFICATIONS, type Certification } from '../certification-data.ts';
import { equivalentsOf } from '../equivalents.ts';
import { DepthValue, IsoValue, NotSet } from './values.tsx';

type Props = { held: Certification | null; agencyFilter: string | null; t: Translator };

export function HoldFinder({ held, agencyFilter, t }: Props) {
  const submit = useSubmit();
  return (
    <section aria-labelledby="hold-heading" className="space-y-4 rounded-xl border border-sky-200 bg-sky-50 p-5">
      <h2 id="hold-heading" className="text-xl font-bold text-slate-900">
        {t('certification.hold.title')}
      </h2>
      <Form method="get" preventScrollReset replace className="flex flex-wrap items-end gap-3">
        {agencyFilter ? <input type="hidden" name="agency" value={agencyFilter} /> : null}
        <div className="flex min-w-0 flex-[1_1_14rem] flex-col gap-1">
          <label htmlFor="hold" className="text-sm font-semibold text-slate-800">
            {t('certification.hold.label')}
          </label>
          <select
            id="hold"
            name="hold"
            value={held?.id ?? ''}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
            className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">{t('certification.hold.choose')}</option>
            {AGENCIES.map((agency) => (
              <optgroup key={agency} label={agency}>
                {CERTIFICATIONS.filter((c) => c.agency === agency).map((c) => (
                  <option key={c.id} value={c.id}>
                    {`${agency} ${c.course}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
          {t('certification.hold.submit')}
        </button>
      </Form>
      {held ? <HeldResult held={held} t={t} /> : null}
    </section>
  );
}

function HeldResult({ held, t }: { held: Certification; t: Translator }) {
  const equivalents = equivalentsOf(held);
  return (
    <div className="space-y-4" data-testid="hold-result" aria-live="polite">
      <h3 className="text-lg font-bold text-slate-900">{t('certification.hold.resultTitle', { course: `${held.agency} ${held.course}` })}</h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-600">{t('certification.col.iso')}</dt>
          <dd>
            <IsoValue certification={held} t={t} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('certification.col.stage')}</dt>
          <dd>{held.stage ? t(`certification.stage.${held.stage}`) : <NotSet t={t} />}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('certification.col.maxDepth')}</dt>
          <dd>
            <DepthValue metres={held.maxDepthM} feet={held.maxDepthFt} t={t} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('certification.col.bsac')}</dt>
          <dd>{held.bsacGrade ? t(`certification.bsac.${held.bsacGrade}`) : <NotSet t={t} />}</dd>
        </div>
      </dl>
      {equivalents.length === 0 ? (
        <p>{t('certification.hold.none')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {equivalents.map(({ agency, matches }) => (
            <li key={agency} className="rounded-lg border border-slate-300 bg-white p-3">
              <h4 className="font-bold text-slate-900">{agency}</h4>
              <ul className="mt-1 space-y-1">
                {matches.map(({ certification, reasons }) => (
                  <li key={certification.id} data-equivalent={certification.id}>
                    <span className="font-medium">{certification.course}</span>
                    <span className="block text-xs text-slate-600">{reasons.map((r) => t(`certification.reason.${r}`)).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('certification.hold.caveat')}</p>
    </div>
  );
}
