import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, schema } from '../../lib/db.server.ts';
import { createMember } from '../../../tests/factories/members.ts';
import { createdId, createDiveSite } from '../../../tests/factories/sites.ts';
import { ReportDecisionSchema } from './reports.schema.ts';
import { createReport, handleReport, listReports } from './reports.server.ts';
import { getSite } from './sites.queries.server.ts';

async function reportRow(id: number) {
  const [row] = await db().select().from(schema.siteReports).where(eq(schema.siteReports.id, id));
  return row!;
}

const wrongFacts = { reason: 'wrong-facts', details: 'The maximum depth is 40 m, not 12 m.', duplicateOf: null } as const;

describe('moderators handling site reports', () => {
  it('hiding through a report hides the site and closes every open report about it, and only those', async () => {
    const [moderator, reporter, other] = await Promise.all([createMember({ role: 'moderator' }), createMember({ firstName: 'Rita' }), createMember()]);
    const site = await createDiveSite();
    const elsewhere = await createDiveSite();
    const first = createdId(await createReport({ siteId: site.id, reporterId: reporter.id, input: wrongFacts }));
    const second = createdId(await createReport({ siteId: site.id, reporterId: other.id, input: { reason: 'abuse', details: 'Advertising, not a dive site.', duplicateOf: null } }));
    const unrelated = createdId(await createReport({ siteId: elsewhere.id, reporterId: other.id, input: wrongFacts }));

    expect(await handleReport({ reportId: first, intent: 'hide', moderatorId: moderator.id })).toEqual({ ok: true, siteId: site.id, status: 'resolved' });

    expect(await getSite(site.id)).toMatchObject({ status: 'hidden', hiddenBy: moderator.id });
    for (const id of [first, second]) {
      const row = await reportRow(id);
      expect(row).toMatchObject({ status: 'resolved', handledBy: moderator.id });
      expect(row.handledAt).toBeInstanceOf(Date);
    }
    expect(await reportRow(unrelated)).toMatchObject({ status: 'open', handledBy: null, handledAt: null });
    expect((await getSite(elsewhere.id))?.status).toBe('published');

    const open = (await listReports('open')).map((report) => report.id);
    expect(open).toContain(unrelated);
    expect(open).not.toContain(first);
    const handled = (await listReports('handled')).find((report) => report.id === first);
    expect(handled).toMatchObject({ status: 'resolved', site: { id: site.id, status: 'hidden' }, reporter: { memberId: reporter.memberId, firstName: 'Rita' }, handler: { memberId: moderator.memberId } });
  });

  it('dismissing closes the report and leaves the site published', async () => {
    const [moderator, reporter] = await Promise.all([createMember({ role: 'moderator' }), createMember()]);
    const site = await createDiveSite();
    const reportId = createdId(await createReport({ siteId: site.id, reporterId: reporter.id, input: wrongFacts }));

    expect(await handleReport({ reportId, intent: 'dismiss', moderatorId: moderator.id })).toEqual({ ok: true, siteId: site.id, status: 'dismissed' });

    expect(await getSite(site.id)).toMatchObject({ status: 'published', hiddenBy: null });
    expect(await reportRow(reportId)).toMatchObject({ status: 'dismissed', handledBy: moderator.id });
  });

  it('a report already handled, or one that does not exist, changes nothing', async () => {
    const [first, second, reporter] = await Promise.all([createMember({ role: 'moderator' }), createMember({ role: 'admin' }), createMember()]);
    const site = await createDiveSite();
    const reportId = createdId(await createReport({ siteId: site.id, reporterId: reporter.id, input: wrongFacts }));
    await handleReport({ reportId, intent: 'dismiss', moderatorId: first.id });
    const before = await reportRow(reportId);

    expect(await handleReport({ reportId, intent: 'hide', moderatorId: second.id })).toEqual({ ok: false, error: 'moderation.error.reportHandled' });
    expect(await handleReport({ reportId, intent: 'dismiss', moderatorId: second.id })).toEqual({ ok: false, error: 'moderation.error.reportHandled' });
    expect(await handleReport({ reportId: 2_000_000_000, intent: 'hide', moderatorId: second.id })).toEqual({ ok: false, error: 'moderation.error.reportHandled' });

    expect(await reportRow(reportId)).toEqual(before);
    expect(await getSite(site.id)).toMatchObject({ status: 'published', hiddenBy: null });
  });

  it('two moderators acting on the same report at once: one wins, the other is told', async () => {
    const [a, b, reporter] = await Promise.all([createMember({ role: 'moderator' }), createMember({ role: 'moderator' }), createMember()]);
    const site = await createDiveSite();
    const reportId = createdId(await createReport({ siteId: site.id, reporterId: reporter.id, input: wrongFacts }));
    const results = await Promise.all([handleReport({ reportId, intent: 'dismiss', moderatorId: a.id }), handleReport({ reportId, intent: 'hide', moderatorId: b.id })]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const row = await reportRow(reportId);
    expect((await getSite(site.id))?.status).toBe(row.status === 'dismissed' ? 'published' : 'hidden');
  });

  it('shows a report whose author deleted their account as by a deleted member, with the listing it duplicates', async () => {
    const reporter = await createMember();
    const site = await createDiveSite({ name: 'Test Twin Reef' });
    const original = await createDiveSite({ name: 'Test Original Reef' });
    const reportId = createdId(await createReport({ siteId: site.id, reporterId: reporter.id, input: { reason: 'duplicate', details: '', duplicateOf: original.id } }));
    await db().delete(schema.authUsers).where(eq(schema.authUsers.id, reporter.id));

    const report = (await listReports('open')).find((entry) => entry.id === reportId);
    expect(report).toMatchObject({ reason: 'duplicate', reporter: null, duplicateOf: { id: original.id, name: 'Test Original Reef' }, site: { id: site.id, name: 'Test Twin Reef' } });
  });

  it('accepts only a known decision about a report id', () => {
    expect(ReportDecisionSchema.safeParse({ intent: 'hide', reportId: '12' })).toMatchObject({ success: true, data: { intent: 'hide', reportId: 12 } });
    for (const form of [{ intent: 'delete', reportId: '12' }, { intent: 'hide', reportId: 'abc' }, { intent: 'dismiss', reportId: '-3' }, { intent: 'hide', reportId: '99999999999' }, { intent: 'hide' }]) {
      expect(ReportDecisionSchema.safeParse(form).success).toBe(false);
    }
  });
});
