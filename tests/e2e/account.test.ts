import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';
import { signInInBrowser, signInOverHttp, signUpOverHttp } from '../factories/members.ts';

async function submitSection(page: Page, section: string, button: string) {
  await page.locator(`#${section}`).getByRole('button', { name: button }).click();
}

async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 14, g: 165, b: 233 } } })
    .png()
    .toBuffer();
}

describe('a member manages their account', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('a member changes their profile in the settings and sees it on their public profile', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page, { firstName: 'Nadia' });
    await page.goto('/account/settings');
    await expectNoAxeViolations(page);
    await page.fill('#field-firstName', 'Nadine');
    await page.fill('#field-bio', 'Wreck diver from the Red Sea. Loves nudibranchs.');
    await page.selectOption('#field-countryCode', 'EG');
    await page.selectOption('#field-certAgency', 'padi');
    await page.selectOption('#field-certLevel', 'padi-advanced-open-water');
    await page.check('input[name=units][value=imperial]');
    await submitSection(page, 'profile', 'Save my profile');
    await expect.poll(() => page.locator('#profile [role=status]').textContent()).toBe('Your profile has been saved.');

    // A level of another agency is refused, next to the field.
    await page.selectOption('#field-certLevel', 'bsac-ocean-diver');
    await submitSection(page, 'profile', 'Save my profile');
    await expect.poll(() => page.locator('#field-certLevel-error').textContent()).toBe('Please choose a level of the chosen agency.');

    await page.goto(`/user/${member.memberId}`);
    expect(await page.locator('h1').textContent()).toBe('Nadine Testdiver');
    expect(await page.getByTestId('profile-bio').textContent()).toBe('Wreck diver from the Red Sea. Loves nudibranchs.');
    expect(await page.getByTestId('profile-country').textContent()).toBe('Egypt');
    expect(await page.getByTestId('profile-certification').textContent()).toBe('PADI Advanced Open Water Diver');
    expect(await page.locator('meta[name=description]').getAttribute('content')).toContain('PADI Advanced Open Water Diver');
    await expectNoAxeViolations(page);

    // The greeting follows the new name, and the units are part of the session everyone reads.
    await page.goto('/account');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome Nadine');
  });

  it('a member switches their language to Spanish in the settings and the site follows', async () => {
    const page = await openPage(browser());
    await signUpOverHttp(page);
    await page.goto('/account/settings');
    await page.check('input[name=language][value=es]');
    await submitSection(page, 'profile', 'Save my profile');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.locator('#profile [role=status]').textContent()).toBe('Tu perfil se ha guardado.');
    expect(await page.locator('h1').textContent()).toBe('Mi perfil');
    await expectNoAxeViolations(page);
    await page.goto('/account/delete');
    await expectNoAxeViolations(page);
  });

  it('a member uploads an avatar; a text file named .png and an oversized image are refused with a clear message', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page);
    await page.goto('/account/settings');

    await page.setInputFiles('#field-avatar', { name: 'holiday.png', mimeType: 'image/png', buffer: Buffer.from('This is a text file, not a picture.\n') });
    await submitSection(page, 'avatar', 'Upload the picture');
    await expect.poll(() => page.locator('#field-avatar-error').textContent()).toBe(
      'This file is not a JPEG, PNG or WebP picture, whatever its name says. Please choose a picture.',
    );

    const oversized = Buffer.concat([await png(8, 8), Buffer.alloc(5 * 1024 * 1024 + 10, 7)]);
    await page.setInputFiles('#field-avatar', { name: 'huge.png', mimeType: 'image/png', buffer: oversized });
    await submitSection(page, 'avatar', 'Upload the picture');
    await expect.poll(() => page.locator('#field-avatar-error').textContent()).toBe('This picture is larger than 5 MB. Please choose a smaller one.');
    await expectNoAxeViolations(page);

    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 60 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Location Test' } })
      .toBuffer();
    await page.setInputFiles('#field-avatar', { name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await submitSection(page, 'avatar', 'Upload the picture');
    await expect.poll(() => page.locator('#avatar [role=status]').textContent()).toBe('Your new picture is in place.');

    await page.goto(`/user/${member.memberId}`);
    const src = await page.locator('main header img').getAttribute('src');
    expect(src).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.webp$/);
    const served = await fetch(`${baseUrl()}${src}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stored = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(256);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Location Test'))).toBe(false);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${baseUrl()}${src}`);
  });

  it('a member sees their signed-in devices and signs one out', async () => {
    const laptop = await openPage(browser());
    const member = await signUpOverHttp(laptop);
    const phone = await openPage(browser(), { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' });
    await signInInBrowser(phone, member.email, member.password);

    await laptop.goto('/account/settings');
    const sessions = laptop.getByTestId('sessions');
    expect(await sessions.locator('li').count()).toBe(2);
    expect(await sessions.textContent()).toContain('Safari on iOS');
    expect(await sessions.textContent()).toContain('This device');
    expect(await sessions.textContent()).toMatch(/Last used/);
    await sessions.getByRole('button', { name: /Sign out.*Safari on iOS/ }).click();
    await expect.poll(() => laptop.locator('#sessions [role=status]').textContent()).toBe('That device has been signed out.');
    expect(await sessions.locator('li').count()).toBe(1);

    await phone.goto('/account');
    expect(new URL(phone.url()).pathname).toBe('/sign-in');
  });

  it('a member downloads all their data as JSON', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page, { firstName: 'Oskar' });
    await page.goto('/account/settings');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^diveatlas-${member.memberId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    // The shared browser runs in another process: read the download through its stream, not a local path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const exported = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    expect(exported.member.email).toBe(member.email);
    expect(exported.member.firstName).toBe('Oskar');
    expect(exported.member.memberId).toBe(member.memberId);
    expect(exported.profile.language).toBe('en');
    expect(exported.sessions.length).toBe(1);
    expect(JSON.stringify(exported)).not.toMatch(/scrypt|password":/i);
  });

  it('a member deletes their account after confirming with their password', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page);
    await page.goto('/account/delete');
    await expectNoAxeViolations(page);

    await page.fill('#field-password', member.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => page.locator('#field-confirm-error').textContent()).toBe('Please tick the box to confirm.');

    await page.check('#field-confirm');
    await page.fill('#field-password', 'not-my-password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => page.locator('#field-password-error').textContent()).toBe('This is not your current password.');

    await page.check('#field-confirm');
    await page.fill('#field-password', member.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/sign-in?deleted=1');
    await expect.poll(() => page.locator('main [role=status]').textContent()).toContain('Your account has been deleted');

    expect((await fetch(`${baseUrl()}/user/${member.memberId}`)).status).toBe(404);
    await signInInBrowser(page, member.email, member.password);
    expect(await page.locator('main [role=alert]').textContent()).toContain('not right');
  });
});

describe('a member cannot reach another member’s account by crafting requests', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('settings, avatar and session changes only ever apply to the member who sends them', async () => {
    const victimPage = await openPage(browser());
    const victim = await signUpOverHttp(victimPage, { firstName: 'Vera' });
    const otherVictimBrowser = await openPage(browser());
    await signInOverHttp(otherVictimBrowser, victim.email, victim.password);
    await victimPage.goto('/account/settings');
    const victimSessionIds = await victimPage.locator('#sessions input[name=sessionId]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(victimSessionIds.length).toBe(1);

    const attackerPage = await openPage(browser());
    const attacker = await signUpOverHttp(attackerPage, { firstName: 'Mallory' });
    const attackerCookies = await cookieHeader(attackerPage);
    const post = (body: BodyInit, contentType?: string) =>
      fetch(`${baseUrl()}/account/settings`, {
        method: 'POST',
        headers: { cookie: attackerCookies, origin: baseUrl(), ...(contentType ? { 'content-type': contentType } : {}) },
        body,
        redirect: 'manual',
      });

    // Revoking the victim's session by its id changes nothing for the victim.
    await post(new URLSearchParams({ intent: 'revoke-session', sessionId: victimSessionIds[0]! }), 'application/x-www-form-urlencoded');
    await otherVictimBrowser.goto('/account');
    expect(new URL(otherVictimBrowser.url()).pathname).toBe('/account');

    // Profile fields naming the victim (by member ID or any id field) change the attacker's own profile only.
    await post(
      new URLSearchParams({ intent: 'profile', memberId: victim.memberId, userId: victim.memberId, firstName: 'Hacked', lastName: 'Name', bio: '', countryCode: '', certAgency: '', certLevel: '', units: 'metric', language: 'en' }),
      'application/x-www-form-urlencoded',
    );
    const form = new FormData();
    form.set('intent', 'avatar');
    form.set('memberId', victim.memberId);
    form.set('avatar', new File([new Uint8Array(await png(32, 32))], 'a.png', { type: 'image/png' }));
    await post(form);

    const victimProfile = await (await fetch(`${baseUrl()}/user/${victim.memberId}`)).text();
    expect(victimProfile).toContain('Vera Testdiver');
    expect(victimProfile).not.toContain('Hacked');
    expect(victimProfile).not.toMatch(/\/uploads\/avatars\//);
    const attackerProfile = await (await fetch(`${baseUrl()}/user/${attacker.memberId}`)).text();
    expect(attackerProfile).toContain('Hacked Name');

    // Without a session nothing is changed at all: the visitor is sent to sign in.
    const anonymous = await fetch(`${baseUrl()}/account/settings`, {
      method: 'POST',
      headers: { origin: baseUrl(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'revoke-session', sessionId: victimSessionIds[0]! }),
      redirect: 'manual',
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/sign-in');
    await victimPage.goto('/account');
    expect(new URL(victimPage.url()).pathname).toBe('/account');
  });
});
