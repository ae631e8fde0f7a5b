// /listing/:id/suggest: any verified member suggests an edit of a published site (every fact, both
// descriptions, aliases, the position, a notice) and adds photos, with the source of what they
// change. A suggestion waits for a moderator; a trusted editor's publishes at once and is still
// reviewed. The page says which applies. The creator and moderators edit directly instead.
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/listing.$id.suggest';
import { recordId } from '~/lib/parameters.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import type { SessionUser } from '~/features/members/session-user.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { mapStyleChoice } from '~/features/map/map-style.server.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { SiteForm } from '~/features/sites/components/site-form.tsx';
import { countryOptions } from '~/lib/country-codes.ts';
import { editorRecord, suggestEdit } from '~/features/sites/site-edits.server.ts';
import { factsOf } from '~/features/sites/site-facts.ts';
import { readSiteSubmission, stagedPreviews } from '~/features/sites/site-form.server.ts';
import { refuse } from '~/features/sites/site-refusals.server.ts';
import { editModeFor } from '~/features/sites/site.policy.ts';
import { MAX_SITE_PHOTOS } from '~/lib/upload-limits.ts';
import { displayNumber, parseSiteForm, siteToFormValues, storedNumbers } from '~/features/sites/site.schema.ts';
import { pickWidth, sitePhotoUrl } from '~/lib/photo-urls.ts';
import { getSite, type SiteDetail } from '~/features/sites/sites.queries.server.ts';
import { factsFromInput, storedSource } from '~/features/sites/sites.service.server.ts';

async function suggestableSite(request: Request, idParam: string): Promise<{ member: SessionUser; site: SiteDetail; mode: 'suggest' | 'trusted' }> {
  const member = await requireVerifiedMember(request);
  const id = recordId(idParam);
  const site = id === null ? null : await getSite(id);
  if (!site) return refuse(request, 'siteMissing');
  if (site.status !== 'published') return refuse(request, 'siteHidden');
  const mode = editModeFor(member, site, await editorRecord(member.id));
  // The creator and moderators have the direct edit: no need to ask anyone.
  if (mode === 'direct') throw redirect(`/listing/${site.id}/edit`);
  if (mode === 'none') return refuse(request, 'editNotVerified', site.id);
  return { member, site, mode };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { member, site, mode } = await suggestableSite(request, params.id);
  const { locale } = await resolveLocale(request);
  return {
    messages: loadMessages(locale, ['sites', 'map']),
    site: { id: site.id, name: site.name },
    mode,
    countries: countryOptions(locale),
    units: member.units,
    values: { ...siteToFormValues(factsOf(site), member.units), baseVersion: String(site.version) },
    existingPhotos: site.photos.map((photo) => ({ id: photo.id, key: photo.storageKey, url: sitePhotoUrl(site.id, photo.storageKey, pickWidth(photo.sizes, 320)), label: site.name })),
    mapStyle: mapStyleChoice(),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { member, site } = await suggestableSite(request, params.id);
  const submission = await readSiteSubmission(request, { memberId: member.id, keptPhotos: site.photos.length });
  const staged = stagedPreviews(submission.staged, (index) => `${index + 1}`);
  const reply = (status: number, fieldErrors: Record<string, string>) => data({ values: submission.values, fieldErrors, staged }, { status });
  const units = submission.values.units === 'imperial' ? 'imperial' : 'metric';
  const parsed = parseSiteForm(submission.values, { original: storedNumbers(site), display: (field, si) => displayNumber(field, si, units) });
  const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
  if (submission.photoError) fieldErrors.photos = submission.photoError;
  if (site.photos.length + submission.staged.length > MAX_SITE_PHOTOS) fieldErrors.photos = 'sites.form.error.tooManyPhotos';
  if (!parsed.ok || Object.keys(fieldErrors).length) return reply(400, fieldErrors);
  const baseVersion = recordId(submission.values.baseVersion);
  const result = await suggestEdit({
    siteId: site.id,
    member,
    proposed: factsFromInput(parsed.input, factsOf(site)),
    source: storedSource(parsed.input.source, member),
    photos: submission.staged,
    baseVersion: baseVersion ?? site.version,
  });
  if (!result.ok) {
    if (result.error === 'notFound') return refuse(request, 'siteHidden');
    if (result.error === 'rateLimited') return reply(429, { form: 'sites.form.error.tooManyEdits' });
    return reply(400, { form: 'sites.suggest.nothingChanged' });
  }
  throw redirect(`/listing/${site.id}?suggested=${result.status}`);
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('sites.suggest.title', { name: loaderData?.site.name ?? '' }), description: t('sites.suggest.metaDescription'), noindex: true });
}

export default function SuggestEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const names = Object.fromEntries(loaderData.countries.map((country) => [country.code, country.name]));
  return (
    <CountryNamesProvider names={names}>
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6">
        <p className="text-sm">
          <Link to={`/listing/${loaderData.site.id}`} className="font-semibold text-sky-800 underline">
            {loaderData.site.name}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sites.suggest.title', { name: loaderData.site.name })}</h1>
        <div className="mt-4" data-testid="edit-mode">
          <Notice tone="info">{t(loaderData.mode === 'trusted' ? 'sites.suggest.modeTrusted' : 'sites.suggest.modeSuggest')}</Notice>
        </div>
        <p className="mt-4 text-slate-700">{t('sites.suggest.intro')}</p>
        <div className="mt-8">
          <SiteForm
            mode={loaderData.mode}
            reply={actionData}
            values={loaderData.values}
            countries={loaderData.countries}
            units={loaderData.units}
            staged={(actionData?.staged ?? []).map((photo) => ({ ...photo, label: t('sites.form.stagedPhotoAlt', { number: photo.label }) }))}
            existingPhotos={loaderData.existingPhotos.map((photo, index) => ({ ...photo, label: t('sites.listing.photoAlt', { number: index + 1, name: loaderData.site.name }) }))}
            duplicates={[]}
            cancelHref={`/listing/${loaderData.site.id}`}
            mapStyle={loaderData.mapStyle}
          />
        </div>
      </div>
    </CountryNamesProvider>
  );
}
