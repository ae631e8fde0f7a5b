import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../tests/factories/members.ts';
import { db, schema } from './db.server.ts';
import { recipientByEmail, recipientFor } from './recipients.server.ts';

describe("an email's recipient", () => {
  it("reads the member's own language before any other", async () => {
    const member = await createMember({ firstName: 'Lucía' });
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, member.id));
    expect(await recipientFor(member.id)).toEqual({ email: member.email, firstName: 'Lucía', locale: 'es' });
    expect(await recipientFor(member.id, 'en')).toMatchObject({ locale: 'es' });
  });

  it('falls back to the language the caller gives, else English, for a member without a profile', async () => {
    const member = await createMember();
    await db().delete(schema.memberProfiles).where(eq(schema.memberProfiles.userId, member.id));
    expect(await recipientFor(member.id)).toMatchObject({ email: member.email, locale: 'en' });
    expect(await recipientFor(member.id, 'es')).toMatchObject({ locale: 'es' });
  });

  it('finds a member by an address typed with spaces and capitals, and nobody for an unknown one', async () => {
    const member = await createMember({ firstName: 'Ana' });
    await db().update(schema.memberProfiles).set({ language: 'es' }).where(eq(schema.memberProfiles.userId, member.id));
    expect(await recipientByEmail(`  ${member.email.toUpperCase()} `)).toEqual({ email: member.email, firstName: 'Ana', locale: 'es' });
    expect(await recipientByEmail('nobody.here@test.diveatlas.example')).toBeNull();
    expect(await recipientFor('no-such-member')).toBeNull();
  });
});
