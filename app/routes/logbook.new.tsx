// /logbook/new: a member logs a dive by hand, in their own units; the dive is saved in SI units with
// the next number of their log, and the page of the new dive follows.
import type { Route } from './+types/logbook.new';
import { requireMember } from '~/features/members/session.server.ts';
import { DiveForm } from '~/features/logbook/components/dive-form.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { diveFormAction, readDiveForm } from '~/features/logbook/dive-form-action.server.ts';
import { centerAndTripChoices, siteChoice } from '~/features/logbook/dive-form.queries.server.ts';
import { nextDiveNumber } from '~/features/logbook/log.queries.server.ts';
import { getLogbookSettings } from '~/features/logbook/logbook-settings.server.ts';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { countryOptions } from '~/lib/country-codes.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const url = new URL(request.url);
  const [settings, choices, nextNumber] = await Promise.all([getLogbookSettings(member.id), centerAndTripChoices(member.id, locale), nextDiveNumber(member.id)]);
  // A site page links here with ?site=ID: the dive starts at that site.
  const site = await siteChoice(Number(url.searchParams.get('site')), locale);
  const defaults = { privacy: settings.defaultPrivacy, placeKind: 'site', mode: 'open-circuit', ...(site ? { siteId: String(site.id), siteLabel: site.name, siteQuery: site.name } : {}) };
  return { units: member.units, defaults, site, nextNumber, ...choices, countries: countryOptions(locale), messages: logbookMessages(locale) };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  return diveFormAction({ form: await readDiveForm(request), member, locale });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.new.title'), description: t('logbook.new.description'), noindex: true });
}

export default function NewDive({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <LogbookPage title={t('logbook.new.title')} intro={t('logbook.new.intro')} back={{ to: '/logbook', label: t('logbook.nav.backToLog') }}>
      <DiveForm
        mode="new"
        reply={actionData}
        defaults={loaderData.defaults}
        units={loaderData.units}
        nextNumber={loaderData.nextNumber}
        chosenSite={loaderData.site}
        trips={loaderData.trips}
        centers={loaderData.centers}
        countries={loaderData.countries}
        cancelHref="/logbook"
      />
    </LogbookPage>
  );
}
