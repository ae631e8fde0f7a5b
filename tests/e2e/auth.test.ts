import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, craftedPost, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';
import { latestEmailTo, signInInBrowser, signUpInBrowser, signUpOverHttp, uniqueEmail } from '../factories/members.ts';

const dataDir = () => inject('appDataDir');
const alertText = (page: Page) => page.locator('main [role=alert]').first().textContent();

describe('accounts: signing up, in and out', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('a new diver signs up, is greeted with their member ID, gets a verification email and opens their public profile', async () => {
    const page = await openPage(browser());
    await page.goto('/sign-up');
    await expectNoAxeViolations(page);
    const member = await signUpInBrowser(page, { firstName: 'Marina', lastName: 'Reefwalker' });

    expect(await page.locator('h1').textContent()).toBe('Welcome Marina');
    expect(member.memberId).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    // The header follows the session: the avatar menu replaces the Sign Up button.
    expect(await page.locator('header a[href="/sign-up"]').count()).toBe(0);
    await page.getByRole('button', { name: /Marina Reefwalker/ }).first().click();
    await expect.poll(() => page.getByTestId('account-greeting').first().textContent()).toBe('Welcome Marina');
    expect(await page.locator(`header a[href="/user/${member.memberId}"]`).first().textContent()).toBe(`Member ID: ${member.memberId}`);
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    const email = await latestEmailTo(dataDir(), member.email, /\/verify-email\?token=/);
    expect(email.subject).toContain('Confirm your email');

    await page.getByTestId('member-id').click();
    await page.waitForURL(`**/user/${member.memberId}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Marina Reefwalker');
    const html = await page.content();
    expect(html).not.toContain(member.email);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('profile');
    await expectNoAxeViolations(page);

    // The header is server-rendered from the session: no flash of the signed-out state.
    const cookies = await page.context().cookies();
    const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const serverHtml = await (await fetch(`${baseUrl()}/`, { headers: { cookie: cookieHeader } })).text();
    expect(serverHtml).toContain(`/user/${member.memberId}`);
    expect(serverHtml).not.toMatch(/href="\/sign-up"/);
  });

  it('a Spanish visitor signs up in Spanish and the pages have no accessibility violations', async () => {
    const page = await openPage(browser());
    await page.goto('/sign-up?lang=es');
    expect(await page.locator('h1').textContent()).toBe('Regístrate');
    await page.click('main form button[type=submit]');
    await expect.poll(() => page.locator('#field-firstName-error').textContent()).toBe('Escribe tu nombre.');
    await expectNoAxeViolations(page);
    await page.goto('/sign-in');
    expect(await page.locator('h1').textContent()).toBe('Iniciar sesión');
    await expectNoAxeViolations(page);
    await page.goto('/forgot-password');
    await expectNoAxeViolations(page);
    const member = await signUpInBrowser(page, { firstName: 'Lucía' });
    expect(await page.locator('h1').textContent()).toBe('Bienvenido/a Lucía');
    await expectNoAxeViolations(page);
    await page.goto(`/user/${member.memberId}`);
    expect(await page.locator('h1').textContent()).toBe('Lucía Testdiver');
    await expectNoAxeViolations(page);
    // Her verification email is in Spanish too.
    const email = await latestEmailTo(dataDir(), member.email, /\/verify-email/);
    expect(email.subject).toContain('Confirma tu dirección');
  });

  it('sign-up refuses short and common passwords with a message next to the field, keeping what was typed', async () => {
    const page = await openPage(browser());
    await page.goto('/sign-up');
    await page.fill('#field-firstName', 'Pablo');
    await page.fill('#field-lastName', 'Shortpass');
    await page.fill('#field-email', uniqueEmail('pablo'));
    await page.fill('#field-password', 'abc123');
    await page.check('#field-acceptTerms');
    await page.check('#field-ageConfirm');
    await page.click('main form button[type=submit]');
    await expect.poll(() => page.locator('#field-password-error').textContent()).toBe('Your password needs at least 8 characters.');
    expect(await page.inputValue('#field-firstName')).toBe('Pablo');
    await page.fill('#field-password', 'password123');
    await page.check('#field-acceptTerms');
    await page.check('#field-ageConfirm');
    await page.click('main form button[type=submit]');
    await expect.poll(() => page.locator('#field-password-error').textContent()).toContain('most common');
    expect(page.url()).toContain('/sign-up');
  });

  it('a member logs out and the old session cookie no longer works on the server', async () => {
    const page = await openPage(browser());
    // Signing up is the subject of the tests above: here the member signs up as the form posts, then opens their account.
    await signUpOverHttp(page);
    await page.goto('/account');
    const before = await page.context().cookies();
    const cookieHeader = before.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect((await fetch(`${baseUrl()}/account`, { headers: { cookie: cookieHeader }, redirect: 'manual' })).status).toBe(200);

    await page.getByRole('button', { name: /Ana Testdiver/ }).first().click();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.locator('header a[href="/sign-up"]').count()).toBeGreaterThan(0);

    const replay = await fetch(`${baseUrl()}/account`, { headers: { cookie: cookieHeader }, redirect: 'manual' });
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/sign-in?redirectTo=%2Faccount');
  });

  it('a wrong password and an unknown email get the same message', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page);
    const other = await openPage(browser());
    await signInInBrowser(other, member.email, 'not-the-right-password');
    const wrongPassword = await alertText(other);
    await signInInBrowser(other, uniqueEmail('nobody'), 'not-the-right-password');
    const unknownEmail = await alertText(other);
    expect(wrongPassword).toBe('The email or the password is not right. Please try again.');
    expect(unknownEmail).toBe(wrongPassword);
    expect(await other.inputValue('#field-email')).toContain('@test.diveatlas.example');
    await expectNoAxeViolations(other);
  });

  it("after repeated failures from a new browser, it waits even with the right password; the owner's browser does not, and the owner is told", async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page);
    await page.goto('/account');
    const attacker = await openPage(browser());
    await signInInBrowser(attacker, member.email, 'wrong-guess-1');
    expect(await alertText(attacker)).toContain('not right');
    // The next guesses are posted as the form posts them, with the attacker's cookies: the form's answer
    // to one wrong guess is checked above, and drawing it eight more times adds nothing.
    for (let attempt = 2; attempt < 10; attempt++) {
      const guess = await craftedPost(attacker, '/sign-in', { email: member.email, password: `wrong-guess-${attempt}`, redirectTo: '/' });
      expect(guess.status()).toBe(400);
      expect(await guess.text()).toContain('not right');
    }
    await signInInBrowser(attacker, member.email, 'wrong-guess-10');
    expect(await alertText(attacker)).toMatch(/Too many attempts\. For your safety, please try again in \d+ minutes\./);
    await signInInBrowser(attacker, member.email, member.password);
    expect(attacker.url()).toContain('/sign-in');
    expect(await alertText(attacker)).toMatch(/try again in \d+ minutes/);

    // The browser the member signed up with logs out and signs in again: it is not held back.
    await page.getByRole('button', { name: /Ana Testdiver/ }).first().click();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(`${baseUrl()}/`);
    await signInInBrowser(page, member.email, member.password);
    expect(new URL(page.url()).pathname).not.toBe('/sign-in');
    const alert = await latestEmailTo(inject('appDataDir'), member.email, /\/forgot-password$/);
    expect(alert.subject).toMatch(/Someone is trying to sign in/);
    expect(alert.text).toContain('Browsers you have signed in with before are not affected');
  });

  it('sign-in returns to the page asked for, and only to pages of this site', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page);
    const fresh = await openPage(browser());
    await fresh.goto('/account/settings');
    expect(new URL(fresh.url()).pathname + new URL(fresh.url()).search).toBe('/sign-in?redirectTo=%2Faccount%2Fsettings');
    await fresh.fill('#field-email', member.email);
    await fresh.fill('#field-password', member.password);
    await fresh.locator('main form button[type=submit]').click();
    await fresh.waitForURL('**/account/settings');

    const third = await openPage(browser());
    for (const hostile of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      await signInInBrowser(third, member.email, member.password, `/sign-in?redirectTo=${encodeURIComponent(hostile)}`);
      expect(new URL(third.url()).origin).toBe(baseUrl());
      expect(new URL(third.url()).pathname).toBe('/');
      await third.context().clearCookies();
    }
  });

  it('signed-out visitors are sent to sign in from every account page, /trips, /add-listing and /add-dive-center', async () => {
    for (const path of ['/account', '/account/settings', '/account/inbox', '/account/reservations', '/account/listings', '/account/wishlist', '/account/delete', '/account/export', '/trips', '/add-listing', '/add-dive-center']) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/sign-in?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it('the session cookie is httpOnly and SameSite=Lax (and not Secure on this plain-http test server)', async () => {
    const page = await openPage(browser());
    const setCookies: string[] = [];
    page.on('response', async (response) => {
      const header = await response.headerValue('set-cookie');
      if (header) setCookies.push(...header.split('\n'));
    });
    await signUpInBrowser(page);
    const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session_token'));
    expect(session).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe('Lax');
    expect(session!.secure).toBe(false);
    const raw = setCookies.find((cookie) => cookie.includes('session_token='));
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//i);
  });
});

describe('accounts: forgotten passwords and email verification', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('a member resets a forgotten password from the emailed link; the old password and other sessions stop working', async () => {
    const first = await openPage(browser());
    const member = await signUpOverHttp(first);
    const second = await openPage(browser());
    await signInInBrowser(second, member.email, member.password);
    expect(new URL(second.url()).pathname).toBe('/');

    const visitor = await openPage(browser());
    await visitor.goto('/forgot-password');
    await expectNoAxeViolations(visitor);
    await visitor.fill('#field-email', member.email);
    await visitor.click('main form button[type=submit]');
    await expect.poll(() => visitor.locator('main [role=status]').textContent()).toContain(`If an account exists for ${member.email}`);
    const knownAnswer = await visitor.locator('main [role=status]').textContent();

    // An address without an account gets the same answer.
    const nobody = uniqueEmail('nobody');
    await visitor.goto('/forgot-password');
    await visitor.fill('#field-email', nobody);
    await visitor.click('main form button[type=submit]');
    await expect.poll(() => visitor.locator('main [role=status]').textContent()).toBe(knownAnswer!.replace(member.email, nobody));

    const email = await latestEmailTo(dataDir(), member.email, /\/reset-password\?token=/);
    const link = email.links.find((url) => url.includes('/reset-password?token='))!;
    expect(new URL(link).origin).toBe(baseUrl());
    await visitor.goto(link);
    await expectNoAxeViolations(visitor);
    await visitor.fill('#field-password', 'a-brand-new-reef-password');
    await visitor.fill('#field-confirmPassword', 'a-brand-new-reef-password');
    await visitor.click('main form button[type=submit]');
    await visitor.waitForURL('**/sign-in?reset=1');
    await expect.poll(() => visitor.locator('main [role=status]').textContent()).toContain('signed out everywhere');

    // The link works once.
    await visitor.goto(link);
    expect(await visitor.locator('main [role=alert]').textContent()).toContain('expired or has already been used');

    // Both earlier sessions have ended.
    for (const page of [first, second]) {
      await page.goto('/account');
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    }
    await signInInBrowser(visitor, member.email, member.password);
    expect(await alertText(visitor)).toContain('not right');
    await signInInBrowser(visitor, member.email, 'a-brand-new-reef-password');
    expect(new URL(visitor.url()).pathname).toBe('/');
  });

  it('a new member verifies their email from the link; until then contributing asks them to verify, with a resend button', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page);
    await page.goto('/account');
    expect(await page.locator('main').textContent()).toContain('Please confirm your email address');

    await page.goto('/verify-email?redirectTo=%2Faccount');
    expect(await page.locator('h1').textContent()).toBe('Verify your email');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send the verification email again' }).click();
    await expect.poll(() => page.locator('main [role=status]').textContent()).toContain('new verification link');

    const email = await latestEmailTo(dataDir(), member.email, /\/verify-email\?token=/);
    const link = email.links.find((url) => url.includes('/verify-email?token='))!;
    await page.goto(link);
    expect(await page.locator('main [role=status]').textContent()).toBe('Thank you: your email address is confirmed.');
    await expectNoAxeViolations(page);
    await page.goto('/account');
    expect(await page.locator('main').textContent()).not.toContain('Please confirm your email address');

    await page.goto('/verify-email?token=not-a-real-token');
    expect(await page.locator('main [role=alert]').textContent()).toContain('not valid');
  });
});
