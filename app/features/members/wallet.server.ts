// A member's certification wallet (db/schema/certifications.ts): their cards, added and removed by
// them alone; the highest level, which the public profile shows without the card's number; and the
// card that meets a trip's minimum, which a reservation names for the centre to see.
import { and, count, eq } from 'drizzle-orm';
import { db, schema } from '../../lib/db.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import { certificationLabel, findLevel, meetsTier, tierRank, type CertificationTier } from './certifications.ts';
import { MAX_CARDS, OTHER_AGENCY, type CardInput } from './wallet.schema.ts';
import { deleteCardPhotoFiles } from './wallet-photos.server.ts';

export type WalletCard = {
  id: number;
  agency: string;
  level: string | null;
  otherName: string | null;
  /** "PADI Advanced Open Water Diver", or the course in the member's words. */
  label: string;
  tier: CertificationTier | null;
  cardNumber: string | null;
  certifiedOn: string | null;
  certifiedBy: string | null;
  seen: { centerId: number | null; centerName: string | null; at: Date } | null;
  /** The stored names of the photos of its sides, for the member's own eyes. */
  photos: { front: string | null; back: string | null };
};

const k = schema.memberCertifications;

function labelOf(row: { agency: string; level: string | null; otherName: string | null }): string {
  return row.agency === OTHER_AGENCY ? (row.otherName ?? '') : (certificationLabel(row.agency, row.level) ?? row.otherName ?? '');
}

/** The member's cards, highest level first. */
export async function walletOf(userId: string): Promise<WalletCard[]> {
  const rows = await db()
    .select({
      id: k.id,
      agency: k.agency,
      level: k.level,
      otherName: k.otherName,
      cardNumber: k.cardNumber,
      certifiedOn: k.certifiedOn,
      certifiedBy: k.certifiedBy,
      seenByCenterId: k.seenByCenterId,
      seenAt: k.seenAt,
      frontPhoto: k.frontPhoto,
      backPhoto: k.backPhoto,
      centerName: schema.diveCenters.name,
    })
    .from(k)
    .leftJoin(schema.diveCenters, eq(schema.diveCenters.id, k.seenByCenterId))
    .where(eq(k.userId, userId))
    .orderBy(k.id);
  const cards = rows.map((row) => ({
    id: row.id,
    agency: row.agency,
    level: row.level,
    otherName: row.otherName,
    label: labelOf(row),
    tier: findLevel(row.agency, row.level)?.tier ?? null,
    cardNumber: row.cardNumber,
    certifiedOn: row.certifiedOn,
    certifiedBy: row.certifiedBy,
    seen: row.seenAt ? { centerId: row.seenByCenterId, centerName: row.centerName, at: row.seenAt } : null,
    photos: { front: row.frontPhoto, back: row.backPhoto },
  }));
  const rank = (card: WalletCard) => (card.tier ? tierRank(card.tier) : -1);
  return cards.sort((a, b) => rank(b) - rank(a) || a.id - b.id);
}

export type WalletRefusal = { ok: false; field: string; error: string };

export async function addCard(userId: string, input: CardInput): Promise<{ ok: true; id: number } | WalletRefusal> {
  const [held] = await db().select({ n: count() }).from(k).where(eq(k.userId, userId));
  if ((held?.n ?? 0) >= MAX_CARDS) return { ok: false, field: 'form', error: 'account.wallet.error.full' };
  if (!(await hitWriteLimit('certification', userId)).allowed) return { ok: false, field: 'form', error: 'account.wallet.error.rateLimited' };
  const other = input.agency === OTHER_AGENCY;
  const [row] = await db()
    .insert(k)
    .values({
      userId,
      agency: input.agency,
      level: other ? null : input.level,
      otherName: other ? input.otherName : null,
      cardNumber: input.cardNumber || null,
      certifiedOn: input.certifiedOn || null,
      certifiedBy: input.certifiedBy || null,
    })
    .returning({ id: k.id });
  return { ok: true, id: row!.id };
}

/** Removes one of the member's own cards with its photos; false when it is not theirs. A reservation that named it keeps its stated level. */
export async function removeCard(userId: string, cardId: number): Promise<boolean> {
  const removed = await db()
    .delete(k)
    .where(and(eq(k.id, cardId), eq(k.userId, userId)))
    .returning({ id: k.id, front: k.frontPhoto, back: k.backPhoto });
  await deleteCardPhotoFiles(removed.flatMap((card) => [{ cardId: card.id, file: card.front }, { cardId: card.id, file: card.back }]));
  return removed.length > 0;
}

/** The highest level from a listed course among cards in `walletOf`'s order; a card in the member's own words never counts. */
export function highestLevel(cards: readonly WalletCard[]): string | null {
  return cards.find((card) => card.tier !== null)?.label ?? null;
}

/** The member's highest level from a listed course, for their public profile (never the number). */
export async function highestCard(userId: string): Promise<string | null> {
  return highestLevel(await walletOf(userId));
}

/**
 * The member's card that meets a trip's minimum tier, the highest first; null when none does (a card
 * in the member's own words is never matched: the centre judges those).
 */
export async function qualifyingCard(userId: string, minimum: string | null): Promise<WalletCard | null> {
  if (!minimum) return null;
  return (await walletOf(userId)).find((card) => card.tier !== null && meetsTier(card.tier, minimum)) ?? null;
}
