// /admin-divecenter/divecenter/trips/:tripId: one trip of the centre: change it, publish a draft,
// delete a draft, or cancel a published trip (everyone holding seats is told why). A trip of
// another centre answers 404, whoever asks.
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter.trips.$tripId';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { countryName } from '~/lib/country-names.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { ManagerHeader } from '~/features/centers/components/manager-nav.tsx';
import { loadManagerPage, requireManagedCenterFromForm } from '~/features/centers/manager-context.server.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { TripManagerLinks, TripStatusBadge } from '~/features/trips/components/manager-trips.tsx';
import { TripForm } from '~/features/trips/components/trip-form.tsx';
import { formatZone } from '~/lib/time-format.ts';
import { tripFormValues } from '~/features/trips/trip-form-values.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { TRIP_LISTS, TripCancelSchema, tripSchema } from '~/features/trips/trip.schema.ts';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { getTrip, managerBadges, siteChoicesForCenter } from '~/features/trips/trips.queries.server.ts';
import { cancelTrip, deleteDraftTrip, publishTrip, saveTrip } from '~/features/trips/trips.service.server.ts';

const LIST = '/admin-divecenter/divecenter/trips';

/** The trip, only if it is this centre's. */
async function tripOfCenter(rawId: string | undefined, centerId: number) {
  const id = recordId(rawId);
  const trip = id === null ? null : await getTrip(id);
  if (!trip || trip.centerId !== centerId) throw data(null, { status: 404 });
  return trip;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const page = await loadManagerPage(request);
  if (!page.access) throw data(null, { status: 404 });
  const trip = await tripOfCenter(params.tripId, page.access.id);
  const [sites, badges] = await Promise.all([siteChoicesForCenter(trip.centerId, trip.sites.map((site) => site.id)), managerBadges(trip.centerId)]);
  const { saved = null } = readQuery(new URL(request.url).searchParams, { saved: oneOf(['draft', 'published', 'saved', 'cancelled'] as const) }).values;
  const card = tripCardView(trip, locale);
  return {
    messages: { ...tripMessages(locale), ...loadMessages(locale, ['manager']) },
    center: { id: trip.center.id, name: trip.center.name, zone: formatZone(trip.startsAt, trip.timeZone) },
    managed: page.managed,
    badges,
    trip: { ...card, seatsTaken: trip.capacity - trip.seatsLeft, cancelReason: trip.cancelReason },
    values: tripFormValues(trip),
    sites: sites.map((site) => ({ id: site.id, label: `${site.name} (${site.region ? `${site.region}, ` : ''}${countryName(site.countryCode, locale)})` })),
    saved,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const { form } = await readForm(request, BODY_LIMITS.longForm);
  const { user, access, acting } = await requireManagedCenterFromForm(request, form);
  const trip = await tripOfCenter(params.tripId, access.id);
  const intent = String(form.get('intent') ?? '');
  const back = (saved: string) => redirect(`${LIST}/${trip.id}?center=${access.id}&saved=${saved}`);
  switch (intent) {
    case 'save':
    case 'save-publish': {
      const submission = parseSubmission(form, tripSchema(trip.timeZone), { lists: TRIP_LISTS, intent: 'trip' });
      if (!submission.ok) return replyWith(submission.reply);
      const saved = await saveTrip({ centerId: access.id, userId: user.id, tripId: trip.id, input: submission.data, acting });
      if (!saved.ok) return replyWith(formReply({ intent: 'trip', values: submission.values, ...(saved.field === 'form' ? { formError: saved.error } : { fieldErrors: { [saved.field]: saved.error } }) }), saved.error.endsWith('RateLimited') ? 429 : 400);
      if (intent === 'save-publish') {
        const published = await publishTrip({ centerId: access.id, tripId: trip.id, acting });
        if (!published.ok) return replyWith(formReply({ intent: 'trip', values: submission.values, formError: published.error }));
        throw back('published');
      }
      throw back('saved');
    }
    case 'cancel-trip': {
      const submission = parseSubmission(form, TripCancelSchema, { intent });
      if (!submission.ok) return replyWith(submission.reply);
      const cancelled = await cancelTrip({ centerId: access.id, tripId: trip.id, userId: user.id, reason: submission.data.reason, acting });
      if (!cancelled.ok) return replyWith(formReply({ intent, values: submission.values, formError: cancelled.error }), 409);
      throw back('cancelled');
    }
    case 'delete': {
      if (!(await deleteDraftTrip({ centerId: access.id, tripId: trip.id, acting }))) throw data(null, { status: 409 });
      throw redirect(`${LIST}?center=${access.id}&deleted=1`);
    }
    default:
      throw data(null, { status: 400 });
  }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: loaderData ? `${loaderData.trip.title} · ${t('trips.manage.title')}` : t('trips.manage.title'), description: t('trips.manage.description'), noindex: true });
}

export default function ManagerTrip({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { center, trip } = loaderData;
  const editable = trip.status !== 'cancelled' && !trip.started;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagerHeader
        title={trip.title}
        center={center}
        managed={loaderData.managed}
        current={LIST}
        badges={loaderData.badges}
      />
      <div className="mt-6 flex flex-col gap-6">
        {loaderData.saved ? <Notice tone="success">{t(`trips.manage.saved.${loaderData.saved}`)}</Notice> : null}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <TripStatusBadge status={trip.status} past={trip.past} />
          <span className="text-slate-800">{trip.when}</span>
          <span className="text-slate-700">{t('trips.manage.seatsTaken', { taken: trip.seatsTaken, capacity: trip.capacity })}</span>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={`${LIST}?center=${center.id}`} className="font-semibold text-sky-800 underline">
            {t('trips.manage.backToTrips')}
          </Link>
          <TripManagerLinks centerId={center.id} trip={trip} />
        </p>
        {trip.status === 'cancelled' ? <Notice tone="error">{t('trips.page.cancelled', { reason: trip.cancelReason ?? '' })}</Notice> : null}
        {editable ? (
          <section aria-labelledby="edit-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="edit-heading" className="mb-4 text-2xl font-semibold text-slate-900">
              {t('trips.manage.edit')}
            </h2>
            <TripForm
              key={JSON.stringify(loaderData.values)}
              centerId={center.id}
              tripId={trip.id}
              zone={center.zone}
              sites={loaderData.sites}
              defaults={loaderData.values}
              reply={actionData}
              idPrefix="edit"
              submit={
                trip.status === 'draft'
                  ? [
                      { intent: 'save-publish', label: t('trips.manage.savePublish') },
                      { intent: 'save', label: t('trips.manage.saveDraft'), tone: 'secondary' },
                    ]
                  : [{ intent: 'save', label: t('trips.manage.saveChanges') }]
              }
            />
          </section>
        ) : (
          <p className="text-slate-700">{t('trips.manage.notEditable')}</p>
        )}
        {trip.status === 'published' && !trip.started ? (
          <section aria-labelledby="cancel-heading" className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm">
            <h2 id="cancel-heading" className="mb-2 text-xl font-semibold text-slate-900">
              {t('trips.manage.cancelTitle')}
            </h2>
            <p className="mb-3 text-sm text-slate-700">{t('trips.manage.cancelText')}</p>
            <FormKit idPrefix="cancel" intent="cancel-trip" reply={actionData} className="flex flex-col gap-3">
              <input type="hidden" name="centerId" value={center.id} />
              <input type="hidden" name="tripId" value={trip.id} />
              <TextField name="reason" label={t('trips.manage.cancelReason')} rows={2} required maxLength={500} />
              <div>
                <SubmitButton name="intent" value="cancel-trip" tone="danger">
                  {t('trips.manage.cancelButton')}
                </SubmitButton>
              </div>
            </FormKit>
          </section>
        ) : null}
        {trip.status === 'draft' ? (
          <FormKit>
            <input type="hidden" name="centerId" value={center.id} />
            <SubmitButton name="intent" value="delete" tone="dangerOutline" size="small">
              {t('trips.manage.deleteDraft')}
            </SubmitButton>
          </FormKit>
        ) : null}
      </div>
    </div>
  );
}
