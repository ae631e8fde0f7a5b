import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setRoleInApp, verifiedMemberInBrowser } from '../factories/centers.ts';
import { baseUrl, craftedPost, expectNoAxeViolations, newPage, useBrowser, visit } from '../setup/browser.ts';

const dataDir = () => inject('appDataDir');

async function visitorStatus(path: string): Promise<number> {
  return (await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })).status;
}

/** Publishes a dive site through the form (confirming it is not a duplicate if asked) and returns its path. */
async function addSite(page: Page, name: string, lat: string, lng: string): Promise<string> {
  await visit(page, '/add-listing');
  await page.fill('input[name=name]', name);
  await page.selectOption('select[name=countryCode]', 'PH');
  await page.fill('input[name=lat]', lat);
  await page.fill('input[name=lng]', lng);
  await page.getByLabel('Reef', { exact: true }).check();
  await page.getByLabel('My own dive').check();
  await page.fill('input[name=sourceDivedOn]', '2025-06-01');
  await page.getByRole('button', { name: 'Publish the dive site' }).click();
  // Either it is published at once, or a listing nearby (or of a similar name) needs confirming first.
  const outcome = await Promise.race([
    page.waitForURL(/\/listing\/\d+\?added=1/).then(() => 'published' as const, () => 'timeout' as const),
    page.getByTestId('duplicates').waitFor().then(() => 'warned' as const, () => 'timeout' as const),
  ]);
  if (outcome === 'warned') {
    await page.getByLabel('I checked: my site is a different dive site.').check();
    await Promise.all([page.waitForURL(/\/listing\/\d+\?added=1/), page.getByRole('button', { name: 'Publish the dive site' }).click()]);
  }
  return new URL(page.url()).pathname;
}

async function reportSite(page: Page, listingPath: string, reason: RegExp, details: string, duplicateOf = '') {
  await visit(page, `${listingPath}/report`);
  await page.getByRole('radio', { name: reason }).check();
  if (duplicateOf) await page.fill('input[name=duplicateOf]', duplicateOf);
  await page.fill('textarea[name=details]', details);
  await Promise.all([page.waitForURL(/reported=1/), page.getByRole('button', { name: 'Send the report' }).click()]);
}

/** Opens the account menu in the header and follows one of its links. */
async function followAccountMenu(page: Page, fullName: string, link: string) {
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/admin/')), header.getByRole('link', { name: link }).click()]);
  await page.waitForLoadState('networkidle');
}

/** The queue entry about a site (found by the heading's link, not by a "duplicate of" link to it). */
const reportCard = (page: Page, siteName: string) => page.getByTestId('report').filter({ has: page.locator('h3').getByRole('link', { name: siteName, exact: true }) });

describe('moderators handle site reports and verify dive centres', { timeout: 240_000 }, () => {
  const browser = useBrowser({ keepContexts: true });
  let reporterPage: Page;
  let reporterMemberId = '';
  let moderatorPage: Page;
  let hiddenPath = '';
  let keptPath = '';

  it('a member reports a site; a moderator follows "Site reports" from the avatar menu, hides the site, and visitors no longer find it', async () => {
    reporterPage = await newPage(browser);
    const reporter = await verifiedMemberInBrowser(reporterPage, dataDir(), { firstName: 'Rhea', lastName: 'Reporter' });
    reporterMemberId = reporter.memberId;
    hiddenPath = await addSite(reporterPage, 'Test Moderation Pinnacle', '11.4321', '124.0123');
    keptPath = await addSite(reporterPage, 'Test Moderation Garden', '11.5321', '124.1123');
    await reportSite(reporterPage, hiddenPath, /^Abuse or spam/, 'This listing advertises a hotel, it is not a dive site.');

    moderatorPage = await newPage(browser);
    const moderator = await verifiedMemberInBrowser(moderatorPage, dataDir(), { firstName: 'Mona', lastName: 'Moderator' });
    await setRoleInApp(dataDir(), moderator.email, 'moderator');
    const page = moderatorPage;
    await visit(page, '/explore');
    await followAccountMenu(page, 'Mona Moderator', 'Site reports');
    expect(new URL(page.url()).pathname).toBe('/admin/reports');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Site reports');

    const card = reportCard(page, 'Test Moderation Pinnacle');
    expect(await card.count()).toBe(1);
    const text = await card.textContent();
    expect(text).toContain('Abuse or spam');
    expect(text).toContain('This listing advertises a hotel, it is not a dive site.');
    expect(await card.getByRole('link', { name: 'Test Moderation Pinnacle' }).getAttribute('href')).toBe(hiddenPath);
    expect(await card.getByRole('link', { name: 'Rhea', exact: true }).getAttribute('href')).toBe(`/user/${reporterMemberId}`);
    await expectNoAxeViolations(page);

    await Promise.all([page.waitForURL(/done=hide/), card.getByRole('button', { name: 'Hide the site' }).click()]);
    expect(await page.getByRole('status').first().textContent()).toContain('The site is hidden');
    expect(await reportCard(page, 'Test Moderation Pinnacle').count()).toBe(0);

    expect(await visitorStatus(hiddenPath)).toBe(404);
    expect(await (await fetch(`${baseUrl()}/explore?q=moderation+pinnacle`)).text()).not.toContain('Test Moderation Pinnacle');
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain(`${hiddenPath}<`);

    await visit(page, '/admin/reports?view=handled');
    const handled = reportCard(page, 'Test Moderation Pinnacle');
    expect(await handled.textContent()).toContain('Site hidden');
    expect(await handled.getByRole('link', { name: 'Mona', exact: true }).count()).toBe(1);
    expect(await handled.getByRole('button').count()).toBe(0);
  });

  it('a second report, of a duplicate, is dismissed and the site stays published', async () => {
    await reportSite(reporterPage, keptPath, /^Duplicate/, 'Looks like the same place as the pinnacle.', hiddenPath);
    const page = moderatorPage;
    await visit(page, '/admin/reports');
    const card = reportCard(page, 'Test Moderation Garden');
    expect(await card.textContent()).toContain('Duplicate');
    expect(await card.getByRole('link', { name: 'Test Moderation Pinnacle' }).getAttribute('href')).toBe(hiddenPath);

    await Promise.all([page.waitForURL(/done=dismiss/), card.getByRole('button', { name: 'Dismiss' }).click()]);
    expect(await page.getByRole('status').first().textContent()).toContain('the site stays published');
    expect(await reportCard(page, 'Test Moderation Garden').count()).toBe(0);
    expect(await visitorStatus(keptPath)).toBe(200);
    await visit(page, '/admin/reports?view=handled');
    expect(await reportCard(page, 'Test Moderation Garden').textContent()).toContain('Dismissed');
  });

  it('a plain member gets 403 and their crafted post changes nothing; a visitor is sent to sign in; a stale or made-up decision is refused', async () => {
    await reportSite(reporterPage, keptPath, /^Wrong facts/, 'The depth is 30 m, not 5 m.');
    const page = moderatorPage;
    await visit(page, '/admin/reports');
    const card = reportCard(page, 'Test Moderation Garden');
    const reportId = await card.locator('input[name=reportId]').inputValue();
    expect(reportId).toMatch(/^\d+$/);

    expect((await visit(reporterPage, '/admin/reports'))?.status()).toBe(403);
    expect(await reporterPage.locator('main').textContent()).not.toContain('The depth is 30 m');
    expect((await craftedPost(reporterPage, '/admin/reports', { intent: 'hide', reportId })).status()).toBe(403);
    expect((await craftedPost(reporterPage, '/admin/claims', { intent: 'verify-center', centerId: '1' })).status()).toBe(403);

    const visitor = await newPage(browser);
    await visit(visitor, '/admin/reports');
    expect(new URL(visitor.url()).pathname).toBe('/sign-in');
    const visitorPost = await craftedPost(visitor, '/admin/reports', { intent: 'hide', reportId });
    expect([302, 303]).toContain(visitorPost.status());
    expect(visitorPost.headers().location).toMatch(/^\/sign-in/);

    expect(await visitorStatus(keptPath)).toBe(200);
    await visit(page, '/admin/reports');
    expect(await reportCard(page, 'Test Moderation Garden').count()).toBe(1);

    // A moderator's own request must still make sense: a known decision about an open report.
    expect((await craftedPost(page, '/admin/reports', { intent: 'delete', reportId })).status()).toBe(400);
    expect((await craftedPost(page, '/admin/reports', { intent: 'hide', reportId: 'abc' })).status()).toBe(400);
    await visit(page, '/admin/reports');
    await reportCard(page, 'Test Moderation Garden').getByRole('button', { name: 'Dismiss' }).click();
    await page.waitForURL(/done=dismiss/);
    const stale = await craftedPost(page, '/admin/reports', { intent: 'hide', reportId });
    expect(stale.status()).toBe(409);
    expect(await stale.text()).toContain('This report has already been handled');
    expect(await visitorStatus(keptPath)).toBe(200);
  });

  it('the reports queue reads well in English and Spanish', async () => {
    await reportSite(reporterPage, keptPath, /^Something else/, 'The entry point moved after the storm.');
    const page = moderatorPage;
    await visit(page, '/admin/reports');
    expect(await page.getByTestId('report').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await visit(page, '/admin/reports?lang=es');
    expect(await page.locator('h1').textContent()).toBe('Informes sobre puntos de buceo');
    const card = reportCard(page, 'Test Moderation Garden');
    expect(await card.textContent()).toContain('Otro motivo');
    expect(await card.getByRole('button', { name: 'Ocultar el punto de buceo' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Descartar' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await visit(page, '/admin/reports?view=handled&lang=es');
    expect(await reportCard(page, 'Test Moderation Pinnacle').textContent()).toContain('Punto de buceo oculto');
    await expectNoAxeViolations(page);
    await visit(page, '/admin/reports?lang=en');
  });

  let verifiedCenterPath = '';

  it('a moderator marks a member-submitted centre verified from "Ownership claims", and its page says so', async () => {
    const ownerPage = await newPage(browser);
    await verifiedMemberInBrowser(ownerPage, dataDir(), { firstName: 'Vera', lastName: 'Owner' });
    await visit(ownerPage, '/add-dive-center');
    await ownerPage.fill('#new-name', 'Test Verification Divers');
    await ownerPage.fill('#new-lat', '11.45');
    await ownerPage.fill('#new-lng', '124.05');
    await ownerPage.selectOption('#new-countryCode', 'PH');
    await ownerPage.fill('#new-email', 'bookings@verification-test.diveatlas.example');
    await ownerPage.getByRole('button', { name: 'Publish the centre' }).click();
    await ownerPage.waitForURL(/center=\d+/);
    const centerPath = `/dive-center/${new URL(ownerPage.url()).searchParams.get('center')}`;
    verifiedCenterPath = centerPath;
    await visit(ownerPage, centerPath);
    expect(await ownerPage.getByText('Not yet verified').first().isVisible()).toBe(true);

    const page = moderatorPage;
    await visit(page, '/explore?lang=en');
    await followAccountMenu(page, 'Mona Moderator', 'Ownership claims');
    expect(new URL(page.url()).pathname).toBe('/admin/claims');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Dive centre claims');
    const entry = page.getByTestId('unverified-center').filter({ hasText: 'Test Verification Divers' });
    expect(await entry.textContent()).toContain('Vera Owner');
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForURL(/verified=1/), entry.getByRole('button', { name: 'Mark verified' }).click()]);
    expect(await page.getByRole('status').first().textContent()).toContain('now marked verified');
    expect(await page.getByTestId('unverified-center').filter({ hasText: 'Test Verification Divers' }).count()).toBe(0);

    await visit(ownerPage, centerPath);
    expect(await ownerPage.getByText('Verified owner').first().isVisible()).toBe(true);
    expect(await ownerPage.getByText('Not yet verified').count()).toBe(0);
    await visit(page, '/admin/claims?lang=es');
    expect(await page.locator('#unverified-centres').textContent()).toBe('Centros pendientes de verificación');
    await expectNoAxeViolations(page);
    await visit(page, '/admin/claims?lang=en');
  });

  it('a moderator hides a dive centre from visitors and shows it again; a member’s crafted hide is refused', async () => {
    const page = moderatorPage;
    expect(await visitorStatus(verifiedCenterPath)).toBe(200);
    const crafted = await craftedPost(reporterPage, verifiedCenterPath, { intent: 'hide' });
    expect(crafted.status()).toBe(403);
    expect(await visitorStatus(verifiedCenterPath)).toBe(200);

    // A review a moderator hides leaves the page for visitors until it is shown again.
    await visit(reporterPage, verifiedCenterPath);
    await reporterPage.getByLabel('2 stars').check();
    await reporterPage.fill('#review-body', 'Demo review: the boat left an hour late.');
    await reporterPage.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => reporterPage.getByTestId('center-review').first().textContent(), { timeout: 10_000 }).toContain('the boat left an hour late');
    await visit(page, verifiedCenterPath);
    const review = page.getByTestId('center-review').filter({ hasText: 'the boat left an hour late' });
    await review.getByRole('button', { name: 'Hide this review (moderator)' }).click();
    await expect.poll(() => review.textContent()).toContain('Hidden from visitors and left out of the rating.');
    expect(await (await fetch(`${baseUrl()}${verifiedCenterPath}`)).text()).not.toContain('the boat left an hour late');
    await review.getByRole('button', { name: 'Show this review again (moderator)' }).click();
    await expect.poll(() => review.textContent()).not.toContain('Hidden from visitors');
    expect(await (await fetch(`${baseUrl()}${verifiedCenterPath}`)).text()).toContain('the boat left an hour late');

    await Promise.all([page.waitForURL((url) => url.pathname === verifiedCenterPath), page.getByRole('button', { name: 'Hide from visitors (moderator)' }).click()]);
    await expect.poll(() => page.getByText('Hidden from visitors', { exact: true }).count()).toBe(1);
    expect(await visitorStatus(verifiedCenterPath)).toBe(404);
    const finder = await (await fetch(`${baseUrl()}/find-a-dive-center?near=11.45,124.05`)).text();
    expect(finder).not.toContain('Test Verification Divers');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show to visitors again (moderator)' }).click();
    await expect.poll(() => page.getByText('Hidden from visitors', { exact: true }).count()).toBe(0);
    expect(await visitorStatus(verifiedCenterPath)).toBe(200);
    expect(await (await fetch(`${baseUrl()}/find-a-dive-center?near=11.45,124.05`)).text()).toContain('Test Verification Divers');
  });

  it('a plain member’s account menu has no moderation entries', async () => {
    await visit(reporterPage, '/explore');
    const header = reporterPage.getByTestId('site-header');
    await header.getByRole('button', { name: 'Account menu for Rhea Reporter' }).click();
    const links = await header.locator('ul a').allTextContents();
    expect(links).toContain('Wishlist');
    expect(links).not.toContain('Site reports');
    expect(links).not.toContain('Ownership claims');
  });
});
