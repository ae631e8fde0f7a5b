import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { unverifiedOwnedCenters } from './center-claims.queries.server.ts';
import { markCenterVerified } from './centers.service.server.ts';

async function verification(centerId: number) {
  const [row] = await db().select({ verification: schema.diveCenters.verification, owner: schema.diveCenters.submittedUser }).from(schema.diveCenters).where(eq(schema.diveCenters.id, centerId));
  return row!;
}

describe('a moderator marks an owned centre verified', () => {
  it('verifies a published centre for its owner, and it leaves the list of centres waiting', async () => {
    const [owner, moderator] = await Promise.all([createMember({ firstName: 'Olga' }), createMember({ role: 'moderator' })]);
    const center = await createCenter({ owner });
    const waiting = await unverifiedOwnedCenters();
    expect(waiting.find((entry) => entry.id === center.id)).toMatchObject({ name: center.name, owner: { memberId: owner.memberId, firstName: 'Olga' } });

    expect(await markCenterVerified({ centerId: center.id, moderatorId: moderator.id })).toEqual({ ok: true });
    expect(await verification(center.id)).toEqual({ verification: 'verified', owner: owner.id });
    expect((await unverifiedOwnedCenters()).map((entry) => entry.id)).not.toContain(center.id);
  });

  it('refuses a centre without an owner, a hidden one, one verified already, and an unknown id; and does not list them', async () => {
    const [owner, moderator] = await Promise.all([createMember(), createMember({ role: 'moderator' })]);
    const ownerless = await createCenter();
    const hidden = await createCenter({ owner, status: 'hidden' });
    const verified = await createCenter({ owner, verification: 'verified' });
    const listed = (await unverifiedOwnedCenters()).map((entry) => entry.id);
    for (const center of [ownerless, hidden, verified]) {
      expect(listed).not.toContain(center.id);
      expect(await markCenterVerified({ centerId: center.id, moderatorId: moderator.id })).toMatchObject({ ok: false, error: 'moderation.error.centerNotVerifiable' });
    }
    expect(await verification(ownerless.id)).toEqual({ verification: 'unverified', owner: null });
    expect(await verification(hidden.id)).toEqual({ verification: 'unverified', owner: owner.id });
    expect((await markCenterVerified({ centerId: 2_000_000_000, moderatorId: moderator.id })).ok).toBe(false);
  });
});
