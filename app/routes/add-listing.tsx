// /add-listing ("Contribute"): a verified member adds a dive site, with photos and a duplicate
// check (sites within 200 m or with a similar name are shown first and the member confirms).
import { data, redirect } from 'react-router';
import type { Route } from './+types/add-listing';
import { queryDecimal, readQuery } from '~/lib/parameters.schema.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { mapStyleChoice } from '~/features/map/map-style.server.ts';
import { CountryNamesProvider } from '~/features/sites/components/country-names-context.tsx';
import { SiteForm } from '~/features/sites/components/site-form.tsx';
import { countryOptions } from '~/lib/country-codes.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readSiteSubmission, stagedPreviews } from '~/features/sites/site-form.server.ts';
import { parseSiteForm, type SiteFormValues } from '~/features/sites/site.schema.ts';
import { createSite, findPossibleDuplicates, type PossibleDuplicate } from '~/features/sites/sites.service.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireVerifiedMember(request);
  const { locale } = await resolveLocale(request);
  // The map page links here with the position the member picked: ?lat=..&lng=..
  const { values: position } = readQuery(new URL(request.url).searchParams, { lat: queryDecimal(-90, 90), lng: queryDecimal(-180, 180) });
  const values: SiteFormValues = { units: member.units, ...(position.lat !== undefined && position.lng !== undefined ? { lat: String(position.lat), lng: String(position.lng) } : {}) };
  return { messages: loadMessages(locale, ['sites', 'map']), countries: countryOptions(locale), units: member.units, values, mapStyle: mapStyleChoice() };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireVerifiedMember(request);
  const { locale } = await resolveLocale(request);
  const submission = await readSiteSubmission(request, { memberId: member.id });
  const staged = stagedPreviews(submission.staged, (index) => `${index + 1}`);
  const reply = (status: number, fieldErrors: Record<string, string>, duplicates: PossibleDuplicate[] = []) =>
    data({ values: submission.values, fieldErrors, staged, duplicates, locale }, { status });

  const parsed = parseSiteForm(submission.values, { requireSource: true });
  const fieldErrors = parsed.ok ? {} : parsed.fieldErrors;
  if (submission.photoError) fieldErrors.photos = submission.photoError;
  if (!parsed.ok || Object.keys(fieldErrors).length) return reply(400, fieldErrors);

  if (submission.form.get('confirmDistinct') !== '1') {
    const duplicates = await findPossibleDuplicates({ name: parsed.input.name, lat: parsed.input.lat, lng: parsed.input.lng });
    if (duplicates.length) return reply(409, {}, duplicates);
  }
  const created = await createSite({ input: parsed.input, member, photos: submission.staged });
  if (!created.ok) return reply(429, { form: 'sites.form.error.tooManyListings' });
  throw redirect(`/listing/${created.id}?added=1`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('sites.add.title'), description: t('sites.add.metaDescription'), noindex: true });
}

export default function AddListing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const names = Object.fromEntries(loaderData.countries.map((country) => [country.code, country.name]));
  return (
    <CountryNamesProvider names={names}>
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('sites.add.title')}</h1>
        <p className="mt-2 text-slate-700">{t('sites.add.intro')}</p>
        <div className="mt-8">
          <SiteForm
            mode="add"
            reply={actionData}
            values={loaderData.values}
            countries={loaderData.countries}
            units={loaderData.units}
            staged={(actionData?.staged ?? []).map((photo) => ({ ...photo, label: t('sites.form.stagedPhotoAlt', { number: photo.label }) }))}
            duplicates={actionData?.duplicates ?? []}
            cancelHref="/explore"
            mapStyle={loaderData.mapStyle}
          />
        </div>
      </div>
    </CountryNamesProvider>
  );
}
