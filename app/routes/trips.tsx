// /trips: the member's trip planner. Trips from confirmed reservations and trips added by hand,
// upcoming then past, each with a checklist and notes; past trips prompt a review of the sites dived.
import { data, redirect, useActionData } from 'react-router';
import type { Route } from './+types/trips';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { countryName } from '~/lib/country-names.ts';
import { parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { formatPlaceSpan } from '~/lib/time-format.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { requireMember, requireVerifiedMember } from '~/features/members/session.server.ts';
import { AddPlannedTrip, PlannerCard, type PlannerView } from '~/features/trips/components/planner.tsx';
import { addPlannedTrip, deletePlannedTrip, plannerChoices, plannerEntries, saveChecklist, type PlannerEntry } from '~/features/trips/planner.server.ts';
import { tripMessages } from '~/features/trips/trip-messages.server.ts';
import { ChecklistSchema, PlannedTripIdSchema, PlannedTripSchema } from '~/features/trips/trip.schema.ts';
import type { Locale } from '~/lib/i18n.ts';
import { AccountPage, CardListSection, EmptyListCard } from '~/ui/account-page.tsx';
import { dateTimeFormat } from '../lib/intl-format.ts';

function dayRange(from: string, to: string, locale: Locale): string {
  const format = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

function plannerView(entry: PlannerEntry, locale: Locale, today: string, now: Date): PlannerView {
  const title = entry.title ? pickLocalized(entry.title, locale) : null;
  const reserved = entry.kind === 'reservation' && entry.startsAt && entry.endsAt && entry.timeZone;
  return {
    key: entry.key,
    kind: entry.kind,
    plannedTripId: entry.plannedTripId,
    reservationId: entry.reservationId,
    title: title?.text ?? entry.destination ?? '',
    titleLang: title?.lang,
    href: entry.tripId ? `/trip/${entry.tripId}` : null,
    when: reserved ? formatPlaceSpan(entry.startsAt!, entry.endsAt!, entry.timeZone!, locale) : dayRange(entry.startsOn!, entry.endsOn!, locale),
    centerName: entry.centerName,
    centerId: entry.centerId,
    past: reserved ? entry.endsAt! <= now : entry.endsOn! < today,
    checked: Object.entries(entry.checklist)
      .filter(([, done]) => done)
      .map(([item]) => item),
    notes: entry.notes ?? '',
    sites: entry.sites.map((site) => ({ id: site.id, name: site.name, reviewed: site.reviewed })),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const [entries, choices] = await Promise.all([plannerEntries(user.id), plannerChoices(user.id)]);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const views = entries.map((entry) => plannerView(entry, locale, today, now));
  const { notice = null } = readQuery(new URL(request.url).searchParams, { notice: oneOf(['added', 'saved', 'deleted'] as const) }).values;
  return {
    messages: { ...tripMessages(locale), ...loadMessages(locale, ['account']) },
    upcoming: views.filter((view) => !view.past),
    past: views.filter((view) => view.past).reverse(),
    sites: choices.sites.map((site) => ({ id: site.id, label: `${site.name} (${countryName(site.countryCode, locale)})` })),
    centers: choices.centers,
    notice,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireVerifiedMember(request);
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'add') {
    const submission = parseSubmission(form, PlannedTripSchema, { lists: ['siteIds'], intent });
    if (!submission.ok) return replyWith(submission.reply);
    const id = await addPlannedTrip({ memberId: user.id, input: submission.data });
    throw redirect(`/trips?notice=added#trip-p${id}`);
  }
  if (intent === 'checklist') {
    const entry = String(form.get('entry') ?? '').slice(0, 20);
    const submission = parseSubmission(form, ChecklistSchema, { lists: ['checked'], intent: `checklist-${entry}` });
    if (!submission.ok) return replyWith(submission.reply);
    if (!(await saveChecklist({ memberId: user.id, ...submission.data }))) throw data(null, { status: 404 });
    throw redirect(`/trips?notice=saved#trip-${entry}`);
  }
  if (intent === 'delete') {
    const submission = parseSubmission(form, PlannedTripIdSchema);
    if (!submission.ok || !(await deletePlannedTrip({ memberId: user.id, plannedTripId: submission.data.plannedTripId }))) throw data(null, { status: 404 });
    throw redirect('/trips?notice=deleted');
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.nav.trips'), description: t('trips.planner.description'), noindex: true });
}

export default function Trips({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as FormReply | undefined;
  const { upcoming, past } = loaderData;
  return (
    <AccountPage title={t('account.nav.trips')} intro={t('trips.planner.intro')}>
      <div className="mt-6 flex flex-col gap-10">
        {loaderData.notice ? <Notice tone="success">{t(`trips.planner.notice.${loaderData.notice}`)}</Notice> : null}
        <CardListSection
          id="upcoming"
          heading={t('trips.planner.upcoming')}
          items={upcoming}
          itemKey={(entry) => entry.key}
          card={(entry) => <PlannerCard entry={entry} reply={actionData} />}
          empty={<EmptyListCard text={t('account.empty.trips')} linkTo="/find-a-trip" linkText={t('trips.memberReservations.find')} />}
        />
        <section aria-labelledby="add-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="add-heading" className="mb-1 text-xl font-semibold text-slate-900">
            {t('trips.planner.addTitle')}
          </h2>
          <p className="mb-4 text-sm text-slate-700">{t('trips.planner.addIntro')}</p>
          <AddPlannedTrip sites={loaderData.sites} centers={loaderData.centers} reply={actionData} />
        </section>
        <CardListSection id="past" heading={t('trips.planner.past')} items={past} itemKey={(entry) => entry.key} card={(entry) => <PlannerCard entry={entry} reply={actionData} />} />
      </div>
    </AccountPage>
  );
}
