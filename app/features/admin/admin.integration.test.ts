// The console's rules on a real database: role changes (never the last admin, never one's own
// demotion), suspensions that end sessions and block sign-in with the reason, and an audit log that
// records each action in its transaction and refuses to be changed.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '~/lib/db.server.ts';
import { createCenter } from '../../../tests/factories/centers.ts';
import { createMember, TEST_PASSWORD } from '../../../tests/factories/members.ts';
import { createDiveSite } from '../../../tests/factories/sites.ts';
import { setCenterHidden } from '../centers/centers.service.server.ts';
import { messageCenter, reportMessage } from '../inbox/inbox.service.server.ts';
import { signInMember } from '../members/auth.service.server.ts';
import { getSessionUser } from '../members/session.server.ts';
import { setSiteHidden } from '../sites/sites.service.server.ts';
import { listAudit } from './audit.queries.server.ts';
import { dashboardFigures } from './dashboard.queries.server.ts';
import { memberRecord, searchMembers } from './members.queries.server.ts';
import { changeMemberRole, liftSuspension, suspendMember } from './members.service.server.ts';

const ORIGIN = 'http://diveatlas.test';
const signIn = (email: string) => signInMember({ request: new Request(`${ORIGIN}/sign-in`, { method: 'POST' }), email, password: TEST_PASSWORD });
const roleOf = async (id: string) => (await db().select({ role: schema.authUsers.role }).from(schema.authUsers).where(eq(schema.authUsers.id, id)))[0]?.role;

describe('roles', () => {
  it('an admin gives and takes roles, each change in the audit log with its reason', async () => {
    const admin = await createMember({ role: 'admin', firstName: 'Ada' });
    const diver = await createMember();
    expect(await changeMemberRole({ actor: admin, memberId: diver.memberId, role: 'moderator', reason: 'Helps with reports' })).toEqual({ ok: true });
    expect(await roleOf(diver.id)).toBe('moderator');
    expect(await changeMemberRole({ actor: admin, memberId: diver.memberId, role: 'moderator', reason: '' })).toEqual({ ok: false, error: 'admin.error.sameRole' });
    const { entries } = await listAudit({ target: `member:${diver.memberId}` });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'member.role', actorMemberId: admin.memberId, actorName: 'Ada Diver', reason: 'Helps with reports', details: { from: 'member', to: 'moderator' } });
  });

  it('refuse a non-admin, an admin demoting themselves, and the demotion of the last admin', async () => {
    const moderator = await createMember({ role: 'moderator' });
    const diver = await createMember();
    expect(await changeMemberRole({ actor: moderator, memberId: diver.memberId, role: 'admin', reason: '' })).toEqual({ ok: false, error: 'admin.error.ownRole' });
    expect(await roleOf(diver.id)).toBe('member');

    // Every admin of this database but one is demoted, so `last` is the only one left.
    const last = await createMember({ role: 'admin' });
    await db().execute(sql`update auth_user set role = 'member' where role = 'admin' and id <> ${last.id}`);
    expect(await changeMemberRole({ actor: last, memberId: last.memberId, role: 'member', reason: '' })).toEqual({ ok: false, error: 'admin.error.ownRole' });
    expect(await roleOf(last.id)).toBe('admin');
    // Two admins demoting each other at the same moment: one wins, one admin remains.
    const second = await createMember({ role: 'admin' });
    const results = await Promise.all([
      changeMemberRole({ actor: last, memberId: second.memberId, role: 'member', reason: '' }),
      changeMemberRole({ actor: second, memberId: last.memberId, role: 'member', reason: '' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const { rows } = await db().execute<{ admins: number }>(sql`select count(*)::int as admins from auth_user where role = 'admin'`);
    expect(rows[0]!.admins).toBe(1);
  });

  it('find members by name, email or member ID', async () => {
    const diver = await createMember({ firstName: 'Zephyrine', lastName: 'Searchable' });
    expect((await searchMembers({ q: 'zephyr' })).members.map((member) => member.id)).toEqual([diver.id]);
    expect((await searchMembers({ q: diver.memberId })).members.map((member) => member.id)).toEqual([diver.id]);
    expect((await searchMembers({ q: diver.email.slice(0, 12) })).members.map((member) => member.id)).toContain(diver.id);
    expect((await searchMembers({ q: 'zephyr', role: 'admin' })).total).toBe(0);
  });
});

describe('suspensions', () => {
  it('end the member’s sessions, refuse sign-in with the reason, and end when lifted', async () => {
    const admin = await createMember({ role: 'admin' });
    const diver = await createMember();
    const signedIn = await signIn(diver.email);
    expect(signedIn.ok).toBe(true);
    const cookie = signedIn.ok ? signedIn.cookies.map((value) => value.split(';')[0]).join('; ') : '';
    expect(await getSessionUser(new Request(`${ORIGIN}/account`, { headers: { cookie } }))).toMatchObject({ id: diver.id });

    const reason = '<script>alert(1)</script> Spam in reviews';
    const until = new Date(Date.now() + 3 * 86_400_000);
    expect(await suspendMember({ actor: admin, memberId: diver.memberId, reason, until })).toEqual({ ok: true });
    expect((await memberRecord(diver.memberId))?.suspendedUntil?.getTime()).toBe(until.getTime());
    expect((await searchMembers({ q: diver.memberId })).members[0]?.suspendedUntil).not.toBeNull();
    const sessions = await db().select().from(schema.authSessions).where(eq(schema.authSessions.userId, diver.id));
    expect(sessions).toHaveLength(0);
    expect(await getSessionUser(new Request(`${ORIGIN}/account`, { headers: { cookie } }))).toBeNull();
    const refused = await signIn(diver.email);
    expect(refused).toMatchObject({ ok: false, formError: 'auth.error.suspended', formErrorParams: { reason } });
    expect(await db().select().from(schema.authSessions).where(eq(schema.authSessions.userId, diver.id))).toHaveLength(0);

    // An admin cannot be suspended, nor can one suspend oneself.
    const other = await createMember({ role: 'admin' });
    expect(await suspendMember({ actor: admin, memberId: other.memberId, reason: 'No', until })).toEqual({ ok: false, error: 'admin.error.cannotSuspend' });
    expect(await suspendMember({ actor: admin, memberId: admin.memberId, reason: 'No', until })).toEqual({ ok: false, error: 'admin.error.cannotSuspend' });

    expect(await liftSuspension({ actor: admin, memberId: diver.memberId, reason: 'Appeal accepted' })).toEqual({ ok: true });
    expect((await signIn(diver.email)).ok).toBe(true);
    expect(await liftSuspension({ actor: admin, memberId: diver.memberId, reason: '' })).toEqual({ ok: false, error: 'admin.error.notSuspended' });
    const actions = (await listAudit({ target: `member:${diver.memberId}` })).entries.map((entry) => entry.action);
    expect(actions).toEqual(['member.unsuspend', 'member.suspend']);
  });

  it('a suspension that has ended lets the member in again', async () => {
    const admin = await createMember({ role: 'admin' });
    const diver = await createMember();
    await suspendMember({ actor: admin, memberId: diver.memberId, reason: 'Cooling off', until: new Date(Date.now() + 86_400_000) });
    await db().execute(sql`update member_suspension set ends_at = now() - interval '1 minute' where user_id = ${diver.id}`);
    expect((await signIn(diver.email)).ok).toBe(true);
  });
});

describe('the audit log', () => {
  it('records moderators’ hides with their reasons, and refuses to be changed or emptied row by row', async () => {
    const moderator = await createMember({ role: 'moderator' });
    const site = await createDiveSite({ name: 'Test Audited Reef' });
    const center = await createCenter({ name: 'Test Audited Centre' });
    await setSiteHidden({ siteId: site.id, moderatorId: moderator.id, hidden: true, reason: 'Duplicate of another listing' });
    await setCenterHidden({ centerId: center.id, moderatorId: moderator.id, hidden: true });
    const { entries } = await listAudit({ actor: moderator.memberId });
    expect(entries.map((entry) => [entry.action, entry.targetLabel, entry.reason])).toEqual([
      ['center.hide', 'Test Audited Centre', ''],
      ['site.hide', 'Test Audited Reef', 'Duplicate of another listing'],
    ]);
    await expect(db().execute(sql`update audit_log set reason = 'edited' where actor_id = ${moderator.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where actor_id = ${moderator.id}`)).rejects.toThrow();
    expect((await listAudit({ actor: moderator.memberId })).entries).toHaveLength(2);
  });

  it('counts the queues and the week on the dashboard', async () => {
    const before = await dashboardFigures();
    await createMember();
    const after = await dashboardFigures();
    expect(after.figures.members).toBe(before.figures.members + 1);
    expect(after.figures.week.members).toBe(before.figures.week.members + 1);
    expect(Object.keys(after.queues).sort()).toEqual(['claims', 'edits', 'messages', 'news', 'offers', 'reports']);
  });

  it('counts a reported message in the moderators’ queue until it is decided', async () => {
    const owner = await createMember();
    const diver = await createMember();
    const center = await createCenter({ owner });
    const { conversationId } = (await messageCenter({ centerId: center.id, memberId: diver.id, body: 'Test: pay me outside the site' })) as { conversationId: number };
    const [message] = await db().select().from(schema.messages).where(eq(schema.messages.conversationId, conversationId));
    const before = await dashboardFigures();
    expect(await reportMessage({ conversationId, messageId: message!.id, reporterId: owner.id, side: 'center', reason: 'scam', details: '' })).toMatchObject({ ok: true });
    expect((await dashboardFigures()).queues.messages).toBe(before.queues.messages + 1);
  });
});
