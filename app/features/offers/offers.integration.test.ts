// Member offers on a real database: only verified centres post; the code is read only for members;
// paused, hidden and ended offers leave the list by themselves; moderators' decisions are audited.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '~/lib/db.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createOffer as createOfferRow, offerInput, parsedOffer } from '../../../tests/factories/offers.ts';
import { listAudit } from '../admin/audit.queries.server.ts';
import { currentOffers, offersForModeration, offersOfCenter } from './offers.queries.server.ts';
import { createOffer, hideOffer, markOfferReviewed, setOfferPaused, showOffer, updateOffer } from './offers.service.server.ts';
import { OfferSchema } from './offer.schema.ts';

describe('member offers', () => {
  it('a verified centre posts an offer; an unverified one cannot', async () => {
    const owner = await createMember();
    const unverified = await createCenter({ owner });
    expect(await createOffer({ centerId: unverified.id, userId: owner.id, input: parsedOffer() })).toEqual({ ok: false, field: 'form', error: 'offers.error.notVerified' });
    const center = await createCenter({ owner, verification: 'verified', name: 'Test Verified Offers Centre' });
    const posted = await createOffer({ centerId: center.id, userId: owner.id, input: parsedOffer({ titleEn: 'Test ten percent off', code: 'TEST-TEN' }) });
    expect(posted.ok).toBe(true);
    const [offer] = await offersOfCenter(center.id);
    expect(offer).toMatchObject({ title: { en: 'Test ten percent off' }, kind: 'percent', percent: 10, code: 'TEST-TEN', status: 'active' });
    // Another centre's offer id changes nothing here.
    const other = await createCenter({ owner, verification: 'verified' });
    expect(await updateOffer({ centerId: other.id, offerId: offer!.id, userId: owner.id, input: parsedOffer() })).toBeNull();
  });

  it('never reads the code for a visitor, and shows it to a member', async () => {
    const center = await createCenter({ verification: 'verified' });
    await createOfferRow({ centerId: center.id, code: 'SECRET-CODE-1' });
    const forVisitor = await currentOffers({ filters: { center: center.id }, withCodes: false });
    expect(forVisitor).toHaveLength(1);
    expect(forVisitor[0]!.code).toBeNull();
    expect(JSON.stringify(forVisitor)).not.toContain('SECRET-CODE-1');
    const forMember = await currentOffers({ filters: { center: center.id }, withCodes: true });
    expect(forMember[0]!.code).toBe('SECRET-CODE-1');
  });

  it('leaves the list when paused, ended, not started, hidden, or its centre is hidden', async () => {
    const moderator = await createMember({ role: 'moderator' });
    const center = await createCenter({ verification: 'verified', countryCode: 'MT' });
    const live = await createOfferRow({ centerId: center.id, kind: 'extra' });
    const ended = await createOfferRow({ centerId: center.id });
    const later = await createOfferRow({ centerId: center.id });
    await db().execute(sql`update member_offer set valid_from = current_date - 10, valid_until = current_date - 1 where id = ${ended.id}`);
    await db().execute(sql`update member_offer set valid_from = current_date + 5, valid_until = current_date + 10 where id = ${later.id}`);
    const ids = async () => (await currentOffers({ filters: { center: center.id }, withCodes: false })).map((offer) => offer.id);
    expect(await ids()).toEqual([live.id]);
    expect((await currentOffers({ filters: { country: 'MT', kind: 'extra' }, withCodes: false })).map((offer) => offer.id)).toContain(live.id);
    expect((await currentOffers({ filters: { country: 'MT', kind: 'amount' }, withCodes: false })).map((offer) => offer.id)).not.toContain(live.id);

    expect(await setOfferPaused({ centerId: center.id, offerId: live.id, paused: true })).toBe(true);
    expect(await ids()).toEqual([]);
    await setOfferPaused({ centerId: center.id, offerId: live.id, paused: false });
    expect(await ids()).toEqual([live.id]);

    const reason = '<img src=x onerror=alert(1)> misleading';
    expect(await hideOffer({ offerId: live.id, moderatorId: moderator.id, reason })).toBe(true);
    expect(await ids()).toEqual([]);
    expect((await offersOfCenter(center.id)).find((offer) => offer.id === live.id)?.hiddenReason).toBe(reason);
    expect(await showOffer({ offerId: live.id, moderatorId: moderator.id })).toBe(true);
    expect(await ids()).toEqual([live.id]);
    await db().execute(sql`update dive_center set status = 'hidden' where id = ${center.id}`);
    expect(await ids()).toEqual([]);
    const actions = (await listAudit({ actor: moderator.memberId })).entries.map((entry) => [entry.action, entry.reason]);
    expect(actions).toEqual([
      ['offer.show', ''],
      ['offer.hide', reason],
    ]);
  });

  it('new offers wait for a moderator until looked over', async () => {
    const moderator = await createMember({ role: 'moderator' });
    const center = await createCenter({ verification: 'verified' });
    const offer = await createOfferRow({ centerId: center.id });
    expect((await offersForModeration('new')).map((row) => row.id)).toContain(offer.id);
    await markOfferReviewed({ offerId: offer.id, moderatorId: moderator.id });
    expect((await offersForModeration('new')).map((row) => row.id)).not.toContain(offer.id);
    expect((await offersForModeration('all')).map((row) => row.id)).toContain(offer.id);
  });

  it('checks the form: a language with its text, a sane discount and dates in order', () => {
    const refused = (fields: Record<string, string>) => OfferSchema.safeParse({ ...offerInput(), ...fields }).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(refused({ titleEn: '', titleEs: '' })).toContainEqual(['titleEn', 'offers.error.titleRequired']);
    expect(refused({ titleEs: 'Oferta', descriptionEs: '' })).toContainEqual(['descriptionEs', 'offers.error.descriptionRequired']);
    expect(refused({ kind: 'percent', percent: '150' })).toContainEqual(['percent', 'offers.error.percentInvalid']);
    expect(refused({ kind: 'amount', amount: '15', currency: 'XXQ' })).toContainEqual(['currency', 'offers.error.currencyInvalid']);
    expect(refused({ validFrom: '2030-05-10', validUntil: '2030-05-01' })).toContainEqual(['validUntil', 'offers.error.untilBeforeFrom']);
    expect(refused({ code: '<script>' })).toContainEqual(['code', 'offers.error.codeInvalid']);
    expect(OfferSchema.safeParse(offerInput()).success).toBe(true);
  });
});
