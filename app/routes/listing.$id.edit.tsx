// /listing/:id/edit: the owner (or a moderator or admin) edits a site's facts and photos, or
// deletes it (the site is hidden; its reviews are kept). Anyone else gets a 403.
import { data, redirect } from 'react-router';
import type { Route } from './+types/listing.$id.edit';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import type { SessionUser } from '~/features/members/session-user.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { MAX_PHOTOS } from '~/lib/upload-limits.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, SubmitButton } from '~/ui/form-kit.tsx';
import { mapStyleChoice } from '~/features/map/map-style.server.ts';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { SiteForm } from '~/features/sites/components/site-form.tsx';
import { countryOptions } from '~/lib/country-names.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readSiteSubmission, stagedPreviews } from '~/features/sites/site-form.server.ts';
import { canEditSite, canSeeHiddenSite } from '~/features/sites/site.policy.ts';
import { displayNumber, parseSiteForm, siteToFormValues, storedNumbers } from '~/features/sites/site.schema.ts';
import { pickWidth, sitePhotoUrl } from '~/features/sites/site-photo-urls.ts';
import { getSite } from '~/features/sites/sites.queries.server.ts';
import { deleteSite, updateSite } from '~/features/sites/sites.service.server.ts';

async function editableSite(request: Request, idParam: string): Promise<{ member: SessionUser; site: NonNullable<Awaited<ReturnType<typeof getSite>>> }> {
  const member = await requireVerifiedMember(request);
  const id = Number(idParam);
  const site = Number.isSafeInteger(id) && id > 0 ? await getSite(id) : null;
  if (!site || (site.status !== 'published' && !canSeeHiddenSite(member) && site.createdBy !== member.id) || (site.deletedAt && !canSeeHiddenSite(member))) {
    throw data(null, { status: 404 });
  }
  if (!canEditSite(member, site)) throw data({ message: 'Forbidden' }, { status: 403 });
  return { member, site };
}

function existingPhotos(site: NonNullable<Awaited<ReturnType<typeof getSite>>>) {
  return site.photos.map((photo, index) => ({ id: photo.id, key: photo.storageKey, url: sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 320)), label: `${site.name} ${index + 1}` }));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { member, site } = await editableSite(request, params.id);
  const { locale } = await resolveLocale(request);
  return {
    messages: loadMessages(locale, ['sites', 'map']),
    site: { id: site.id, name: site.name },
    countries: countryOptions(locale),
    units: member.units,
    values: siteToFormValues(site, member.units),
    existingPhotos: existingPhotos(site),
    mapStyle: mapStyleChoice(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { member, site } = await editableSite(request, params.id);
  const removeIdsFrom = (form: FormData) => form.getAll('removePhoto').map(Number).filter((id) => site.photos.some((photo) => photo.id === id));
  // Which photos go is known only once the form is read, so the cap is checked after reading.
  const submission = await readSiteSubmission(request, { memberId: member.id, keptPhotos: 0 });
  if (submission.form.get('intent') === 'delete') {
    await deleteSite({ siteId: site.id, memberId: member.id });
    throw redirect('/account/listings?deleted=1');
  }
  const removePhotoIds = removeIdsFrom(submission.form);
  const kept = site.photos.length - removePhotoIds.length;
  const staged = stagedPreviews(submission.staged, (index) => `${index + 1}`);
  const reply = (status: number, fieldErrors: Record<string, string>) => data({ values: submission.values, fieldErrors, staged, removePhotoIds }, { status });
  const units = submission.values.units === 'imperial' ? 'imperial' : 'metric';
  const parsed = parseSiteForm(submission.values, { original: storedNumbers(site), display: (field, si) => displayNumber(field, si, units) });
  const fieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (submission.photoError) fieldErrors.photos = submission.photoError;
  if (kept + submission.staged.length > MAX_PHOTOS) fieldErrors.photos = 'sites.form.error.tooManyPhotos';
  if (!parsed.ok || Object.keys(fieldErrors).length) return reply(400, fieldErrors);
  await updateSite({ siteId: site.id, input: parsed.input, memberId: member.id, removePhotoIds, newPhotos: submission.staged });
  throw redirect(`/listing/${site.id}?saved=1`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({
    matches,
    location, title: t('sites.edit.title', { name: loaderData?.site.name ?? '' }), description: t('sites.add.metaDescription'), noindex: true });
}

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const names = Object.fromEntries(loaderData.countries.map((country) => [country.code, country.name]));
  return (
    <CountryNamesProvider names={names}>
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sites.edit.title', { name: loaderData.site.name })}</h1>
        <div className="mt-8">
          <SiteForm
            mode="edit"
            values={actionData?.values ?? loaderData.values}
            fieldErrors={actionData?.fieldErrors ?? {}}
            countries={loaderData.countries}
            units={loaderData.units}
            staged={(actionData?.staged ?? []).map((photo) => ({ ...photo, label: t('sites.form.stagedPhotoAlt', { number: photo.label }) }))}
            existingPhotos={loaderData.existingPhotos.map((photo, index) => ({ ...photo, label: t('sites.listing.photoAlt', { number: index + 1, name: loaderData.site.name }) }))}
            removePhotoIds={actionData?.removePhotoIds ?? []}
            duplicates={[]}
            cancelHref={`/listing/${loaderData.site.id}`}
            mapStyle={loaderData.mapStyle}
          />
        </div>
        <FormKit className="mt-12 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-red-900">{t('sites.edit.deleteTitle')}</h2>
          <p className="mt-1 text-sm text-red-900">{t('sites.edit.deleteText')}</p>
          <SubmitButton name="intent" value="delete" tone="danger" className="mt-3">
            {t('sites.edit.deleteButton')}
          </SubmitButton>
        </FormKit>
      </div>
    </CountryNamesProvider>
  );
}
