import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setRoleInApp, verifiedMemberInBrowser } from '../factories/centers.ts';
import { baseUrl, expectNoAxeViolations, newPage, statusOf, useBrowser } from '../setup/browser.ts';

const dataDir = () => inject('appDataDir');

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 110, b: 170 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 48/1 49/1' } })
    .toBuffer();
  return { name: 'anchor.jpg', mimeType: 'image/jpeg', buffer };
}

const rating = (page: Page) => page.locator('header').filter({ has: page.locator('h1') }).first().textContent();

describe('contributing, reviewing, saving and moderating a dive site', { timeout: 240_000 }, () => {
  const browser = useBrowser({ keepContexts: true });
  let listingPath = '';
  let ownerPage: Page;

  it('a verified member adds a site with a photo, is warned of a duplicate nearby, confirms, and finds it in search', async () => {
    ownerPage = await newPage(browser);
    await verifiedMemberInBrowser(ownerPage, dataDir(), { firstName: 'Sol', lastName: 'Contributor' });
    const page = ownerPage;
    await page.goto('/add-listing');
    expect(await page.locator('h1').textContent()).toBe('Add a dive site');
    await expectNoAxeViolations(page);

    // A first attempt with mistakes: field-level messages, nothing typed is lost.
    await page.fill('input[name=name]', 'Test Anchor Garden');
    await page.fill('input[name=lat]', '95');
    await page.getByRole('button', { name: 'Publish the dive site' }).click();
    await expect.poll(() => page.getByTestId('form-errors').textContent()).toContain('Latitude');
    expect(await page.locator('input[name=lat] ~ p, input[name=lat] + p').last().textContent()).toContain('between -90 and 90');
    expect(await page.inputValue('input[name=name]')).toBe('Test Anchor Garden');
    await expectNoAxeViolations(page);

    // Right next to the SS Thistlegorm: the duplicate check speaks up, and the photo is kept.
    await page.selectOption('select[name=countryCode]', 'EG');
    await page.fill('input[name=lat]', '27.8168');
    await page.fill('input[name=lng]', '33.9210');
    await page.getByLabel('Reef', { exact: true }).check();
    await page.fill('input[name=depthMax]', '24');
    await page.fill('input[name=tempMin8]', '26');
    await page.fill('input[name=tempMax8]', '28');
    await page.fill('textarea[name=descriptionEn]', 'A sandy patch with coral heads beside the wreck mooring.');
    await page.getByLabel('My own dive').check();
    await page.fill('input[name=sourceDivedOn]', '2025-06-01');
    await page.setInputFiles('input[name=photos]', await photo());
    await page.getByRole('button', { name: 'Publish the dive site' }).click();
    await expect.poll(() => page.getByTestId('duplicates').textContent()).toContain('SS Thistlegorm');
    expect(await page.locator('input[name=stagedPhoto]').count()).toBe(1);
    expect(await page.inputValue('input[name=depthMax]')).toBe('24');
    await expectNoAxeViolations(page);

    await page.getByLabel('I checked: my site is a different dive site.').check();
    await Promise.all([page.waitForURL(/\/listing\/\d+\?added=1/), page.getByRole('button', { name: 'Publish the dive site' }).click()]);
    listingPath = new URL(page.url()).pathname;
    expect(await page.getByTestId('listing-notice').textContent()).toContain('published');
    expect(await page.locator('[data-testid=gallery] img').count()).toBe(1);
    expect(await page.getByText('Seed data', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const html = await (await fetch(`${baseUrl()}${listingPath}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${baseUrl()}${listingPath}/photos/[a-f0-9]{32}-\\d+\\.webp$`));
    const served = await fetch(image!);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();

    await page.goto('/explore?q=anchor+garden');
    expect(await page.locator('[data-testid=site-card] h3').allTextContents()).toContain('Test Anchor Garden');

    await page.goto('/add-listing?lang=es');
    expect(await page.locator('main h1').textContent()).toBe('Añadir un punto de buceo');
    await page.getByRole('button', { name: 'Publicar el punto de buceo' }).click();
    await expect.poll(() => page.getByTestId('form-errors').textContent()).toContain('Elige el país donde está el punto.');
    await expectNoAxeViolations(page);
    await page.goto(`${listingPath}?lang=es`);
    await expectNoAxeViolations(page);
    for (const lang of ['en', 'es']) {
      await page.goto(`${listingPath}/edit?lang=${lang}`);
      expect(await page.inputValue('input[name=name]')).toBe('Test Anchor Garden');
      await expectNoAxeViolations(page);
    }
    await page.goto('/account/listings?lang=es');
    expect(await page.locator('main h1').textContent()).toBe('Mis fichas');
    await expectNoAxeViolations(page);
    await page.goto('/account/wishlist?lang=es');
    await expectNoAxeViolations(page);
    await page.goto('/explore?lang=en');
  });

  it('reviews change the average rating, and one member has one editable review', async () => {
    const page = ownerPage;
    await page.goto(listingPath);
    await page.getByLabel('4 of 5').check();
    await page.fill('#review-body', 'Calm water and plenty of glassfish.');
    await page.fill('input[name=visibility]', '18');
    await Promise.all([page.waitForURL(/reviewed=1/), page.getByRole('button', { name: 'Publish review' }).click()]);
    await expect.poll(() => rating(page)).toContain('4.0');
    expect(await rating(page)).toContain('(1 review)');

    const other = await newPage(browser);
    const rita = await verifiedMemberInBrowser(other, dataDir(), { firstName: 'Rita', lastName: 'Reviewer' });
    await other.goto(listingPath);
    await other.getByLabel('2 of 5').check();
    await other.fill('#review-body', 'Too crowded with boats when we went.');
    await Promise.all([other.waitForURL(/reviewed=1/), other.getByRole('button', { name: 'Publish review' }).click()]);
    await expect.poll(() => rating(other)).toContain('3.0');
    expect(await rating(other)).toContain('(2 reviews)');
    // Editing replaces the review rather than adding one.
    await other.getByLabel('5 of 5').check();
    await other.getByRole('button', { name: 'Update review' }).click();
    await expect.poll(() => rating(other)).toContain('4.5');
    expect(await rating(other)).toContain('(2 reviews)');
    await expectNoAxeViolations(other);

    // Her public profile lists the review with the site it is about.
    await other.goto(`/user/${rita.memberId}`);
    const onProfile = other.getByTestId('profile-reviews').locator('li');
    expect(await onProfile.count()).toBe(1);
    expect(await onProfile.textContent()).toContain('Too crowded with boats when we went.');
    expect(await onProfile.getByRole('link').getAttribute('href')).toBe(listingPath);
    expect(await other.locator('main').textContent()).toContain('1 review');
    await expectNoAxeViolations(other);

    // Rita deletes her account: her review and its rating stay, signed as by a deleted member.
    await other.goto('/account/delete');
    await other.check('#field-confirm');
    await other.fill('#field-password', rita.password);
    await Promise.all([other.waitForURL('**/sign-in?deleted=1'), other.getByRole('button', { name: 'Delete my account' }).click()]);
    await page.goto(listingPath);
    expect(await rating(page)).toContain('(2 reviews)');
    const ritasReview = page.getByTestId('reviews').locator('li', { hasText: 'Too crowded with boats when we went.' });
    expect(await ritasReview.locator('p').first().textContent()).toBe('A deleted member');
    expect(await page.getByTestId('reviews').textContent()).not.toContain('Rita');
  });

  it('a member saves the site to the wishlist, downloads it, and another member can neither edit nor delete it', async () => {
    const page = await newPage(browser);
    await verifiedMemberInBrowser(page, dataDir(), { firstName: 'Wes', lastName: 'Wisher' });
    await page.goto(listingPath);
    const save = page.locator('main header').getByRole('button', { name: 'Save', exact: true });
    // The button turns "Saved" at once; the list is read once the server has answered the save.
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST' && response.ok()), save.click()]);
    await expect.poll(() => page.locator('main header').getByRole('button', { name: 'Saved', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.goto('/account/wishlist');
    expect(await page.locator('[data-testid=site-card] h2').allTextContents()).toEqual(['Test Anchor Garden']);
    await expectNoAxeViolations(page);
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const gpx = await (await fetch(`${baseUrl()}/account/wishlist/export/gpx`, { headers: { cookie: cookies } })).text();
    expect(gpx).toContain('<name>Test Anchor Garden</name>');

    expect(await statusOf(page, `${listingPath}/edit`)).toBe(403);
    const id = listingPath.split('/').pop()!;
    const deletion = await page.request.post('/account/listings', { form: { siteId: id, intent: 'delete' }, headers: { origin: baseUrl() } });
    expect(deletion.status()).toBe(403);
    expect((await fetch(`${baseUrl()}${listingPath}`)).status).toBe(200);

    await page.goto('/account/wishlist');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes(listingPath)),
      page.getByRole('button', { name: 'Remove Test Anchor Garden from your wishlist' }).click(),
    ]);
    await page.reload();
    await expect.poll(() => page.getByTestId('wishlist-empty').count()).toBe(1);
  });

  it('saving works without JavaScript too', async () => {
    // Signing up uses the browser; saving then happens with JavaScript turned off.
    const withJs = await newPage(browser);
    await verifiedMemberInBrowser(withJs, dataDir(), { firstName: 'Nils', lastName: 'Noscript' });
    const state = await withJs.context().storageState();
    const noJs = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false, storageState: state });
    const plain = await noJs.newPage();
    await plain.goto('/explore?q=thistlegorm');
    await plain.getByRole('button', { name: 'Save SS Thistlegorm to your wishlist' }).click();
    await plain.waitForURL(/\/explore\?q=thistlegorm/);
    expect(await plain.getByRole('button', { name: 'Remove SS Thistlegorm from your wishlist' }).count()).toBe(1);
    await noJs.close();
  });

  it('a member reviews without JavaScript; only pages that show the review form download its code', async () => {
    const scriptsOf = (page: Page) => {
      const urls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
      });
      return urls;
    };
    const visitor = await newPage(browser);
    const visitorScripts = scriptsOf(visitor);
    await visitor.goto('/explore?q=thistlegorm');
    const path = await visitor.getByRole('link', { name: 'SS Thistlegorm' }).first().getAttribute('href');
    expect(path).toMatch(/^\/listing\/\d+$/);
    await visitor.goto(path!);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('link', { name: 'Sign in to write a review' }).count()).toBe(1);
    expect(visitorScripts.some((url) => url.includes('/listing._id-'))).toBe(true);
    expect(visitorScripts.filter((url) => url.includes('listing-member-controls'))).toEqual([]);

    const member = await newPage(browser);
    await verifiedMemberInBrowser(member, dataDir(), { firstName: 'Petra', lastName: 'Plain' });
    const memberScripts = scriptsOf(member);
    await member.goto(path!);
    await expect.poll(() => memberScripts.some((url) => url.includes('listing-member-controls'))).toBe(true);
    // Hydrated once the form's code is in: the rating stays checked as picked.
    await member.getByLabel('3 of 5').check();
    expect(await member.getByLabel('3 of 5').isChecked()).toBe(true);

    // The same member with JavaScript off: the form is in the page as sent, and it works.
    const noJs = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false, storageState: await member.context().storageState() });
    const plain = await noJs.newPage();
    await plain.goto(path!);
    expect(await plain.getByTestId('review-form').isVisible()).toBe(true);
    expect(await plain.getByText('Account menu for Petra').count()).toBeGreaterThan(0);
    await plain.getByLabel('5 of 5').check();
    await plain.fill('#review-body', 'Read and written with scripts off: the holds are full of motorbikes.');
    await Promise.all([plain.waitForURL(/reviewed=1/), plain.getByRole('button', { name: 'Publish review' }).click()]);
    expect(await plain.getByTestId('reviews').textContent()).toContain('Read and written with scripts off');
    await noJs.close();
  });

  it('a member reports the site and is told the moderators have it; a moderator hides it and it leaves search and the sitemap', async () => {
    const page = await newPage(browser);
    const reporter = await verifiedMemberInBrowser(page, dataDir(), { firstName: 'Remy', lastName: 'Reporter' });
    await page.goto(`${listingPath}/report?lang=es`);
    await expectNoAxeViolations(page);
    await page.goto(`${listingPath}/report?lang=en`);
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /^Duplicate/ }).check();
    await page.fill('textarea[name=details]', 'Same mooring as the Thistlegorm, I think.');
    await Promise.all([page.waitForURL(/reported=1/), page.getByRole('button', { name: 'Send the report' }).click()]);
    expect(await page.getByTestId('listing-notice').textContent()).toContain('sent to the moderators');

    await setRoleInApp(dataDir(), reporter.email, 'moderator');
    await page.goto(listingPath);
    // A moderator hides one review: it leaves the rating, and only moderators still see it, marked.
    expect(await rating(page)).toContain('(2 reviews)');
    const crowded = page.getByTestId('reviews').locator('li', { hasText: 'Too crowded with boats when we went.' });
    await crowded.getByRole('button', { name: 'Hide this review (moderator)' }).click();
    await expect.poll(() => rating(page)).toContain('(1 review)');
    expect(await crowded.textContent()).toContain('Hidden from visitors and left out of the rating.');
    expect(await (await fetch(`${baseUrl()}${listingPath}`)).text()).not.toContain('Too crowded with boats');
    await expectNoAxeViolations(page);
    await crowded.getByRole('button', { name: 'Show this review again (moderator)' }).click();
    await expect.poll(() => rating(page)).toContain('(2 reviews)');
    expect(await (await fetch(`${baseUrl()}${listingPath}`)).text()).toContain('Too crowded with boats');

    await page.fill('input[name=reason]', 'Duplicate of the wreck listing');
    await page.getByRole('button', { name: 'Hide this site' }).click();
    await expect.poll(() => page.getByTestId('hidden-notice').count()).toBe(1);
    await expectNoAxeViolations(page);

    expect((await fetch(`${baseUrl()}${listingPath}`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain(`${listingPath}<`);
    const search = await (await fetch(`${baseUrl()}/explore?q=anchor+garden`)).text();
    expect(search).not.toContain('Test Anchor Garden');

    await ownerPage.goto('/account/listings');
    expect(await ownerPage.getByTestId('my-listing').filter({ hasText: 'Test Anchor Garden' }).textContent()).toContain('Hidden by a moderator');
    await expectNoAxeViolations(ownerPage);
  });

  it('the owner deletes a listing from their account; its page is gone for visitors', async () => {
    const page = ownerPage;
    await page.goto('/add-listing');
    await page.fill('input[name=name]', 'Test Short-lived Ledge');
    await page.selectOption('select[name=countryCode]', 'MT');
    await page.fill('input[name=lat]', '35.95');
    await page.fill('input[name=lng]', '14.35');
    await page.getByLabel('Wall', { exact: true }).check();
    await page.getByLabel('My own dive').check();
    await page.fill('input[name=sourceDivedOn]', '2025-06-01');
    await Promise.all([page.waitForURL(/\/listing\/\d+\?added=1/), page.getByRole('button', { name: 'Publish the dive site' }).click()]);
    const path = new URL(page.url()).pathname;
    await page.goto('/account/listings');
    await Promise.all([page.waitForURL(/deleted=1/), page.getByRole('button', { name: 'Delete Test Short-lived Ledge' }).click()]);
    await expect.poll(() => page.getByTestId('my-listing').filter({ hasText: 'Test Short-lived Ledge' }).count()).toBe(0);
    expect((await fetch(`${baseUrl()}${path}`)).status).toBe(404);
  });
});
