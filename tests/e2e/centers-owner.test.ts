import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, newPage, statusOf, useBrowser, visit } from '../setup/browser.ts';
import { latestEmailTo, signInOverHttp } from '../factories/members.ts';
import { setRoleInApp, verifiedMemberInBrowser } from '../factories/centers.ts';

const dataDir = () => inject('appDataDir');

async function accountMenuLinks(page: Page, fullName: string): Promise<string[]> {
  await page.getByRole('button', { name: new RegExp(fullName) }).first().click();
  const links = await page.locator('header ul a').allTextContents();
  await page.keyboard.press('Escape');
  return links.map((text) => text.trim());
}

/** The newest email to an address whose subject matches, waiting briefly for it. */
async function emailWithSubject(to: string, subject: RegExp) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const message = await latestEmailTo(dataDir(), to, /./).catch(() => null);
    if (message && subject.test(message.subject)) return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} with a subject matching ${subject}`);
}

describe('a dive centre from submission to a moderator-approved claim', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let centerPath = '';
  let owner = { firstName: '', lastName: '', email: '', password: '', memberId: '' };
  let newOwner = { email: '', password: '' };

  it('a member submits a centre, gets the Dive Center Manager entry, edits it, and the public page shows the changes; a visitor finds it by place, agency and service', async () => {
    const page = await newPage(browser);
    owner = await verifiedMemberInBrowser(page, dataDir(), { firstName: 'Olga', lastName: 'Owner' });
    await visit(page, '/account');
    expect(await accountMenuLinks(page, 'Olga Owner')).not.toContain('Dive Center Manager');

    await visit(page, '/add-dive-center?lang=es');
    expect(await page.locator('h1').textContent()).toBe('¿Tienes un centro de buceo?');
    await expectNoAxeViolations(page);
    await visit(page, '/add-dive-center?lang=en');
    expect(await page.locator('h1').textContent()).toBe('Own a dive centre?');
    await expectNoAxeViolations(page);

    // Server-side validation: errors by the fields, and what was typed stays.
    await page.fill('#new-name', 'Test Coral Academy');
    await page.fill('#new-lat', '95');
    await page.getByRole('button', { name: 'Publish the centre' }).click();
    await expect.poll(() => page.locator('#new-lat-error').textContent(), { timeout: 10_000 }).toBe('Latitude is a number from -90 to 90.');
    expect(await page.locator('#new-countryCode-error').textContent()).toBe('Choose the country.');
    expect(await page.inputValue('#new-name')).toBe('Test Coral Academy');
    expect(await page.inputValue('#new-lat')).toBe('95');
    await expectNoAxeViolations(page);

    await page.fill('#new-lat', '28.4905');
    await page.fill('#new-lng', '34.5128');
    await page.selectOption('#new-countryCode', 'EG');
    await page.fill('#new-region', 'Dahab, South Sinai');
    await page.fill('#new-email', 'bookings@coral-academy.test.diveatlas.example');
    await page.check('#new-agencies-padi');
    await page.check('#new-agencies-ssi');
    await page.check('#new-services-nitrox');
    await page.check('#new-services-boat-dives');
    await page.check('#new-languages-en');
    await page.check('#new-languages-ru');
    await page.getByRole('button', { name: 'Publish the centre' }).click();
    await page.waitForURL(/\/admin-divecenter\/divecenter\?center=\d+/);
    await page.waitForLoadState('networkidle');
    const centerId = new URL(page.url()).searchParams.get('center');
    centerPath = `/dive-center/${centerId}`;
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 10_000 }).toBe('Test Coral Academy');
    expect(await page.locator('main [role=status]').first().textContent()).toContain('Your centre is published');

    // The avatar menu now offers the manager page, decided by "is this member a submittedUser".
    expect(await accountMenuLinks(page, 'Olga Owner')).toContain('Dive Center Manager');
    await expectNoAxeViolations(page);

    await page.fill('#edit-descriptionEn', 'Small groups and long dives on the house reef.');
    await page.fill('#edit-open_0', '08:00');
    await page.fill('#edit-close_0', '17:30');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect.poll(() => page.locator('main [role=status]').first().textContent(), { timeout: 10_000 }).toBe('The details are saved.');

    await page.selectOption('#course-new-courseType', 'open-water');
    await page.fill('#course-new-title', 'Open Water Diver');
    await page.selectOption('#course-new-agency', 'padi');
    await page.fill('#course-new-price', '395');
    await page.selectOption('#course-new-currency', 'EUR');
    await page.fill('#course-new-durationDays', '4');
    await page.getByRole('button', { name: 'Add course' }).click();
    await expect.poll(() => page.locator('main [role=status]').first().textContent(), { timeout: 10_000 }).toBe('The courses are saved.');

    await page.getByLabel(/^Lighthouse Reef ·/).check();
    await page.getByRole('button', { name: 'Save dive sites' }).click();
    await expect.poll(() => page.locator('main [role=status]').first().textContent(), { timeout: 10_000 }).toBe('The dive sites are saved.');

    const logo = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
    await page.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect.poll(() => page.locator('main [role=status]').first().textContent(), { timeout: 10_000 }).toBe('The photos are saved.');
    expect(await page.locator('img[alt="Logo of Test Coral Academy"]').count()).toBe(1);
    await expectNoAxeViolations(page);
    await visit(page, `/admin-divecenter/divecenter?center=${centerId}&lang=es`);
    expect(await page.locator('#courses-heading').textContent()).toBe('Cursos y precios');
    await expectNoAxeViolations(page);
    await visit(page, `/admin-divecenter/divecenter?center=${centerId}&lang=en`);

    await visit(page, centerPath);
    expect(await page.locator('h1').textContent()).toBe('Test Coral Academy');
    expect(await page.locator('#about').textContent()).toContain('Small groups and long dives on the house reef.');
    expect(await page.locator('#courses tbody tr').first().textContent()).toContain('PADI Open Water Diver');
    expect(await page.locator('#courses tbody tr').first().textContent()).toContain('€395');
    expect(await page.locator('#sites a', { hasText: 'Lighthouse Reef' }).count()).toBe(1);
    expect(await page.locator('#hours tr').first().textContent()).toContain('08:00–17:30');
    expect(await page.locator('#languages').textContent()).toContain('Russian');
    expect(await page.getByText('Not yet verified').first().isVisible()).toBe(true);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('SportsActivityLocation');
    expect(JSON.stringify(jsonLd)).not.toContain('bookings@');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('Test Coral Academy');
    await expectNoAxeViolations(page);
    await visit(page, `${centerPath}?lang=es`);
    expect(await page.locator('#courses-heading').textContent()).toBe('Cursos y precios');
    await expectNoAxeViolations(page);

    // A visitor finds the new centre with the place, agency and service it was given, and opens it.
    const visitor = await newPage(browser);
    await visit(visitor, '/find-a-dive-center');
    await visitor.fill('#finder-near', 'Dahab');
    await visitor.locator('summary', { hasText: 'Training agencies' }).click();
    await visitor.check('#finder-agency-padi');
    await visitor.locator('summary', { hasText: 'Services' }).click();
    await visitor.check('#finder-service-nitrox');
    await visitor.getByRole('button', { name: 'Search', exact: true }).click();
    await visitor.waitForURL(/near=Dahab/);
    const search = new URL(visitor.url()).searchParams;
    expect(search.getAll('agency')).toEqual(['padi']);
    expect(search.getAll('service')).toEqual(['nitrox']);
    const card = visitor.getByTestId('center-card').filter({ hasText: 'Test Coral Academy' });
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.textContent()).toContain('Dahab, South Sinai');
    await card.getByRole('link', { name: /Test Coral Academy/ }).click();
    await visitor.waitForURL(`**${centerPath}`);
    await expect.poll(() => visitor.locator('h1').textContent(), { timeout: 10_000 }).toBe('Test Coral Academy');
  });

  it('another member claims the centre; a moderator rejects the claim with a reason, then approves a better one', async () => {
    const claimantPage = await newPage(browser);
    const claimant = await verifiedMemberInBrowser(claimantPage, dataDir(), { firstName: 'Carlos', lastName: 'Claimant' });
    newOwner = { email: claimant.email, password: claimant.password };
    await visit(claimantPage, centerPath);
    await claimantPage.getByRole('link', { name: 'Is this your business? Claim this page' }).click();
    await claimantPage.waitForURL(/\/add-dive-center\?claim=\d+/);
    await claimantPage.waitForLoadState('networkidle');
    await expect.poll(() => claimantPage.locator('#claim-heading').textContent(), { timeout: 10_000 }).toBe('Claim Test Coral Academy');
    await claimantPage.fill('#claim-evidence', 'Mine.');
    await claimantPage.getByRole('button', { name: 'Send claim' }).click();
    await expect.poll(() => claimantPage.locator('#claim-evidence-error').textContent(), { timeout: 10_000 }).toBe('Tell the moderators a little more (at least 20 characters).');
    expect(await claimantPage.inputValue('#claim-evidence')).toBe('Mine.');
    await claimantPage.fill('#claim-evidence', 'I run it; the owner is a former employee.');
    await claimantPage.getByRole('button', { name: 'Send claim' }).click();
    await claimantPage.waitForURL(/claimed=1/);
    await expect.poll(() => claimantPage.getByTestId('my-claim').first().textContent(), { timeout: 10_000 }).toContain('Waiting for a moderator');
    await expectNoAxeViolations(claimantPage);
    // A waiting claim gives nothing: no manager entry, no access to the manager page.
    expect(await accountMenuLinks(claimantPage, 'Carlos Claimant')).not.toContain('Dive Center Manager');
    const centerId = centerPath.split('/').pop();
    const blocked = await visit(claimantPage, `/admin-divecenter/divecenter?center=${centerId}`);
    expect(blocked?.status()).toBe(403);

    const moderatorPage = await newPage(browser);
    const moderator = await verifiedMemberInBrowser(moderatorPage, dataDir(), { firstName: 'Mona', lastName: 'Moderator' });
    const before = await visit(moderatorPage, '/admin/claims');
    expect(before?.status()).toBe(403);
    await setRoleInApp(dataDir(), moderator.email, 'moderator');
    await visit(moderatorPage, '/admin/claims');
    const card = moderatorPage.getByTestId('claim').filter({ hasText: 'Test Coral Academy' });
    expect(await card.textContent()).toContain('I run it; the owner is a former employee.');
    expect(await card.textContent()).toContain(claimant.memberId);
    await expectNoAxeViolations(moderatorPage);
    await visit(moderatorPage, '/admin/claims?lang=es');
    await expectNoAxeViolations(moderatorPage);
    await visit(moderatorPage, '/admin/claims?lang=en');

    // Rejecting needs a reason for the claimant.
    await card.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => card.locator('[id$="-note-error"]').textContent(), { timeout: 10_000 }).toBe('Tell the claimant why the claim is rejected.');
    await card.getByLabel('Note to the claimant').fill('Please send a link to a public page that names you.');
    await card.getByRole('button', { name: 'Reject' }).click();
    await moderatorPage.waitForURL(/decided=reject/);
    const rejection = await emailWithSubject(claimant.email, /was not approved/);
    expect(rejection.text).toContain('Please send a link to a public page that names you.');
    await visit(claimantPage, '/add-dive-center');
    expect(await claimantPage.getByTestId('my-claim').first().textContent()).toContain('Not approved');
    expect(await claimantPage.getByTestId('my-claim').first().textContent()).toContain('Please send a link to a public page that names you.');

    // A second, better claim is approved; the first owner is kept on as a manager.
    await visit(claimantPage, `/add-dive-center?claim=${centerId}`);
    await claimantPage.fill('#claim-evidence', 'Our staff page at example.com/team names me as the manager.');
    await claimantPage.getByRole('button', { name: 'Send claim' }).click();
    await claimantPage.waitForURL(/claimed=1/);
    await visit(moderatorPage, '/admin/claims');
    const second = moderatorPage.getByTestId('claim').filter({ hasText: 'Test Coral Academy' });
    await second.getByLabel('Keep the current owner as a manager').check();
    await second.getByRole('button', { name: 'Approve' }).click();
    await moderatorPage.waitForURL(/decided=approve/);
    await expect.poll(() => moderatorPage.getByTestId('claim').filter({ hasText: 'Test Coral Academy' }).count(), { timeout: 10_000 }).toBe(0);

    const approval = await emailWithSubject(claimant.email, /was approved/);
    expect(approval.text).toContain('Test Coral Academy');
    await visit(claimantPage, '/add-dive-center');
    expect(await claimantPage.getByTestId('my-claim').first().textContent()).toContain('Approved');
    expect(await accountMenuLinks(claimantPage, 'Carlos Claimant')).toContain('Dive Center Manager');
    await visit(claimantPage, '/admin-divecenter/divecenter');
    expect(await claimantPage.locator('h1').textContent()).toBe('Test Coral Academy');
    expect(await claimantPage.locator('main').textContent()).toContain('You own this page.');
    await visit(claimantPage, centerPath);
    expect(await claimantPage.getByText('Verified owner').first().isVisible()).toBe(true);

    const movedOn = await emailWithSubject(owner.email, /has a new owner/);
    expect(movedOn.text).toContain('You stay on as a manager');
  });

  it('a member writes to the centre and reviews it; the owner replies once, in public', async () => {
    const diverPage = await newPage(browser);
    const diver = await verifiedMemberInBrowser(diverPage, dataDir(), { firstName: 'Dora', lastName: 'Diver' });
    await visit(diverPage, centerPath);
    await diverPage.fill('#contact-subject', 'Nitrox course in May');
    await diverPage.fill('#contact-message', 'Do you have space for two divers in the first week of May?');
    await diverPage.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => diverPage.locator('#contact [role=status]').textContent(), { timeout: 10_000 }).toContain('Your message was sent to Test Coral Academy');
    const message = await emailWithSubject('bookings@coral-academy.test.diveatlas.example', /Nitrox course in May/);
    expect(message.text).toContain('Do you have space for two divers in the first week of May?');
    expect((message as { replyTo?: string }).replyTo).toBe(diver.email);

    await diverPage.getByLabel('4 stars').check();
    await diverPage.fill('#review-body', 'Friendly team and well-kept rental kit.');
    await diverPage.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => diverPage.getByTestId('center-review').first().textContent(), { timeout: 10_000 }).toContain('Friendly team and well-kept rental kit.');
    expect(await diverPage.locator('main').textContent()).toContain('Rated 4.0 out of 5');

    const ownerPage = await newPage(browser);
    await signInOverHttp(ownerPage, newOwner.email, newOwner.password);
    await visit(ownerPage, '/admin-divecenter/divecenter');
    const review = ownerPage.getByTestId('center-review').filter({ hasText: 'Friendly team' });
    await review.getByLabel('Public reply').fill('Thank you, Dora! See you in May.');
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await expect.poll(() => ownerPage.locator('main [role=status]').first().textContent(), { timeout: 10_000 }).toBe('Your reply is published.');
    // Once replied, there is no second reply form.
    expect(await ownerPage.getByTestId('center-review').filter({ hasText: 'Friendly team' }).getByLabel('Public reply').count()).toBe(0);
    await visit(diverPage, centerPath);
    expect(await diverPage.getByTestId('center-review').first().textContent()).toContain('Thank you, Dora! See you in May.');
  });

  it('a member who runs two centres switches between them; the owner removes them as a manager and they lose that page', async () => {
    const coralId = centerPath.split('/').pop()!;
    const coralManagerPath = `/admin-divecenter/divecenter?center=${coralId}`;
    // Olga was kept on as a manager of the claimed centre; she now adds a centre of her own.
    const olgaPage = await newPage(browser);
    await signInOverHttp(olgaPage, owner.email, owner.password);
    await visit(olgaPage, '/add-dive-center');
    await olgaPage.fill('#new-name', 'Test Reef Lodge');
    await olgaPage.fill('#new-lat', '27.9158');
    await olgaPage.fill('#new-lng', '34.3300');
    await olgaPage.selectOption('#new-countryCode', 'EG');
    await olgaPage.getByRole('button', { name: 'Publish the centre' }).click();
    await olgaPage.waitForURL(/\/admin-divecenter\/divecenter\?center=\d+/);
    await olgaPage.waitForLoadState('networkidle');
    await expect.poll(() => olgaPage.locator('h1').textContent(), { timeout: 10_000 }).toBe('Test Reef Lodge');

    const switcher = olgaPage.getByRole('navigation', { name: 'Your centres' });
    expect((await switcher.getByRole('link').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['Test Coral Academy · manager', 'Test Reef Lodge · owner']);
    expect(await switcher.locator('a[aria-current=page]').textContent()).toContain('Test Reef Lodge');
    await expectNoAxeViolations(olgaPage);
    await switcher.getByRole('link', { name: /Test Coral Academy/ }).click();
    await olgaPage.waitForURL(`**${coralManagerPath}`);
    await expect.poll(() => olgaPage.locator('h1').textContent(), { timeout: 10_000 }).toBe('Test Coral Academy');
    expect(await olgaPage.locator('main').textContent()).toContain('You help manage this page.');
    expect(await switcher.locator('a[aria-current=page]').textContent()).toContain('Test Coral Academy');
    // A manager does not choose managers: she sees neither a remove button nor the invite form.
    expect(await olgaPage.getByTestId('center-manager').allTextContents()).toEqual([expect.stringContaining(owner.memberId)]);
    expect(await olgaPage.getByRole('button', { name: 'Remove Olga' }).count()).toBe(0);
    expect(await olgaPage.locator('#invite-memberId').count()).toBe(0);

    // The owner removes her from the managers.
    const ownerPage = await newPage(browser);
    await signInOverHttp(ownerPage, newOwner.email, newOwner.password);
    await visit(ownerPage, coralManagerPath);
    expect(await ownerPage.getByTestId('center-manager').allTextContents()).toEqual([expect.stringContaining(owner.memberId)]);
    await ownerPage.getByRole('button', { name: 'Remove Olga' }).click();
    await expect.poll(() => ownerPage.locator('main [role=status]').first().textContent(), { timeout: 10_000 }).toBe('The managers are saved.');
    expect(await ownerPage.getByTestId('center-manager').count()).toBe(0);
    expect(await ownerPage.locator('#managers').textContent()).toContain('No other managers.');
    await expectNoAxeViolations(ownerPage);

    // She loses that centre's manager page, keeps her own, and no longer needs a switcher.
    expect(await statusOf(olgaPage, coralManagerPath)).toBe(403);
    await visit(olgaPage, '/admin-divecenter/divecenter');
    expect(await olgaPage.locator('h1').textContent()).toBe('Test Reef Lodge');
    expect(await olgaPage.getByRole('navigation', { name: 'Your centres' }).count()).toBe(0);
  });
});
