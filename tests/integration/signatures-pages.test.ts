// Signed dives over HTTP against the production build: the diver asks from the dive's page, the
// centre's manager signs on the centre's signatures page (which no one else may open or post to), and
// the dive's page then shows who signed it to anyone who may see the dive.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestSignature, signatureOf } from '../../app/features/logbook/signatures.server.ts';
import { db, schema } from '../../app/lib/db.server.ts';
import { WRITE_LIMITS } from '../../app/lib/write-limits.server.ts';
import { addManager, createCenter } from '../factories/centers.ts';
import { logDive } from '../factories/dives.ts';
import { createMember } from '../factories/members.ts';
import { getPage, postForm, sessionCookie, serveAppInWorker } from '../setup/app-in-worker.ts';

const app = serveAppInWorker();

const get = (path: string, cookie = '') => getPage(app.base, path, cookie);
const post = (path: string, body: Record<string, string>, cookie = '') => postForm(app.base, path, body, cookie);

describe('signing a logged dive', () => {
  it('is asked for on the dive page, signed on the centre page by its manager only, and shown on the public dive', async () => {
    const [diver, owner, manager, stranger] = [await createMember({ firstName: 'Ines' }), await createMember(), await createMember({ firstName: 'Marco', lastName: 'Signer' }), await createMember()];
    for (const member of [diver, owner, manager, stranger]) await db().update(schema.authUsers).set({ emailVerified: true }).where(eq(schema.authUsers.id, member.id));
    const center = await createCenter({ owner, name: 'Page Signing Divers' });
    await addManager(center.id, manager.id);
    const { diveId } = await logDive(diver, { privacy: 'public' });
    await db().update(schema.dives).set({ centerId: center.id }).where(eq(schema.dives.id, diveId));
    const [diverCookie, managerCookie, strangerCookie] = [await sessionCookie(app.base, diver), await sessionCookie(app.base, manager), await sessionCookie(app.base, stranger)];

    expect((await post(`/dive/${diveId}`, { intent: 'signature-ask' }, strangerCookie)).status).toBe(404);
    expect(await signatureOf(diveId)).toBeNull();
    const asked = await post(`/dive/${diveId}`, { intent: 'signature-ask' }, diverCookie);
    expect(asked.status).toBe(302);
    expect(await (await get(`/dive/${diveId}?signature=asked`, diverCookie)).text()).toContain('Page Signing Divers was asked to sign this dive');

    const page = `/admin-divecenter/divecenter/signatures?center=${center.id}`;
    expect((await get(page, strangerCookie)).status).toBe(403);
    const listed = await (await get(page, managerCookie)).text();
    expect(listed).toContain('Ines');
    const [row] = await db().select({ id: schema.diveSignatures.id }).from(schema.diveSignatures).where(eq(schema.diveSignatures.diveId, diveId));
    expect((await post(page, { centerId: String(center.id), signatureId: String(row!.id), intent: 'sign' }, strangerCookie)).status).toBe(403);
    expect((await signatureOf(diveId))?.state).toBe('requested');
    const signed = await post(page, { centerId: String(center.id), signatureId: String(row!.id), intent: 'sign' }, managerCookie);
    expect(signed.status).toBe(302);

    const publicPage = await (await get(`/dive/${diveId}`)).text();
    expect(publicPage).toMatch(/Signed by Page Signing Divers \(Marco Signer\) on/);
    expect(publicPage).not.toContain('value="signature-withdraw"');
  });

  it("shows the dive's depth on the centre's page in the units its manager chose", async () => {
    const [diver, owner] = [await createMember({ firstName: 'Yara' }), await createMember()];
    await db().update(schema.authUsers).set({ emailVerified: true }).where(eq(schema.authUsers.id, owner.id));
    await db().update(schema.memberProfiles).set({ units: 'imperial' }).where(eq(schema.memberProfiles.userId, owner.id));
    const center = await createCenter({ owner, name: 'Feet And Inches Divers' });
    const { diveId } = await logDive(diver, { maxDepthM: 18 });
    await db().update(schema.dives).set({ centerId: center.id }).where(eq(schema.dives.id, diveId));
    expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: true });

    const listed = await (await get(`/admin-divecenter/divecenter/signatures?center=${center.id}`, await sessionCookie(app.base, owner))).text();
    expect(listed).toContain('59 ft');
    expect(listed).not.toContain('18 m');
  });

  it('refuses a member who asked for as many signatures as the limit allows, saying so and writing nothing', async () => {
    const [diver, owner] = [await createMember(), await createMember()];
    const center = await createCenter({ owner, name: 'Busy Signing Divers' });
    const limit = Math.min(...WRITE_LIMITS.signatureRequest.map((window) => window.limit));
    const dives: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      const { diveId } = await logDive(diver, { privacy: 'public' });
      await db().update(schema.dives).set({ centerId: center.id }).where(eq(schema.dives.id, diveId));
      dives.push(diveId);
    }
    for (const diveId of dives.slice(0, limit)) expect(await requestSignature({ memberId: diver.id, diveId })).toEqual({ ok: true });
    const last = dives[limit]!;
    const audited = async () => (await db().select({ id: schema.auditLog.id }).from(schema.auditLog).where(eq(schema.auditLog.actorId, diver.id))).length;
    const auditBefore = await audited();

    const refused = await post(`/dive/${last}`, { intent: 'signature-ask' }, await sessionCookie(app.base, diver));
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('You asked for many signatures today');
    expect(await signatureOf(last)).toBeNull();
    expect(await audited()).toBe(auditBefore);
  });
});
