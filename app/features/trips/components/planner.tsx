// The trip planner's cards and forms: each trip with its dates, centre and sites, its checklist and
// notes; past trips with a prompt to review the sites dived. And the form to add a trip by hand.
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { CHECKLIST_ITEMS } from '../trip-vocabulary.ts';

export type PlannerView = {
  key: string;
  kind: 'reservation' | 'planned';
  plannedTripId: number | null;
  reservationId: number | null;
  title: string;
  titleLang: string | undefined;
  href: string | null;
  when: string;
  centerName: string | null;
  centerId: number | null;
  past: boolean;
  checked: string[];
  notes: string;
  sites: Array<{ id: number; name: string; reviewed: boolean }>;
};

type Reply = Partial<FormReply> | undefined;

export function PlannerCard({ entry, reply }: { entry: PlannerView; reply: Reply }) {
  const t = useT();
  const intent = `checklist-${entry.key}`;
  const toReview = entry.sites.filter((site) => !site.reviewed);
  return (
    <article id={`trip-${entry.key}`} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="planner-trip">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(entry.kind === 'reservation' ? 'trips.planner.booked' : 'trips.planner.ownPlan')}</p>
      <h3 className="mt-1 text-lg font-semibold text-slate-900" lang={entry.titleLang}>
        {entry.href ? (
          <Link to={entry.href} className="text-sky-900 underline">
            {entry.title}
          </Link>
        ) : (
          entry.title
        )}
      </h3>
      <p className="text-sm text-slate-800">{entry.when}</p>
      {entry.centerName && entry.centerId ? (
        <p className="text-sm text-slate-700">
          <Link to={`/dive-center/${entry.centerId}`} className="underline">
            {entry.centerName}
          </Link>
        </p>
      ) : null}
      {entry.sites.length ? (
        <div className="mt-3">
          <h4 className="text-sm font-semibold text-slate-900">{t(entry.past ? 'trips.planner.sitesDived' : 'trips.planner.sites')}</h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {entry.sites.map((site) => (
              <li key={site.id}>
                <Link to={`/listing/${site.id}`} className="text-sky-800 underline">
                  {site.name}
                </Link>
                {entry.past && !site.reviewed ? (
                  <>
                    {' · '}
                    <Link to={`/listing/${site.id}#reviews`} className="font-semibold text-sky-800 underline">
                      {t('trips.planner.review')}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          {entry.past && toReview.length ? <p className="mt-1 text-sm text-slate-700">{t.plural('trips.planner.reviewPrompt', toReview.length)}</p> : null}
        </div>
      ) : null}
      <FormKit idPrefix={intent} intent={intent} reply={reply} defaults={{ checked: entry.checked, notes: entry.notes }} className="mt-4 flex flex-col gap-3">
        {entry.plannedTripId !== null && entry.kind === 'planned' ? <input type="hidden" name="plannedTripId" value={entry.plannedTripId} /> : null}
        {entry.kind === 'reservation' ? <input type="hidden" name="reservationId" value={entry.reservationId ?? ''} /> : null}
        <input type="hidden" name="entry" value={entry.key} />
        <ChoiceGroup name="checked" id={`${intent}-checked`} legend={t('trips.planner.checklist')} options={CHECKLIST_ITEMS.map((item) => ({ value: item, label: t(`trips.planner.item.${item}`) }))} columns={2} compact />
        <TextField name="notes" id={`${intent}-notes`} label={t('trips.planner.notes')} rows={2} maxLength={4000} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="intent" value="checklist" tone="secondary" size="small">
            {t('trips.planner.save')}
          </SubmitButton>
        </div>
      </FormKit>
      {entry.kind === 'planned' && entry.plannedTripId !== null ? (
        <FormKit className="mt-2">
          <input type="hidden" name="plannedTripId" value={entry.plannedTripId} />
          <SubmitButton name="intent" value="delete" tone="dangerOutline" size="small">
            {t('trips.planner.delete')}
          </SubmitButton>
        </FormKit>
      ) : null}
    </article>
  );
}

export function AddPlannedTrip({ sites, centers, reply }: { sites: Array<{ id: number; label: string }>; centers: Array<{ id: number; name: string }>; reply: Reply }) {
  const t = useT();
  return (
    <FormKit idPrefix="plan" intent="add" reply={reply} className="flex flex-col gap-4">
      <TextField name="destination" label={t('trips.planner.destination')} required maxLength={120} hint={t('trips.planner.destinationHint')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startsOn" type="date" label={t('trips.planner.startsOn')} required />
        <TextField name="endsOn" type="date" label={t('trips.planner.endsOn')} required />
      </div>
      {sites.length ? (
        <ChoiceGroup name="siteIds" legend={t('trips.planner.fromWishlist')} options={sites.map((site) => ({ value: String(site.id), label: site.label }))} columns={2} />
      ) : (
        <p className="text-sm text-slate-700">
          {t('trips.planner.noWishlist')}{' '}
          <Link to="/explore" className="font-semibold text-sky-800 underline">
            {t('trips.planner.explore')}
          </Link>
        </p>
      )}
      {centers.length ? <SelectField name="centerId" label={t('trips.planner.center')} emptyLabel={t('trips.planner.noCenter')} options={centers.map((center) => ({ value: String(center.id), label: center.name }))} /> : null}
      <TextField name="notes" label={t('trips.planner.notes')} rows={3} maxLength={4000} />
      <div>
        <SubmitButton name="intent" value="add">
          {t('trips.planner.add')}
        </SubmitButton>
      </div>
    </FormKit>
  );
}
