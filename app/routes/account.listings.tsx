// /account/listings: the dive sites the member added, with edit and delete. A delete hides the
// site (its reviews are kept), so it leaves search, the sitemap and this list.
import { OwnSuggestions } from '~/features/sites/components/site-changes.tsx';
import { memberEdits } from '~/features/sites/site-edits.server.ts';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/account.listings';
import { recordId } from '~/lib/parameters.ts';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit } from '~/ui/form-kit.tsx';
import { CountryNamesProvider, usePlace } from '~/features/sites/components/country-names-context.tsx';
import { RatingStars } from '~/features/sites/components/rating-stars.tsx';
import { countryNamesFor } from '~/lib/country-names.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { canEditSite } from '~/features/sites/site.policy.ts';
import { getSite, memberListings, type MemberListing } from '~/features/sites/sites.queries.server.ts';
import { deleteSite } from '~/features/sites/sites.service.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const [listings, edits] = await Promise.all([memberListings(member.id), memberEdits(member.id, { limit: 50 })]);
  return {
    edits,
    messages: loadMessages(locale, ['sites']),
    listings,
    countryNames: countryNamesFor(listings.map((listing) => listing.countryCode), locale),
    deleted: readQuery(new URL(request.url).searchParams, { deleted: queryFlag() }).values.deleted ?? false,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const { form } = await readForm(request);
  const siteId = recordId(form.get('siteId'));
  const site = siteId === null ? null : await getSite(siteId);
  if (!site || site.deletedAt) throw data(null, { status: 404 });
  if (form.get('intent') !== 'delete') throw data(null, { status: 400 });
  if (!canEditSite(member, site)) throw data({ message: 'Forbidden' }, { status: 403 });
  await deleteSite({ siteId: site.id, memberId: member.id });
  throw redirect('/account/listings?deleted=1');
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({
    matches,
    location, title: t('sites.account.listingsTitle'), description: t('sites.account.listingsIntro'), noindex: true });
}

function ListingRow({ listing }: { listing: MemberListing }) {
  const t = useT();
  const place = usePlace();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="my-listing">
      <div>
        <Link to={`/listing/${listing.id}`} className="text-lg font-semibold text-sky-800 underline">
          {listing.name}
        </Link>
        <p className="text-sm text-slate-700">{place(listing)}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
          <RatingStars average={listing.ratingAverage} count={listing.ratingCount} size={14} />
          {listing.status === 'published' ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('sites.account.published')}</span>
          ) : (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('sites.account.hiddenByModerator')}</span>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={`/listing/${listing.id}/edit`} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50">
          {t('sites.listing.edit')}
        </Link>
        <FormKit>
          <input type="hidden" name="siteId" value={listing.id} />
          <button type="submit" name="intent" value="delete" className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50" aria-label={t('sites.account.deleteLabel', { name: listing.name })}>
            {t('sites.account.delete')}
          </button>
        </FormKit>
      </div>
    </li>
  );
}

export default function AccountListings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CountryNamesProvider names={loaderData.countryNames}>
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-16 sm:px-6">
        <p className="text-sm">
          <Link to="/account" className="font-semibold text-sky-800 underline">
            {t('sites.account.back')}
          </Link>
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{t('sites.account.listingsTitle')}</h1>
        <p className="mt-2 text-slate-700">{t('sites.account.listingsIntro')}</p>
        {loaderData.deleted ? (
          <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-950">
            {t('sites.account.deletedNotice')}
          </p>
        ) : null}
        <p className="mt-6">
          <Link to="/add-listing" className="inline-flex rounded-full bg-sky-700 px-5 py-2 font-semibold text-white hover:bg-sky-800">
            {t('sites.explore.empty.contributeLink')}
          </Link>
        </p>
        {loaderData.listings.length ? (
          <ul className="mt-6 flex flex-col gap-3">
            {loaderData.listings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
        ) : (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-800">{t('sites.account.noListings')}</p>
        )}
        <div className="mt-10">
          <OwnSuggestions edits={loaderData.edits} withSite />
        </div>
      </div>
    </CountryNamesProvider>
  );
}
