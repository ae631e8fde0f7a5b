// A member who owns dive centres deletes their account: each centre passes to its manager, or
// becomes unclaimed without the owner's contact details.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { addManager, createCenter } from '../../../tests/factories/centers.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { deleteMemberAccount } from '../account/account-data.server.ts';
import { signInMember } from '../members/auth.service.server.ts';
import { ownedCentersFate } from './center-ownership.server.ts';

const centerRow = async (id: number) => (await db().select().from(schema.diveCenters).where(eq(schema.diveCenters.id, id)))[0]!;

describe('deleting an account that owns dive centres', () => {
  it('hands a centre to its manager, and leaves one without managers unclaimed with its contacts removed', async () => {
    const owner = await createMember();
    const manager = await createMember({ firstName: 'Marta' });
    const managed = await createCenter({ owner, name: 'Test Handed Over Centre', verification: 'verified', phone: '+34 600 000 000' });
    const alone = await createCenter({ owner, name: 'Test Lonely Centre', verification: 'verified', phone: '+34 611 111 111' });
    await addManager(managed.id, manager.id);

    expect(await ownedCentersFate(owner.id)).toEqual([
      { id: managed.id, name: 'Test Handed Over Centre', nextOwner: { firstName: 'Marta', lastName: 'Diver', memberId: manager.memberId } },
      { id: alone.id, name: 'Test Lonely Centre', nextOwner: null },
    ]);
    const signedIn = await signInMember({ request: new Request('http://diveatlas.test/sign-in', { method: 'POST' }), email: owner.email, password: owner.password });
    const cookie = signedIn.ok ? signedIn.cookies.map((value) => value.split(';')[0]).join('; ') : '';
    const result = await deleteMemberAccount({ request: new Request('http://diveatlas.test/account/delete', { method: 'POST', headers: { cookie } }), userId: owner.id, password: owner.password });
    expect(result.ok).toBe(true);

    expect(await centerRow(managed.id)).toMatchObject({ submittedUser: manager.id, verification: 'verified', phone: '+34 600 000 000' });
    expect(await db().select().from(schema.diveCenterManagers).where(eq(schema.diveCenterManagers.centerId, managed.id))).toEqual([]);
    expect(await centerRow(alone.id)).toMatchObject({ submittedUser: null, verification: 'unverified', phone: null, email: null, status: 'published' });
  });
});
