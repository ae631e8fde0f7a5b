// /admin-divecenter/divecenter/trips: a centre's trips (drafts, published, cancelled, past), the form
// of a new one, and the time zone its trips are typed in. Owners and managers (or an admin acting as one); others 403.
import { data, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter.trips';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { countryName } from '~/lib/country-names.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SelectField, SubmitButton } from '~/ui/form-kit.tsx';
import { ManagerHeader, NoCenterYet } from '~/features/centers/components/manager-nav.tsx';
import { loadManagerPage, requireManagedCenterFromForm } from '~/features/centers/manager-context.server.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { TripForm } from '~/features/trips/components/trip-form.tsx';
import { ManagerTripList } from '~/features/trips/components/manager-trips.tsx';
import { formatZone } from '~/lib/time-format.ts';
import { timeZoneNames } from '~/lib/time-zones.ts';
import { newTripValues } from '~/features/trips/trip-form-values.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { TimeZoneSchema, TRIP_LISTS, tripSchema } from '~/features/trips/trip.schema.ts';
import { tripCardView } from '~/features/trips/trip-views.ts';
import { centerForTrips, managerBadges, siteChoicesForCenter, tripsOfCenterForManager } from '~/features/trips/trips.queries.server.ts';
import { saveTrip, setCenterTimeZone } from '~/features/trips/trips.service.server.ts';

const PATH = '/admin-divecenter/divecenter/trips';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const page = await loadManagerPage(request);
  const messages = { ...tripMessages(locale), ...loadMessages(locale, ['manager']) };
  if (!page.access) return { messages, center: null };
  const centerId = page.access.id;
  const [center, trips, sites, badges] = await Promise.all([centerForTrips(centerId), tripsOfCenterForManager(centerId), siteChoicesForCenter(centerId), managerBadges(centerId)]);
  if (!center) throw data(null, { status: 404 });
  const { values: notices } = readQuery(new URL(request.url).searchParams, { zone: queryFlag(), deleted: queryFlag() });
  return {
    messages,
    center: { id: center.id, name: center.name, timeZone: center.timeZone, zone: formatZone(new Date(), center.timeZone) },
    managed: page.managed,
    badges,
    trips: trips.map((trip) => ({ ...tripCardView(trip, locale), requested: trip.requested, confirmed: trip.confirmed, waitlisted: trip.waitlisted })),
    sites: sites.map((site) => ({ id: site.id, label: `${site.name} (${site.region ? `${site.region}, ` : ''}${countryName(site.countryCode, locale)})` })),
    defaults: newTripValues(center.currency),
    zones: timeZoneNames().includes(center.timeZone) ? timeZoneNames() : [center.timeZone, ...timeZoneNames()],
    notice: (['zone', 'deleted'] as const).find((key) => notices[key]) ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const { form } = await readForm(request, BODY_LIMITS.longForm);
  const { user, access, acting } = await requireManagedCenterFromForm(request, form);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'time-zone') {
    const submission = parseSubmission(form, TimeZoneSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const saved = await setCenterTimeZone({ centerId: access.id, timeZone: submission.data.timeZone, acting });
    if (!saved.ok) return replyWith(formReply({ intent, values: submission.values, fieldErrors: { [saved.field]: saved.error } }));
    throw redirect(`${PATH}?center=${access.id}&zone=1`);
  }
  if (intent === 'create' || intent === 'create-publish') {
    const center = await centerForTrips(access.id);
    if (!center) throw data(null, { status: 404 });
    const submission = parseSubmission(form, tripSchema(center.timeZone), { lists: TRIP_LISTS, intent: 'trip' });
    if (!submission.ok) return replyWith(submission.reply);
    const saved = await saveTrip({ centerId: access.id, userId: user.id, input: submission.data, publish: intent === 'create-publish', acting });
    if (!saved.ok) return replyWith(formReply({ intent: 'trip', values: submission.values, ...(saved.field === 'form' ? { formError: saved.error } : { fieldErrors: { [saved.field]: saved.error } }) }), saved.error.endsWith('RateLimited') ? 429 : 400);
    throw redirect(`${PATH}/${saved.tripId}?center=${access.id}&saved=${intent === 'create-publish' ? 'published' : 'draft'}`);
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('trips.manage.title'), description: t('trips.manage.description'), noindex: true });
}

export default function ManagerTrips({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  if (!loaderData.center) return <NoCenterYet title={t('trips.manage.title')} />;
  const { center } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagerHeader
        title={t('trips.manage.title')}
        center={center}
        managed={loaderData.managed}
        current={PATH}
        badges={loaderData.badges}
      />
      <div className="mt-6 flex flex-col gap-8">
        {loaderData.notice ? <Notice tone="success">{t(`trips.manage.notice.${loaderData.notice}`)}</Notice> : null}
        <section aria-labelledby="zone-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="zone-heading" className="text-xl font-semibold text-slate-900">
            {t('trips.manage.zoneTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('trips.manage.zoneText', { zone: center.zone })}</p>
          <FormKit idPrefix="zone" intent="time-zone" reply={actionData} defaults={{ timeZone: center.timeZone }} className="mt-3 flex flex-wrap items-end gap-3">
            <input type="hidden" name="centerId" value={center.id} />
            <SelectField name="timeZone" label={t('trips.manage.zoneField')} options={loaderData.zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))} />
            <SubmitButton name="intent" value="time-zone" tone="secondary" size="small">
              {t('trips.manage.zoneSave')}
            </SubmitButton>
          </FormKit>
        </section>
        <section aria-labelledby="trips-heading">
          <h2 id="trips-heading" className="mb-3 text-2xl font-semibold text-slate-900">
            {t('trips.manage.yourTrips')}
          </h2>
          <ManagerTripList centerId={center.id} trips={loaderData.trips} />
        </section>
        <section aria-labelledby="new-trip-heading" id="new-trip" className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="new-trip-heading" className="mb-4 text-2xl font-semibold text-slate-900">
            {t('trips.manage.newTrip')}
          </h2>
          <TripForm
            centerId={center.id}
            zone={center.zone}
            sites={loaderData.sites}
            defaults={loaderData.defaults}
            reply={actionData}
            idPrefix="trip"
            submit={[
              { intent: 'create-publish', label: t('trips.manage.publishNow') },
              { intent: 'create', label: t('trips.manage.saveDraft'), tone: 'secondary' },
            ]}
          />
        </section>
      </div>
    </div>
  );
}
