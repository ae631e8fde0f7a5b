// /dive/:id/edit: the diver changes their dive, adds or removes its photos, or deletes it. Anyone else
// gets "not found", as for a dive that is not there.
import { data, redirect } from 'react-router';
import type { Route } from './+types/dive.$id.edit';
import { requireMember } from '~/features/members/session.server.ts';
import type { SessionUser } from '~/features/members/session-user.ts';
import { DeleteDiveForm } from '~/features/logbook/components/delete-dive-form.tsx';
import { DiveForm } from '~/features/logbook/components/dive-form.tsx';
import { DivePhotosEditor } from '~/features/logbook/components/dive-photos-editor.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { diveFormAction, readDiveForm } from '~/features/logbook/dive-form-action.server.ts';
import { diveFormValues } from '~/features/logbook/dive-form.ts';
import { centerAndTripChoices } from '~/features/logbook/dive-form.queries.server.ts';
import { getDiveForViewer } from '~/features/logbook/dive-page.queries.server.ts';
import { deleteDive } from '~/features/logbook/dives.service.server.ts';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { countryOptions } from '~/lib/country-codes.ts';
import { countryName } from '~/lib/country-names.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

async function ownDive(member: SessionUser, idParam: string) {
  const dive = await getDiveForViewer(member, Number(idParam));
  if (!dive || !dive.viewerIsOwner) throw data(null, { status: 404 });
  return dive;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const dive = await ownDive(member, params.id);
  const { values } = diveFormValues(dive, member.units);
  const choices = await centerAndTripChoices(member.id, locale);
  // The dive's own trip and centre stay choices even when the reservation is gone.
  if (dive.trip && !choices.trips.some((trip) => trip.value === `trip:${dive.trip!.id}`)) choices.trips.unshift({ value: `trip:${dive.trip.id}`, label: `${dive.center?.name ?? ''} · ${dive.trip.title[locale] ?? dive.trip.title.en ?? dive.trip.title.es ?? ''}`, startsAt: dive.trip.startsAt.toISOString() });
  if (dive.center && !dive.trip && !choices.centers.some((center) => center.value === `center:${dive.center!.id}`)) choices.centers.unshift({ value: `center:${dive.center.id}`, label: dive.center.name });
  const site = dive.site ? { id: dive.site.id, name: dive.site.name, where: [dive.site.region, countryName(dive.site.countryCode, locale)].filter(Boolean).join(', ') } : null;
  return {
    dive: { id: dive.id, number: dive.number },
    photos: dive.photos.map((photo) => ({ id: photo.id, storageKey: photo.storageKey, sizes: photo.sizes })),
    values,
    units: member.units,
    site,
    ...choices,
    countries: countryOptions(locale),
    saved: new URL(request.url).searchParams.get('photos'),
    messages: logbookMessages(locale),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const dive = await ownDive(member, params.id);
  const form = await readDiveForm(request);
  if (form.get('intent') === 'delete') {
    if (form.get('confirmDelete') !== 'on') return data({ deleteError: 'logbook.delete.confirmRequired' }, { status: 400 });
    await deleteDive({ memberId: member.id, diveId: dive.id });
    throw redirect('/logbook?deleted=1');
  }
  return diveFormAction({ form, member, locale, diveId: dive.id, original: diveFormValues(dive, member.units).original });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.edit.title'), description: t('logbook.edit.description'), noindex: true });
}

export default function EditDive({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { dive } = loaderData;
  const formReply = actionData && 'values' in actionData ? actionData : undefined;
  const deleteError = actionData && 'deleteError' in actionData ? actionData.deleteError : undefined;
  return (
    <LogbookPage title={t('logbook.edit.heading', { number: dive.number })} back={{ to: `/dive/${dive.id}`, label: t('logbook.nav.backToDive') }}>
      <DiveForm
        mode="edit"
        reply={formReply}
        defaults={loaderData.values}
        units={loaderData.units}
        nextNumber={null}
        chosenSite={loaderData.site}
        trips={loaderData.trips}
        centers={loaderData.centers}
        countries={loaderData.countries}
        cancelHref={`/dive/${dive.id}`}
      />
      <DivePhotosEditor diveId={dive.id} photos={loaderData.photos} saved={loaderData.saved} />
      <DeleteDiveForm number={dive.number} error={deleteError} />
    </LogbookPage>
  );
}
