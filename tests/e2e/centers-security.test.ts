import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, craftedPost, expectNoAxeViolations, newPage, statusOf, useBrowser, visit } from '../setup/browser.ts';
import { signUpOverHttp } from '../factories/members.ts';
import { appDatabase, setRoleInApp, verifiedMemberInBrowser } from '../factories/centers.ts';
import { signInByRequest } from '../factories/trips.ts';

const dataDir = () => inject('appDataDir');

const validDetails = (centerId: string, name: string) => ({ intent: 'details', centerId, kind: 'center', name, lat: '28.45', lng: '34.49', countryCode: 'EG' });

async function publicName(path: string): Promise<string> {
  const html = await (await fetch(`${baseUrl()}${path}`)).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

/** The signed-in member publishes a centre from /add-dive-center; returns its id. */
async function publishCenter(page: Page, name: string, email?: string): Promise<string> {
  await visit(page, '/add-dive-center');
  await page.fill('#new-name', name);
  await page.fill('#new-lat', '28.45');
  await page.fill('#new-lng', '34.49');
  await page.selectOption('#new-countryCode', 'EG');
  if (email) await page.fill('#new-email', email);
  await page.getByRole('button', { name: 'Publish the centre' }).click();
  await page.waitForURL(/center=\d+/);
  return new URL(page.url()).searchParams.get('center')!;
}

/** The invited member accepts the invitation to the named centre from /account/invitations. */
async function acceptInvitation(page: Page, centerName: string) {
  const invitation = page.getByTestId('invitations').locator('li', { hasText: centerName });
  await Promise.all([page.waitForURL(/done=accepted/), invitation.getByRole('button', { name: 'Accept' }).click()]);
  expect(await page.locator('main [role=status]').first().textContent()).toContain('You now help manage this centre.');
}

describe('only the people who run a centre can change it', { timeout: 180_000 }, () => {
  const browser = useBrowser();

  it('other members, visitors, unverified members and moderators are refused (403, 404 or sign-in) and nothing changes; managers get in', async () => {
    const ownerPage = await newPage(browser);
    await verifiedMemberInBrowser(ownerPage, dataDir(), { firstName: 'Sofia', lastName: 'Secure' });
    const centerId = await publishCenter(ownerPage, 'Security Test Divers', 'private-bookings@security-test.diveatlas.example');
    const managerPath = `/admin-divecenter/divecenter?center=${centerId}`;
    const publicPath = `/dive-center/${centerId}`;

    // Another verified member.
    const stranger = await newPage(browser);
    const strangerMember = await verifiedMemberInBrowser(stranger, dataDir(), { firstName: 'Stan', lastName: 'Stranger' });
    expect((await visit(stranger, managerPath))?.status()).toBe(403);
    expect(await stranger.locator('main').textContent()).not.toContain('private-bookings@');
    expect((await craftedPost(stranger, managerPath, validDetails(centerId, 'Hijacked Divers'))).status()).toBe(403);
    // The centre id in the form is what counts, not the address the form was posted to.
    expect((await craftedPost(stranger, '/admin-divecenter/divecenter', validDetails(centerId, 'Hijacked Divers'))).status()).toBe(403);
    expect((await craftedPost(stranger, managerPath, { intent: 'manager-invite', centerId, memberId: strangerMember.memberId })).status()).toBe(403);
    expect((await craftedPost(stranger, managerPath, { intent: 'course-add', centerId, courseType: 'try-dive' })).status()).toBe(403);
    expect(await statusOf(stranger, '/admin-divecenter/divecenter?center=99999999')).toBe(404);
    expect(await statusOf(stranger, '/admin-divecenter/divecenter?center=not-a-number')).toBe(404);
    expect(await statusOf(stranger, '/admin/claims')).toBe(403);
    expect((await craftedPost(stranger, '/admin/claims', { claimId: '1', decision: 'approve' })).status()).toBe(403);
    // The stranger's own manager page has no centre in it.
    await visit(stranger, '/admin-divecenter/divecenter');
    expect(await stranger.locator('main').textContent()).toContain('You do not own or manage a dive centre yet.');

    // A visitor is sent to sign in, for reading and for writing.
    const visitor = await newPage(browser);
    await visit(visitor, managerPath);
    expect(new URL(visitor.url()).pathname).toBe('/sign-in');
    const visitorPost = await craftedPost(visitor, managerPath, validDetails(centerId, 'Hijacked Divers'));
    expect([302, 303]).toContain(visitorPost.status());
    expect(visitorPost.headers().location).toMatch(/^\/sign-in/);
    const visitorReview = await craftedPost(visitor, publicPath, { intent: 'review', rating: '1', body: 'A review nobody signed.' });
    expect([302, 303]).toContain(visitorReview.status());

    // A member whose address is not confirmed is asked to confirm it first.
    const unverified = await newPage(browser);
    await signUpOverHttp(unverified, { firstName: 'Una', lastName: 'Unverified' });
    await visit(unverified, managerPath);
    expect(new URL(unverified.url()).pathname).toBe('/verify-email');

    // The owner cannot review their own centre, even by a crafted request.
    expect((await craftedPost(ownerPage, publicPath, { intent: 'review', rating: '5', body: 'We are simply the best.' })).status()).toBe(403);

    expect(await publicName(publicPath)).toBe('Security Test Divers');

    // A member the owner invites is not a manager until they accept; then they get in and can edit,
    // but cannot pick managers.
    const helperPage = await newPage(browser);
    const helper = await verifiedMemberInBrowser(helperPage, dataDir(), { firstName: 'Hugo', lastName: 'Helper' });
    await visit(ownerPage, managerPath);
    await ownerPage.fill('#invite-memberId', helper.memberId.toLowerCase());
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => ownerPage.getByTestId('pending-invitations').textContent(), { timeout: 10_000 }).toContain(helper.memberId);
    expect(await ownerPage.getByTestId('center-manager').count()).toBe(0);
    expect(await statusOf(helperPage, managerPath)).toBe(403);
    await visit(helperPage, '/account');
    await Promise.all([helperPage.waitForURL('**/account/invitations'), helperPage.getByTestId('invitations-notice').getByRole('link').click()]);
    await acceptInvitation(helperPage, 'Security Test Divers');
    await visit(ownerPage, managerPath);
    expect(await ownerPage.getByTestId('center-manager').allTextContents()).toEqual([expect.stringContaining(helper.memberId)]);
    expect(await ownerPage.getByTestId('pending-invitations').count()).toBe(0);
    expect((await visit(helperPage, managerPath))?.status()).toBe(200);
    expect(await helperPage.locator('main').textContent()).toContain('You help manage this page.');
    const renamed = await craftedPost(helperPage, managerPath, validDetails(centerId, 'Security Test Divers Renamed'));
    expect([302, 303]).toContain(renamed.status());
    expect(await publicName(publicPath)).toBe('Security Test Divers Renamed');
    expect((await craftedPost(helperPage, managerPath, { intent: 'manager-invite', centerId, memberId: strangerMember.memberId })).status()).toBe(403);

    // Nor can a manager remove anyone: with a second manager on the page, Hugo's crafted removals are
    // refused and both stay.
    const secondPage = await newPage(browser);
    const second = await verifiedMemberInBrowser(secondPage, dataDir(), { firstName: 'Greta', lastName: 'Second' });
    await ownerPage.fill('#invite-memberId', second.memberId);
    await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => ownerPage.getByTestId('pending-invitations').textContent(), { timeout: 10_000 }).toContain(second.memberId);
    await visit(secondPage, '/account/invitations');
    await acceptInvitation(secondPage, 'Security Test Divers');
    await visit(ownerPage, managerPath);
    expect(await ownerPage.getByTestId('center-manager').count()).toBe(2);
    expect((await craftedPost(helperPage, managerPath, { intent: 'manager-remove', centerId, memberId: second.memberId })).status()).toBe(403);
    expect((await craftedPost(helperPage, '/admin-divecenter/divecenter', { intent: 'manager-remove', centerId, memberId: helper.memberId })).status()).toBe(403);
    expect((await craftedPost(stranger, managerPath, { intent: 'manager-remove', centerId, memberId: second.memberId })).status()).toBe(403);
    await visit(ownerPage, managerPath);
    const managerIds = await ownerPage.getByTestId('center-manager').allTextContents();
    expect(managerIds).toEqual(expect.arrayContaining([expect.stringContaining(helper.memberId), expect.stringContaining(second.memberId)]));
    expect(managerIds).toHaveLength(2);
    expect(await statusOf(secondPage, managerPath)).toBe(200);

    // Moderators moderate centres; they do not run them: no manager page, no change, not even by a crafted post.
    const moderatorPage = await newPage(browser);
    const moderator = await verifiedMemberInBrowser(moderatorPage, dataDir(), { firstName: 'Milo', lastName: 'Moderator' });
    await setRoleInApp(dataDir(), moderator.email, 'moderator');
    for (const page of ['', '/trips', '/reservations', '/inbox', '/offers']) expect(await statusOf(moderatorPage, `/admin-divecenter/divecenter${page}?center=${centerId}`)).toBe(403);
    expect((await craftedPost(moderatorPage, managerPath, validDetails(centerId, 'Moderated Divers'))).status()).toBe(403);
    // Their own tools stay: the public page has the hide control, and no way to act as a manager.
    await visit(moderatorPage, publicPath);
    expect(await moderatorPage.getByTestId('center-moderation').count()).toBe(1);
    expect(await moderatorPage.getByTestId('act-as-manager').count()).toBe(0);
    expect((await craftedPost(moderatorPage, publicPath, { intent: 'act-start', reason: 'Just looking around here' })).status()).toBe(403);
    expect(await publicName(publicPath)).toBe('Security Test Divers Renamed');
  });

  it('an admin acts as a manager only after starting it on the centre page with a reason: a banner says so on every page, each change is audited, and stopping closes the manager pages again', async () => {
    const ownerPage = await newPage(browser);
    await verifiedMemberInBrowser(ownerPage, dataDir(), { firstName: 'Orla', lastName: 'Owner' });
    const centerId = await publishCenter(ownerPage, 'Acting Test Divers');
    const managerPath = `/admin-divecenter/divecenter?center=${centerId}`;
    const publicPath = `/dive-center/${centerId}`;

    const adminPage = await newPage(browser);
    const admin = await verifiedMemberInBrowser(adminPage, dataDir(), { firstName: 'Ada', lastName: 'Admin' });
    await setRoleInApp(dataDir(), admin.email, 'admin');
    // Being an admin opens nothing by itself.
    expect(await statusOf(adminPage, managerPath)).toBe(403);
    expect((await craftedPost(adminPage, managerPath, validDetails(centerId, 'Admin Renamed Divers'))).status()).toBe(403);

    await visit(adminPage, publicPath);
    const form = adminPage.getByTestId('act-as-manager');
    await form.locator('summary').click();
    expect(await form.textContent()).toContain('Every change you make is written to the audit log under your name.');
    await form.getByRole('button', { name: 'Start acting as a manager' }).click();
    await expect.poll(() => adminPage.locator('#act-reason-error').textContent()).toBe('Say why in a few words (at least 10 characters).');
    await adminPage.fill('#act-reason', 'The owner asked for help with the opening hours');
    await Promise.all([adminPage.waitForURL(new RegExp(`/admin-divecenter/divecenter\\?center=${centerId}$`)), adminPage.getByTestId('act-as-manager').getByRole('button', { name: 'Start acting as a manager' }).click()]);
    await expect.poll(() => adminPage.getByTestId('acting-banner').textContent()).toContain('You are acting as a manager of Acting Test Divers');
    expect(await adminPage.locator('main').textContent()).toContain('You are acting as a manager of this page, as an admin');
    await expectNoAxeViolations(adminPage);
    await visit(adminPage, '/');
    expect(await adminPage.getByTestId('acting-banner').textContent()).toContain('Acting Test Divers');
    // Only from the browser that started it.
    const otherDevice = await newPage(browser);
    await signInByRequest(otherDevice, baseUrl(), admin.email, admin.password);
    expect(await statusOf(otherDevice, managerPath)).toBe(403);

    const renamed = await craftedPost(adminPage, managerPath, validDetails(centerId, 'Acting Test Divers Renamed'));
    expect([302, 303]).toContain(renamed.status());
    expect(await publicName(publicPath)).toBe('Acting Test Divers Renamed');
    // Managers are the owner's to pick, not an acting admin's.
    expect((await craftedPost(adminPage, managerPath, { intent: 'manager-invite', centerId, memberId: admin.memberId })).status()).toBe(403);

    const client = await appDatabase(dataDir());
    try {
      const { rows } = await client.query<{ action: string; reason: string; step: string | null }>(
        `select action, reason, details->>'step' as step from audit_log where actor_id = (select id from auth_user where email = $1) and target_id = $2 order by id`,
        [admin.email, centerId],
      );
      expect(rows).toEqual([
        { action: 'center.act-start', reason: 'The owner asked for help with the opening hours', step: null },
        { action: 'center.act', reason: '', step: 'center.details' },
      ]);
    } finally {
      await client.end();
    }
    await visit(adminPage, '/admin/audit');
    expect(await adminPage.getByTestId('audit-entries').textContent()).toContain('acting as a manager, changed');

    await visit(adminPage, managerPath);
    await Promise.all([adminPage.waitForURL(`**${publicPath}`), adminPage.getByTestId('acting-banner').getByRole('button', { name: 'Stop acting' }).click()]);
    await expect.poll(() => adminPage.getByTestId('acting-banner').count()).toBe(0);
    expect(await statusOf(adminPage, managerPath)).toBe(403);
    expect((await craftedPost(adminPage, managerPath, validDetails(centerId, 'After Acting Divers'))).status()).toBe(403);
    expect(await publicName(publicPath)).toBe('Acting Test Divers Renamed');
  });
});
