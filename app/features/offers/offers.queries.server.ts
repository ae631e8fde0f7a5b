// Reading member offers: the current ones for /member-offers and the home page (the code only when
// the caller says the viewer may see it, so it never reaches a visitor's page), a centre's own offers
// for its manager, and the moderators' list.
import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { OfferKind } from '../../../db/schema/offer-kinds.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import { db, schema } from '~/lib/db.server.ts';

const o = schema.memberOffers;
const c = schema.diveCenters;

export type OfferCard = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  terms: LocalizedText;
  kind: OfferKind;
  percent: number | null;
  amount: string | null;
  currency: string | null;
  validFrom: string;
  validUntil: string;
  isSample: boolean;
  /** Null unless the viewer may see it (a signed-in member). */
  code: string | null;
  center: { id: number; name: string; countryCode: string; region: string | null };
};

export type OfferFilters = { country: string | null; kind: OfferKind | null; center: number | null };

/** Today as a UTC day: validity dates are whole UTC days, so an offer expires by itself. */
const today = sql`(now() at time zone 'utc')::date`;

/** An offer anyone may see now: active, not hidden, within its dates, from a published centre. */
export function currentOfferConditions(): SQL[] {
  return [eq(o.status, 'active'), isNull(o.hiddenAt), lte(o.validFrom, sql`${today}`), gte(o.validUntil, sql`${today}`), eq(c.status, 'published')];
}

function cardColumns(withCodes: boolean) {
  return {
    id: o.id,
    title: o.title,
    description: o.description,
    terms: o.terms,
    kind: o.kind,
    percent: o.percent,
    amount: o.amount,
    currency: o.currency,
    validFrom: o.validFrom,
    validUntil: o.validUntil,
    isSample: o.isSample,
    // The column is not even read for a visitor.
    code: withCodes ? o.code : sql<string | null>`null`,
    centerId: c.id,
    centerName: c.name,
    countryCode: c.countryCode,
    region: c.region,
  };
}

type CardRow = Omit<OfferCard, 'center'> & { centerId: number; centerName: string; countryCode: string; region: string | null };
const toCard = ({ centerId, centerName, countryCode, region, ...offer }: CardRow): OfferCard => ({ ...offer, center: { id: centerId, name: centerName, countryCode, region } });

/** Current offers, those ending soonest first, narrowed by the filters. */
export async function currentOffers(options: { filters?: Partial<OfferFilters>; withCodes: boolean; limit?: number }): Promise<OfferCard[]> {
  const conditions = currentOfferConditions();
  const filters = options.filters ?? {};
  if (filters.country) conditions.push(eq(c.countryCode, filters.country));
  if (filters.kind) conditions.push(eq(o.kind, filters.kind));
  if (filters.center) conditions.push(eq(c.id, filters.center));
  const rows = await db()
    .select(cardColumns(options.withCodes))
    .from(o)
    .innerJoin(c, eq(c.id, o.centerId))
    .where(and(...conditions))
    .orderBy(asc(o.validUntil), desc(o.createdAt), desc(o.id))
    .limit(options.limit ?? 100);
  return rows.map(toCard);
}

/** The places and centres that have current offers, for the filters' choices. */
export async function offerFilterChoices(): Promise<{ countries: string[]; centers: Array<{ id: number; name: string }> }> {
  const rows = await db()
    .selectDistinct({ id: c.id, name: c.name, countryCode: c.countryCode })
    .from(o)
    .innerJoin(c, eq(c.id, o.centerId))
    .where(and(...currentOfferConditions()))
    .orderBy(asc(c.name));
  return { countries: [...new Set(rows.map((row) => row.countryCode))].sort(), centers: rows.map(({ id, name }) => ({ id, name })) };
}

export type ManagedOffer = OfferCard & { status: 'active' | 'paused'; hiddenAt: Date | null; hiddenReason: string | null; code: string };

/** Every offer of one centre, for its manager: the newest first, with codes and moderation state. */
export async function offersOfCenter(centerId: number): Promise<ManagedOffer[]> {
  const rows = await db()
    .select({ ...cardColumns(true), code: o.code, status: o.status, hiddenAt: o.hiddenAt, hiddenReason: o.hiddenReason })
    .from(o)
    .innerJoin(c, eq(c.id, o.centerId))
    .where(eq(o.centerId, centerId))
    .orderBy(desc(o.validUntil), desc(o.id));
  return rows.map(({ status, hiddenAt, hiddenReason, ...row }) => ({ ...toCard(row), code: row.code, status, hiddenAt, hiddenReason }));
}

/** One offer of one centre (for the edit form), or null when it is not this centre's. */
export async function offerOfCenter(centerId: number, offerId: number): Promise<ManagedOffer | null> {
  return (await offersOfCenter(centerId)).find((offer) => offer.id === offerId) ?? null;
}

export type ModeratedOffer = OfferCard & { hiddenAt: Date | null; hiddenReason: string | null; reviewedAt: Date | null; status: 'active' | 'paused'; createdAt: Date };

/** The moderators' list: offers not yet looked over first, then the rest that have not ended. */
export async function offersForModeration(view: 'new' | 'all'): Promise<ModeratedOffer[]> {
  const conditions: SQL[] = [gte(o.validUntil, sql`${today}`)];
  if (view === 'new') conditions.push(isNull(o.reviewedAt), isNull(o.hiddenAt));
  const rows = await db()
    .select({ ...cardColumns(false), hiddenAt: o.hiddenAt, hiddenReason: o.hiddenReason, reviewedAt: o.reviewedAt, status: o.status, createdAt: o.createdAt })
    .from(o)
    .innerJoin(c, eq(c.id, o.centerId))
    .where(and(...conditions))
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(200);
  return rows.map(({ hiddenAt, hiddenReason, reviewedAt, status, createdAt, ...row }) => ({ ...toCard(row), hiddenAt, hiddenReason, reviewedAt, status, createdAt }));
}
