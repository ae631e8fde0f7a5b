// /listing/:id/edit: the site's creator, a moderator or an admin edits its facts and photos directly
// (each save is a revision with its source), or deletes it (the site is hidden; its reviews are
// kept). Anyone else gets a 403 page that offers to suggest an edit instead. A moderator opening it
// with ?edit=ID edits a member's suggestion; saving accepts it.
import { data, redirect } from 'react-router';
import type { Route } from './+types/listing.$id.edit';
import { recordId } from '~/lib/parameters.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import type { SessionUser } from '~/features/members/session-user.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';
import { mapStyleChoice } from '~/features/map/map-style.server.ts';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { SiteForm } from '~/features/sites/components/site-form.tsx';
import { countryOptions } from '~/lib/country-codes.ts';
import { getEdit } from '~/features/sites/site-edits.server.ts';
import { factsOf, type SiteFacts } from '~/features/sites/site-facts.ts';
import { readSiteSubmission, stagedPreviews } from '~/features/sites/site-form.server.ts';
import { refuse } from '~/features/sites/site-refusals.server.ts';
import { canEditSite, canReviewEdits, canSeeHiddenSite } from '~/features/sites/site.policy.ts';
import { MAX_SITE_PHOTOS } from '~/lib/upload-limits.ts';
import { displayNumber, parseSiteForm, siteToFormValues, sourceToFormValues, storedNumbers } from '~/features/sites/site.schema.ts';
import { pickWidth, sitePhotoUrl } from '~/lib/photo-urls.ts';
import { getSite, type SiteDetail } from '~/features/sites/sites.queries.server.ts';
import { deleteSite, updateSite } from '~/features/sites/sites.service.server.ts';

async function editableSite(request: Request, idParam: string): Promise<{ member: SessionUser; site: SiteDetail }> {
  const member = await requireVerifiedMember(request);
  const id = recordId(idParam);
  const site = id === null ? null : await getSite(id);
  if (!site) return refuse(request, 'siteMissing');
  const owner = site.createdBy === member.id;
  if ((site.status !== 'published' && !canSeeHiddenSite(member) && !owner) || (site.deletedAt && !canSeeHiddenSite(member))) return refuse(request, 'siteHidden');
  if (!canEditSite(member, site)) return refuse(request, 'editDirect', site.id);
  return { member, site };
}

/** A member's suggestion a moderator opened for editing (?edit=ID), when it still waits for a decision. */
async function suggestionToEdit(request: Request, member: SessionUser, site: SiteDetail, editParam: FormDataEntryValue | string | null) {
  if (editParam === null || editParam === '') return null;
  const editId = recordId(editParam);
  const edit = editId !== null && canReviewEdits(member) ? await getEdit(editId) : null;
  if (!edit || edit.siteId !== site.id || edit.status !== 'pending') return refuse(request, 'editMissing', site.id);
  return edit;
}

function existingPhotos(site: SiteDetail) {
  return site.photos.map((photo) => ({ id: photo.id, key: photo.storageKey, url: sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 320)), label: `${site.name}` }));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { member, site } = await editableSite(request, params.id);
  const { locale } = await resolveLocale(request);
  const edit = await suggestionToEdit(request, member, site, new URL(request.url).searchParams.get('edit'));
  const facts: SiteFacts = edit ? { ...factsOf(site), ...edit.proposed } : factsOf(site);
  return {
    messages: loadMessages(locale, ['sites', 'map']),
    site: { id: site.id, name: site.name },
    editId: edit?.id ?? null,
    countries: countryOptions(locale),
    units: member.units,
    values: { ...siteToFormValues(facts, member.units), ...(edit ? sourceToFormValues(edit.source) : {}), baseVersion: String(site.version) },
    existingPhotos: existingPhotos(site),
    mapStyle: mapStyleChoice(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { member, site } = await editableSite(request, params.id);
  const submission = await readSiteSubmission(request, { memberId: member.id, keptPhotos: 0 });
  if (submission.form.get('intent') === 'delete') {
    await deleteSite({ siteId: site.id, memberId: member.id });
    throw redirect('/account/listings?deleted=1');
  }
  const edit = await suggestionToEdit(request, member, site, submission.form.get('editId'));
  // Which photos go is known only once the form is read, so the cap is checked after reading.
  const removePhotoIds = submission.form
    .getAll('removePhoto')
    .map(Number)
    .filter((id) => site.photos.some((photo) => photo.id === id));
  const kept = site.photos.length - removePhotoIds.length + (edit?.photos.length ?? 0);
  const staged = stagedPreviews(submission.staged, (index) => `${index + 1}`);
  const reply = (status: number, fieldErrors: Record<string, string>) => data({ values: submission.values, fieldErrors, staged, removePhotoIds }, { status });
  const units = submission.values.units === 'imperial' ? 'imperial' : 'metric';
  const parsed = parseSiteForm(submission.values, { original: storedNumbers(site), display: (field, si) => displayNumber(field, si, units) });
  const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
  if (submission.photoError) fieldErrors.photos = submission.photoError;
  if (kept + submission.staged.length > MAX_SITE_PHOTOS) fieldErrors.photos = 'sites.form.error.tooManyPhotos';
  if (!parsed.ok || Object.keys(fieldErrors).length) return reply(400, fieldErrors);
  const result = await updateSite({
    siteId: site.id,
    input: parsed.input,
    member,
    removePhotoIds,
    newPhotos: submission.staged,
    fromEditId: edit?.id ?? null,
    confirmUnsourced: submission.form.get('confirmUnsourced') !== null,
  });
  if (!result.ok && result.error === 'rateLimited') return reply(429, { form: 'sites.form.error.tooManyEdits' });
  if (!result.ok && result.error === 'unsourcedSafety') return reply(400, { confirmUnsourced: 'sites.form.error.unsourcedSafety' });
  if (!result.ok) return reply(409, { form: result.error === 'decided' ? 'moderation.edits.error.decided' : 'sites.form.error.stale' });
  throw redirect(edit ? `/admin/edits?done=accept` : `/listing/${site.id}?saved=1`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('sites.edit.title', { name: loaderData?.site.name ?? '' }), description: t('sites.add.metaDescription'), noindex: true });
}

export default function EditListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const names = Object.fromEntries(loaderData.countries.map((country) => [country.code, country.name]));
  const moderating = loaderData.editId !== null;
  return (
    <CountryNamesProvider names={names}>
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sites.edit.title', { name: loaderData.site.name })}</h1>
        <div className="mt-4">
          <Notice tone="info">{t(moderating ? 'sites.edit.modeModerate' : 'sites.edit.modeDirect')}</Notice>
        </div>
        <div className="mt-8">
          <SiteForm
            mode={moderating ? 'moderate' : 'edit'}
            reply={actionData}
            values={{ ...loaderData.values, ...(moderating ? { editId: String(loaderData.editId) } : {}) }}
            countries={loaderData.countries}
            units={loaderData.units}
            staged={(actionData?.staged ?? []).map((photo) => ({ ...photo, label: t('sites.form.stagedPhotoAlt', { number: photo.label }) }))}
            existingPhotos={loaderData.existingPhotos.map((photo, index) => ({ ...photo, label: t('sites.listing.photoAlt', { number: index + 1, name: loaderData.site.name }) }))}
            removePhotoIds={actionData?.removePhotoIds ?? []}
            duplicates={[]}
            cancelHref={moderating ? `/admin/edits/${loaderData.editId}` : `/listing/${loaderData.site.id}`}
            mapStyle={loaderData.mapStyle}
          />
        </div>
        {moderating ? null : (
          <FormKit className="mt-12 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-red-900">{t('sites.edit.deleteTitle')}</h2>
            <p className="mt-1 text-sm text-red-900">{t('sites.edit.deleteText')}</p>
            <SubmitButton name="intent" value="delete" tone="danger" className="mt-3">
              {t('sites.edit.deleteButton')}
            </SubmitButton>
          </FormKit>
        )}
      </div>
    </CountryNamesProvider>
  );
}
