// A dive's page body: its figures, where and with whom, the gas it was breathed from, its profile, its
// photos and notes. Every quantity is shown in the reader's units; the start is the diver's own clock.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countryName } from '~/lib/country-names.ts';
import { pickLocalized } from '~/lib/localized-text.ts';
import { cylinderSizeToDisplay, formatDepth, formatNumber, formatTemperature, massToDisplay, pressureToDisplay, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import type { Translator } from '~/lib/i18n.ts';
import { divePhotoAt, divePhotoSrcSet } from '../../../lib/photo-urls.ts';
import { durationParts, gasName, profileTableRows } from '../dive-format.ts';
import type { DiveForViewer } from '../dive-page.queries.server.ts';
import { CylinderTable } from './cylinder-table.tsx';
import { SUITS, TAGS } from '../dive-vocabulary.ts';

type Dive = Omit<DiveForViewer, 'createdAt' | 'updatedAt' | 'signature'>;

export function formatDuration(seconds: number, t: Translator): string {
  const { hours, minutes } = durationParts(seconds);
  return hours ? t('logbook.duration.hours', { hours, minutes: String(minutes).padStart(2, '0') }) : t('logbook.duration.minutes', { minutes });
}

export function formatGas(o2Percent: number, hePercent: number, t: Translator): string {
  const gas = gasName(o2Percent, hePercent);
  return t(`logbook.gas.${gas.key}`, { o2: gas.o2, he: gas.he });
}

export function formatPressure(bar: number, units: Units, locale: string): string {
  return `${formatNumber(pressureToDisplay(bar, units), locale, 0)} ${units === 'imperial' ? 'psi' : 'bar'}`;
}

function formatCylinderSize(litres: number, workPressureBar: number | null, units: Units, locale: string): string {
  const shown = cylinderSizeToDisplay(litres, workPressureBar, units);
  return shown === null || units === 'metric' ? `${formatNumber(litres, locale, 1)} L` : `${formatNumber(shown, locale, 0)} cu ft`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function DiveFacts({ dive, units }: { dive: Dive; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const suit = dive.suit && (SUITS as readonly string[]).includes(dive.suit) ? t(`logbook.suit.${dive.suit}`) : dive.suit;
  const facts: Array<[string, ReactNode]> = [];
  const add = (label: string, value: ReactNode | null | undefined | false) => {
    if (value !== null && value !== undefined && value !== false && value !== '') facts.push([label, value]);
  };
  add(t('logbook.fact.maxDepth'), dive.maxDepthM !== null && formatDepth(dive.maxDepthM, units, locale));
  add(t('logbook.fact.meanDepth'), dive.meanDepthM !== null && formatDepth(dive.meanDepthM, units, locale));
  add(t('logbook.fact.duration'), dive.durationS !== null && formatDuration(dive.durationS, t));
  add(t('logbook.fact.waterTemp'), dive.waterTempC !== null && formatTemperature(dive.waterTempC, units, locale));
  add(t('logbook.fact.airTemp'), dive.airTempC !== null && formatTemperature(dive.airTempC, units, locale));
  add(t('logbook.fact.visibility'), dive.visibilityM !== null ? formatDepth(dive.visibilityM, units, locale) : dive.visibilityRating !== null && t.plural('logbook.stars', dive.visibilityRating));
  add(t('logbook.fact.current'), dive.current && t(`logbook.current.${dive.current}`));
  add(t('logbook.fact.entry'), dive.entry && t(`logbook.entry.${dive.entry}`));
  add(t('logbook.fact.mode'), dive.mode !== 'open-circuit' && t(`logbook.mode.${dive.mode}`));
  add(t('logbook.fact.suit'), suit);
  add(t('logbook.fact.weight'), dive.weightKg !== null && `${formatNumber(massToDisplay(dive.weightKg, units), locale, 1)} ${units === 'imperial' ? 'lb' : 'kg'}`);
  add(t('logbook.fact.rating'), dive.rating !== null && dive.rating > 0 && t.plural('logbook.stars', dive.rating));
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3" data-testid="dive-facts">
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

export function DivePlaceAndPeople({ dive }: { dive: Dive }) {
  const t = useT();
  const locale = t.locale;
  const buddyStatus = (status: string) => (dive.viewerIsOwner && status !== 'named' ? ` (${t(`logbook.buddy.${status}`)})` : '');
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label={t('logbook.fact.place')}>
        {dive.site ? (
          <Link to={`/listing/${dive.site.id}`} className="text-sky-800 underline underline-offset-2">
            {dive.site.name}
          </Link>
        ) : dive.placeName ? (
          <>
            {dive.placeName}
            {dive.viewerIsOwner && dive.placeEditStatus === 'pending' ? <span className="block text-sm font-normal text-slate-600">{t('logbook.fact.placePending')}</span> : null}
          </>
        ) : (
          t('logbook.fact.placeNone')
        )}
        {dive.countryCode ? <span className="block text-sm font-normal text-slate-600">{countryName(dive.countryCode, locale)}</span> : null}
      </Fact>
      {dive.center ? (
        <Fact label={t('logbook.fact.center')}>
          <Link to={`/dive-center/${dive.center.id}`} className="text-sky-800 underline underline-offset-2">
            {dive.center.name}
          </Link>
          {dive.trip ? (
            <span className="block text-sm font-normal">
              <Link to={`/trip/${dive.trip.id}`} className="text-sky-800 underline underline-offset-2">
                {pickLocalized(dive.trip.title, locale)?.text}
              </Link>
            </span>
          ) : null}
        </Fact>
      ) : null}
      {dive.tripLabel ? <Fact label={t('logbook.fact.tripLabel')}>{dive.tripLabel}</Fact> : null}
      {dive.buddies.length ? (
        <Fact label={t('logbook.fact.buddies')}>
          <ul data-testid="dive-buddies">
            {dive.buddies.map((buddy, index) => (
              <li key={index}>
                {buddy.member ? (
                  <Link to={`/user/${buddy.member.memberId}`} className="text-sky-800 underline underline-offset-2">
                    {`${buddy.member.firstName} ${buddy.member.lastName}`.trim()}
                  </Link>
                ) : (
                  buddy.name
                )}
                {buddyStatus(buddy.status)}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {dive.guide ? <Fact label={t('logbook.fact.guide')}>{dive.guide}</Fact> : null}
      {dive.tags.length ? (
        <Fact label={t('logbook.fact.tags')}>
          <ul className="flex flex-wrap gap-1.5">
            {dive.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-medium text-sky-900">
                {(TAGS as readonly string[]).includes(tag) ? t(`logbook.tag.${tag}`) : tag}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
    </dl>
  );
}

export function CylindersTable({ dive, units }: { dive: Dive; units: Units }) {
  const t = useT();
  const locale = t.locale;
  if (!dive.cylinders.length) return null;
  const dash = '—';
  return (
    <div className="overflow-x-auto">
      <CylinderTable
        testId="dive-cylinders"
        caption={<caption className="sr-only">{t('logbook.cylinders.caption')}</caption>}
        columns={[t('logbook.cylinders.gas'), t('logbook.cylinders.size'), t('logbook.cylinders.pressures')]}
        rows={dive.cylinders.map((cylinder, index) => ({
          key: index,
          index,
          description: cylinder.description,
          cells: [
            formatGas(cylinder.o2Percent, cylinder.hePercent, t),
            cylinder.sizeL !== null ? formatCylinderSize(cylinder.sizeL, cylinder.workPressureBar, units, locale) : dash,
            cylinder.startPressureBar !== null || cylinder.endPressureBar !== null
              ? `${cylinder.startPressureBar !== null ? formatPressure(cylinder.startPressureBar, units, locale) : dash} → ${cylinder.endPressureBar !== null ? formatPressure(cylinder.endPressureBar, units, locale) : dash}`
              : dash,
          ],
        }))}
      />
      {dive.gasSwitches.length ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-800" data-testid="dive-gas-switches">
          {dive.gasSwitches.map((gasSwitch) => (
            <li key={gasSwitch.position}>
              {t('logbook.cylinders.switch', {
                time: formatDuration(gasSwitch.timeS, t),
                gas: formatGas(gasSwitch.o2Percent, gasSwitch.hePercent, t),
                cylinder: gasSwitch.cylinderPosition !== null ? (dive.cylinders[gasSwitch.cylinderPosition]?.description ?? t('logbook.form.cylinder', { number: gasSwitch.cylinderPosition + 1 })) : '',
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The profile as a table: what shows until the profile chart is mounted in its place, and what the
 * chart offers screen readers after. A row about every minute.
 */
export function ProfileTable({ profile, units }: { profile: NonNullable<Dive['profile']>; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const rows = profileTableRows(profile);
  const pressures = profile.pressureBar.map((column, index) => ({ column, index })).filter((entry) => entry.column !== null);
  return (
    <div className="max-h-96 overflow-auto rounded-lg ring-1 ring-slate-200" tabIndex={0} role="region" aria-labelledby="profile-table-caption">
      <table className="w-full text-right text-sm tabular-nums" data-testid="profile-table">
        <caption id="profile-table-caption" className="p-2 text-left text-sm text-slate-700">
          {t('logbook.profile.caption', { samples: profile.timeS.length })}
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">
              {t('logbook.profile.time')}
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              {t('logbook.profile.depth')}
            </th>
            {profile.temperatureC ? (
              <th scope="col" className="px-3 py-1.5 font-medium">
                {t('logbook.profile.temperature')}
              </th>
            ) : null}
            {pressures.map(({ index }) => (
              <th key={index} scope="col" className="px-3 py-1.5 font-medium">
                {t('logbook.profile.pressure', { number: index + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const temperature = profile.temperatureC?.[row];
            return (
              <tr key={row} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-1 font-normal">
                  {formatDuration(profile.timeS[row]!, t)}
                </th>
                <td className="px-3 py-1">{formatDepth(profile.depthM[row]!, units, locale)}</td>
                {profile.temperatureC ? <td className="px-3 py-1">{temperature !== null && temperature !== undefined ? formatTemperature(temperature, units, locale) : '—'}</td> : null}
                {pressures.map(({ column, index }) => {
                  const value = column![row];
                  return (
                    <td key={index} className="px-3 py-1">
                      {value !== null && value !== undefined ? formatPressure(value, units, locale) : '—'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function DivePhotos({ dive }: { dive: Dive }) {
  const t = useT();
  if (!dive.photos.length) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="dive-photos">
      {dive.photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={divePhotoAt(dive.id, photo, 1280)}>
            <img
              src={divePhotoAt(dive.id, photo, 640)}
              srcSet={divePhotoSrcSet(dive.id, photo)}
              sizes="(min-width: 640px) 33vw, 50vw"
              width={photo.width}
              height={photo.height}
              alt={photo.caption ?? t('logbook.photos.alt', { number: index + 1 })}
              loading="lazy"
              className="aspect-[4/3] h-auto w-full rounded-lg object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
