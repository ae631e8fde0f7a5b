// /member-offers: the current offers of dive centres, filtered by place, kind of offer and centre
// (a plain GET form, so filters work without JavaScript and can be shared). Each links to its
// centre; the redemption code is read from the database only for a signed-in member.
import { Link } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/member-offers';
import { ListingEmptyPage } from '~/features/content/components/listing-empty-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { signInPath } from '~/features/members/redirect-path.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { OfferCard } from '~/features/offers/components/offer-card.tsx';
import { canSeeOfferCode } from '~/features/offers/offer.policy.ts';
import { currentOffers, offerFilterChoices } from '~/features/offers/offers.queries.server.ts';
import { OFFER_KINDS } from '~/features/offers/offer.fields.ts';
import { countryOptions, isCountryCode } from '~/lib/country-codes.ts';
import { oneOf, queryId, readQuery } from '~/lib/parameters.schema.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { buttonClass, inputClass } from '~/ui/form-kit.tsx';
import { TagIcon } from '~/ui/icons.tsx';
import { PageHero } from '~/ui/page-hero.tsx';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const user = await getSessionUser(request);
  const url = new URL(request.url);
  // The filters are lists to pick from: a value not in them (an old or edited link) is left out.
  const { values } = readQuery(url.searchParams, { country: z.string().refine(isCountryCode), kind: oneOf(OFFER_KINDS), center: queryId() });
  const { country = null, kind = null, center = null } = values;
  const [offers, choices] = await Promise.all([currentOffers({ filters: { country, kind, center }, withCodes: canSeeOfferCode(user) }), offerFilterChoices()]);
  return {
    messages: { ...contentMessages(locale, ['offers']), ...loadMessages(locale, ['offers']) },
    offers,
    filters: { country: country ?? '', kind: kind ?? '', center: center ? String(center) : '' },
    filtered: Boolean(country || kind || center),
    countries: countryOptions(locale, choices.countries),
    centers: choices.centers,
    signInPath: signInPath(`${url.pathname}${url.search}`),
    signedIn: !!user,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.offers.metaTitle'), description: t('content.offers.metaDescription') });
}

export default function MemberOffers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { offers, filters, filtered } = loaderData;
  if (!offers.length && !filtered) {
    return (
      <ListingEmptyPage
        prefix="offers"
        icon={<TagIcon size={28} />}
        actions={
          <>
            {loaderData.signedIn ? null : (
              <Link to="/sign-up" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
                {t('content.offers.signUp')}
              </Link>
            )}
            <Link to="/pricing" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
              {t('content.offers.centers')}
            </Link>
          </>
        }
      />
    );
  }
  return (
    <>
      <PageHero eyebrow={t('content.offers.eyebrow')} title={t('content.offers.title')} intro={<p>{t('offers.page.intro')}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        <form method="get" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end" aria-label={t('offers.filters')}>
          <div className="min-w-0 sm:w-56">
            <label htmlFor="offer-country" className="block text-sm font-semibold text-slate-900">
              {t('offers.filter.place')}
            </label>
            <select id="offer-country" name="country" defaultValue={filters.country} className={inputClass}>
              <option value="">{t('offers.filter.anyPlace')}</option>
              {loaderData.countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 sm:w-56">
            <label htmlFor="offer-kind" className="block text-sm font-semibold text-slate-900">
              {t('offers.filter.kind')}
            </label>
            <select id="offer-kind" name="kind" defaultValue={filters.kind} className={inputClass}>
              <option value="">{t('offers.filter.anyKind')}</option>
              {OFFER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`offers.kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 sm:w-64">
            <label htmlFor="offer-center" className="block text-sm font-semibold text-slate-900">
              {t('offers.filter.center')}
            </label>
            <select id="offer-center" name="center" defaultValue={filters.center} className={inputClass}>
              <option value="">{t('offers.filter.anyCenter')}</option>
              {loaderData.centers.map((center) => (
                <option key={center.id} value={center.id}>
                  {center.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass('primary')}>
            {t('offers.filter.apply')}
          </button>
          {filtered ? (
            <Link to="/member-offers" className="self-center text-sm font-semibold text-sky-800 underline">
              {t('offers.filter.clear')}
            </Link>
          ) : null}
        </form>
        {loaderData.signedIn ? null : <p className="mt-4 text-slate-700">{t('offers.page.codesForMembers')}</p>}
        <h2 className="mt-8 text-xl font-semibold text-slate-900">{t.plural('offers.count', offers.length)}</h2>
        {offers.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offers">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} signInPath={loaderData.signInPath} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('offers.noneMatch')}</p>
        )}
      </div>
    </>
  );
}
