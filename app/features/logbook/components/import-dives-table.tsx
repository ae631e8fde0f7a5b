// The preview: every dive found, with the atlas site it matched (or a new place), whether it is already
// in the log, and a box to tick; the privacy of the dives saved; save or discard.
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { formatDepth, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SubmitButton, buttonClass } from '~/ui/form-kit.tsx';
import type { DivePrivacy } from '../../../../db/schema/logbook.ts';
import { formatDiveStart } from '../dive-format.ts';
import { DIVE_PRIVACY } from '../dive-vocabulary.ts';
import type { PreviewDive } from '../import-preview.queries.server.ts';
import { formatDuration } from './dive-details.tsx';

function SiteCell({ dive }: { dive: PreviewDive }) {
  const t = useT();
  if (dive.site) return <Link to={`/listing/${dive.site.id}`} className="text-sky-800 underline underline-offset-2">{t(`logbook.import.site.${dive.site.by}`, { name: dive.site.name })}</Link>;
  if (dive.placeName) return <span title={t('logbook.import.site.newHint')}>{t('logbook.import.site.new', { name: dive.placeName })}</span>;
  return <span className="text-slate-600">{t('logbook.import.site.none')}</span>;
}

function StatusCell({ dive }: { dive: PreviewDive }) {
  const t = useT();
  if (dive.savedDiveId !== null) return <Link to={`/dive/${dive.savedDiveId}`} className="font-semibold text-emerald-800 underline underline-offset-2">{t('logbook.import.saved')}</Link>;
  if (dive.duplicate) return <Link to={`/dive/${dive.duplicate.diveId}`} className="text-amber-900 underline underline-offset-2">{t(`logbook.import.duplicate.${dive.duplicate.reason}`, { number: dive.duplicate.number })}</Link>;
  return <span className="text-slate-700">{t('logbook.import.notDuplicate')}</span>;
}

export function ImportDivesTable({ importId, dives, units, privacy, reply, open }: { importId: number; dives: PreviewDive[]; units: Units; privacy: DivePrivacy; reply: Partial<FormReply> | undefined; open: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="import-dives" className="space-y-3">
      <h2 id="import-dives" className="text-xl font-semibold text-slate-900">
        {t('logbook.import.previewTitle')}
      </h2>
      {open ? <p className="text-slate-700">{t('logbook.import.previewIntro')}</p> : null}
      {dives.length === 0 ? <p className="text-slate-700">{t('logbook.import.none')}</p> : null}
      <FormKit intent="save" reply={reply} idPrefix="import-save" defaults={{ privacy }} className="space-y-4">
        <input type="hidden" name="importId" value={importId} />
        {dives.length ? (
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full min-w-[44rem] text-left text-sm" data-testid="import-dives">
              <caption className="sr-only">{t('logbook.import.table.caption')}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">{t('logbook.import.table.save')}</th>
                  <th scope="col" className="px-3 py-2">{t('logbook.import.table.when')}</th>
                  <th scope="col" className="px-3 py-2">{t('logbook.import.table.duration')}</th>
                  <th scope="col" className="px-3 py-2">{t('logbook.import.table.depth')}</th>
                  <th scope="col" className="px-3 py-2">{t('logbook.import.table.site')}</th>
                  <th scope="col" className="px-3 py-2">{t('logbook.import.table.status')}</th>
                </tr>
              </thead>
              <tbody>
                {dives.map((dive) => {
                  const when = formatDiveStart(dive.startLocal, dive.utcOffsetMinutes, t.locale);
                  return (
                    <tr key={dive.position} className="border-t border-slate-100" data-duplicate={dive.duplicate ? dive.duplicate.reason : undefined}>
                      <td className="px-3 py-2">
                        {open && dive.savedDiveId === null ? <input type="checkbox" name="dive" value={dive.position} defaultChecked={dive.choice === 'save'} aria-label={t('logbook.import.choose', { when })} className="size-5" /> : null}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {when}
                        {dive.mode === 'freedive' ? <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs">{t('logbook.import.freedive')}</span> : null}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{dive.durationS !== null ? formatDuration(dive.durationS, t) : ''}</td>
                      <td className="px-3 py-2 whitespace-nowrap">{dive.maxDepthM !== null ? formatDepth(dive.maxDepthM, units, t.locale) : ''}</td>
                      <td className="px-3 py-2"><SiteCell dive={dive} /></td>
                      <td className="px-3 py-2"><StatusCell dive={dive} /></td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
        {open && dives.length ? (
          <>
            <ChoiceGroup name="privacy" type="radio" legend={t('logbook.import.privacy')} columns={3} options={DIVE_PRIVACY.map((value) => ({ value, label: t(`logbook.privacy.${value}`) }))} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value="save">
                {t('logbook.import.save')}
              </SubmitButton>
              <button type="submit" name="intent" value="discard" formNoValidate className={buttonClass('secondary')}>
                {t('logbook.import.discard')}
              </button>
            </div>
          </>
        ) : null}
      </FormKit>
    </section>
  );
}
