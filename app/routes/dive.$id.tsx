// /dive/:id: one dive, for those its privacy allows (its diver; everyone when public; the members named
// on it when it is for buddies). Anyone else, a visitor or a `.data` request included, gets "not found",
// as for a dive that is not there. A public dive is shareable: indexed, with its own social tags.
import { data, Link } from 'react-router';
import type { Route } from './+types/dive.$id';
import { getSessionUser } from '~/features/members/session.server.ts';
import { CylindersTable, DiveFacts, DivePhotos, DivePlaceAndPeople, formatDuration } from '~/features/logbook/components/dive-details.tsx';
import { DiveProfileSection } from '~/features/logbook/components/dive-profile-section.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { ProfileChart } from '~/features/logbook/components/profile-chart.tsx';
import { GasConsumption } from '~/features/logbook/components/gas-consumption.tsx';
import { profileChartFor } from '~/features/logbook/profile-chart.server.ts';
import { formatDiveStart, machineDiveStart } from '~/features/logbook/dive-format.ts';
import { getDiveForViewer } from '~/features/logbook/dive-page.queries.server.ts';
import { isShareableDive } from '~/features/logbook/logbook.policy.ts';
import { divePageMessages } from '~/features/logbook/logbook-messages.server.ts';
import { divePhotoAt } from '~/lib/photo-urls.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { formatDepth } from '~/lib/units.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { buttonClass, Notice } from '~/ui/form-kit.tsx';

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const { locale } = await resolveLocale(request);
  const dive = await getDiveForViewer(viewer, Number(params.id));
  if (!dive) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const notice = ['logged', 'saved'].find((key) => url.searchParams.get(key) === '1') ?? null;
  const { createdAt: _created, updatedAt: _updated, ...shown } = dive;
  return {
    dive: shown,
    profileChart: await profileChartFor(dive),
    units: viewer?.units ?? 'metric',
    notice,
    suggested: url.searchParams.get('suggested') === '1',
    messages: divePageMessages(locale),
  };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('logbook.dive.missing'), description: t('logbook.dive.missing'), noindex: true });
  const { dive, units } = loaderData;
  const place = dive.site?.name ?? dive.placeName;
  const title = place ? t('logbook.dive.titleAt', { number: dive.number, place }) : t('logbook.dive.title', { number: dive.number });
  const parts = [
    t('logbook.dive.by', { name: `${dive.diver.firstName} ${dive.diver.lastName}`.trim() }),
    formatDiveStart(dive.startLocal, dive.utcOffsetMinutes, t.locale),
    dive.maxDepthM !== null ? formatDepth(dive.maxDepthM, units, t.locale) : null,
    dive.durationS !== null ? formatDuration(dive.durationS, t) : null,
  ];
  const photo = dive.photos[0];
  return pageMeta({
    matches,
    location,
    title,
    description: parts.filter(Boolean).join(' · '),
    type: 'article',
    ...(isShareableDive(dive) && dive.profile ? { image: `/dive/${dive.id}/profile.png`, imageAlt: t('logbook.og.alt', { number: dive.number }) } : { image: isShareableDive(dive) && photo ? divePhotoAt(dive.id, photo, 1280) : null }),
    noindex: !isShareableDive(dive),
  });
}

export default function DivePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dive, units, notice, suggested } = loaderData;
  const place = dive.site?.name ?? dive.placeName;
  const diverName = `${dive.diver.firstName} ${dive.diver.lastName}`.trim();
  return (
    <LogbookPage
      wide
      title={place ? t('logbook.dive.titleAt', { number: dive.number, place }) : t('logbook.dive.title', { number: dive.number })}
      back={dive.viewerIsOwner ? { to: '/logbook', label: t('logbook.nav.backToLog') } : { to: `/user/${dive.diver.memberId}`, label: t('logbook.dive.diverProfile', { name: diverName }) }}
      intro={
        <>
          <time dateTime={machineDiveStart(dive.startLocal, dive.utcOffsetMinutes)} data-testid="dive-start">
            {formatDiveStart(dive.startLocal, dive.utcOffsetMinutes, t.locale)}
          </time>
          {dive.utcOffsetMinutes === null ? <span className="text-slate-600"> · {t('logbook.dive.localTime')}</span> : null}
          {!dive.viewerIsOwner ? <span className="block text-sm">{t('logbook.dive.by', { name: diverName })}</span> : null}
          {dive.viewerIsOwner ? <span className="block text-sm text-slate-600" data-testid="dive-privacy">{t('logbook.dive.privacyIs', { privacy: t(`logbook.privacy.${dive.privacy}`) })}</span> : null}
        </>
      }
      actions={
        dive.viewerIsOwner ? (
          <>
            <Link to={`/dive/${dive.id}/edit`} className={buttonClass('secondary', 'small')}>
              {t('logbook.dive.edit')}
            </Link>
            <Link to={`/logbook/export?dive=${dive.id}`} className={buttonClass('secondary', 'small')}>{t('logbook.export.link')}</Link>
          </>
        ) : null
      }
    >
      {notice ? (
        <Notice tone="success">
          <p>{t(`logbook.dive.notice.${notice}`, { number: dive.number })}</p>
          {notice === 'logged' ? (
            <p className="mt-1">
              <Link to={`/dive/${dive.id}/edit#photos`} className="font-semibold underline">
                {t('logbook.dive.addPhotos')}
              </Link>
            </p>
          ) : null}
          {suggested ? <p className="mt-1">{t('logbook.dive.notice.suggested')}</p> : null}
        </Notice>
      ) : null}
      <section aria-labelledby="dive-figures" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="dive-figures" className="sr-only">
          {t('logbook.dive.figures')}
        </h2>
        <DiveFacts dive={dive} units={units} />
      </section>
      <DiveProfileSection profile={dive.profile} units={units} chart={loaderData.profileChart ? <ProfileChart chart={loaderData.profileChart} units={units} /> : null} />
      <section aria-labelledby="dive-where" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="dive-where" className="mb-4 text-lg font-semibold text-slate-900">
          {t('logbook.dive.whereAndWho')}
        </h2>
        <DivePlaceAndPeople dive={dive} />
      </section>
      {dive.cylinders.length ? (
        <section aria-labelledby="dive-gas" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="dive-gas" className="mb-3 text-lg font-semibold text-slate-900">
            {t('logbook.dive.gas')}
          </h2>
          <CylindersTable dive={dive} units={units} />
          <GasConsumption dive={dive} units={units} />
        </section>
      ) : null}
      {dive.notes ? (
        <section aria-labelledby="dive-notes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="dive-notes" className="mb-2 text-lg font-semibold text-slate-900">
            {t('logbook.dive.notes')}
          </h2>
          <p className="whitespace-pre-line text-slate-800" data-testid="dive-notes">
            {dive.notes}
          </p>
        </section>
      ) : null}
      {dive.photos.length ? (
        <section aria-labelledby="dive-photos-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="dive-photos-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {t('logbook.photos.title')}
          </h2>
          <DivePhotos dive={dive} />
        </section>
      ) : null}
    </LogbookPage>
  );
}
