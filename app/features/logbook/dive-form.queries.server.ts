// What the hand form of a dive offers: the member's trips and centres (from their reservations that went
// ahead), the atlas sites a typed name matches (the map's site search), and the site already chosen.
import { and, eq, inArray } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { pickLocalized } from '../../lib/localized-text.ts';
import type { Locale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/country-names.ts';
import { searchSitePlaces } from '../map/place-search.server.ts';

export type TripChoice = { value: string; label: string; startsAt: string };
export type CenterChoice = { value: string; label: string };
export type SiteChoice = { id: number; name: string; where: string };

/** The member's trips (newest first) and their centres, as the form's "centre and trip" choices. */
export async function centerAndTripChoices(memberId: string, locale: Locale): Promise<{ trips: TripChoice[]; centers: CenterChoice[] }> {
  const rows = await db()
    .selectDistinct({ tripId: schema.trips.id, title: schema.trips.title, startsAt: schema.trips.startsAt, centerId: schema.diveCenters.id, centerName: schema.diveCenters.name })
    .from(schema.reservations)
    .innerJoin(schema.trips, eq(schema.trips.id, schema.reservations.tripId))
    .innerJoin(schema.diveCenters, eq(schema.diveCenters.id, schema.trips.centerId))
    .where(and(eq(schema.reservations.memberId, memberId), inArray(schema.reservations.status, ['confirmed', 'attended'])))
    .limit(200);
  rows.sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const trips = rows.map((row) => ({
    value: `trip:${row.tripId}`,
    label: `${row.centerName} · ${pickLocalized(row.title, locale)?.text ?? ''}`,
    startsAt: row.startsAt.toISOString(),
  }));
  const centers = [...new Map(rows.map((row) => [row.centerId, { value: `center:${row.centerId}`, label: row.centerName }])).values()];
  return { trips, centers };
}

/** Atlas sites whose names match what the member typed, for the form without JavaScript. */
export async function siteCandidates(q: string, locale: Locale): Promise<SiteChoice[]> {
  const places = await searchSitePlaces(q, locale, 8);
  return places.flatMap((place) => (place.id === null ? [] : [{ id: place.id, name: place.label, where: [place.region, place.countryName].filter(Boolean).join(', ') }]));
}

/** A published site's name and place, to show the site a form has chosen. */
export async function siteChoice(siteId: number, locale: Locale): Promise<SiteChoice | null> {
  if (!Number.isSafeInteger(siteId) || siteId <= 0) return null;
  const [site] = await db()
    .select({ id: schema.diveSites.id, name: schema.diveSites.name, region: schema.diveSites.region, countryCode: schema.diveSites.countryCode })
    .from(schema.diveSites)
    .where(eq(schema.diveSites.id, siteId));
  return site ? { id: site.id, name: site.name, where: [site.region, countryName(site.countryCode, locale)].filter(Boolean).join(', ') } : null;
}
