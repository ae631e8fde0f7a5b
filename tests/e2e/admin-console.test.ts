// The site administrators' console in Chromium: an admin makes a member a moderator and suspends
// another, who is signed out, cannot sign back in and is told why; the audit log shows both. The
// console's pages have no axe violations in either language, and crafted requests from members
// without the role get 403 and change nothing (checked over HTTP, not by driving the page).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-members.ts';
import { createMemberInApp, queryApp, type AppMember } from '../factories/app-members.ts';
import { signInInBrowser, signInOverHttp } from '../factories/members.ts';
import { craftedPost, expectNoAxeViolations, newPage, statusOf, useBrowser, visit } from '../setup/browser.ts';

const dataDir = () => inject('appDataDir');
const ADMIN_EMAIL = 'demo.admin@diveatlas.example';

const roleOf = async (member: AppMember) => (await queryApp<{ role: string }>(dataDir(), 'select role from auth_user where id = $1', [member.id]))[0]?.role;

async function signedIn(browser: Parameters<typeof newPage>[0], email: string, password: string): Promise<Page> {
  const page = await newPage(browser);
  await signInOverHttp(page, email, password);
  return page;
}

describe('the site console', { timeout: 240_000 }, () => {
  const browser = useBrowser();

  it('an admin makes a member a moderator and suspends another, who is signed out, cannot sign in and is told why; the audit log shows both', async () => {
    const helper = await createMemberInApp(dataDir(), { firstName: 'Hedda', lastName: 'Consolehelper' });
    const spammer = await createMemberInApp(dataDir(), { firstName: 'Sam', lastName: 'Spammer' });
    const spammerPage = await signedIn(browser, spammer.email, spammer.password);

    const admin = await signedIn(browser, ADMIN_EMAIL, DEMO_PASSWORD);
    await visit(admin, '/admin');
    expect(await admin.locator('h1').textContent()).toBe('Site console');
    for (const queue of ['reports', 'edits', 'claims', 'offers', 'news']) expect(await admin.getByTestId(`queue-${queue}`).count()).toBe(1);
    expect(await admin.getByTestId('figures').textContent()).toContain('Members');
    await expectNoAxeViolations(admin);

    // Find the member by name, open their record, make them a moderator.
    await visit(admin, '/admin/members?q=Hedda+Consolehelper');
    await expectNoAxeViolations(admin);
    await Promise.all([admin.waitForURL(`**/admin/members/${helper.memberId}`), admin.getByTestId('member-results').getByRole('link', { name: 'Hedda Consolehelper' }).click()]);
    await admin.waitForLoadState('networkidle');
    await admin.getByLabel('New role').selectOption('moderator');
    await admin.getByLabel('Why (kept in the audit log)').fill('Helps with reports in the Red Sea');
    await Promise.all([admin.waitForURL(/done=role/), admin.getByRole('button', { name: 'Change role' }).click()]);
    await expect.poll(() => admin.getByTestId('member-role').textContent()).toBe('Moderator');
    expect(await roleOf(helper)).toBe('moderator');
    await expectNoAxeViolations(admin);

    // Suspend the other, with a reason that tries to be markup.
    const reason = '<img src=x onerror="window.__owned=1"> Repeated spam in reviews';
    await visit(admin, `/admin/members/${spammer.memberId}`);
    await admin.getByLabel('Reason (shown to the member)').fill(reason);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await admin.getByLabel('Last day of the suspension').fill(until);
    await Promise.all([admin.waitForURL(/done=suspend/), admin.getByRole('button', { name: 'Suspend the member' }).click()]);
    await expect.poll(() => admin.getByTestId('member-status').textContent()).toMatch(/^Suspended until/);

    // Their session ended: the next page they open is the sign-in page.
    await spammerPage.goto('/account');
    expect(new URL(spammerPage.url()).pathname).toBe('/sign-in');
    // Signing in again is refused with the reason, shown as text.
    await signInInBrowser(spammerPage, spammer.email, spammer.password);
    const alert = spammerPage.locator('main [role=alert]');
    expect(await alert.textContent()).toContain('Your account is suspended until');
    expect(await alert.textContent()).toContain(reason);
    expect(await spammerPage.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(await spammerPage.locator('main img[src="x"]').count()).toBe(0);
    expect(await statusOf(spammerPage, '/account')).toBe(302);

    // The audit log says who did what, to whom, and why.
    await visit(admin, '/admin/audit');
    const entries = admin.getByTestId('audit-entry');
    const texts = await entries.allTextContents();
    expect(texts.find((text) => text.includes('suspended') && text.includes('Sam Spammer'))).toContain('Repeated spam in reviews');
    expect(texts.find((text) => text.includes('changed the role of') && text.includes('Hedda Consolehelper'))).toContain('to: moderator');
    expect(await admin.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    await expectNoAxeViolations(admin);

    // The same pages in Spanish.
    for (const path of ['/admin?lang=es', `/admin/members/${spammer.memberId}?lang=es`, '/admin/members?lang=es', '/admin/audit?lang=es']) {
      await visit(admin, path);
      expect(await admin.locator('html').getAttribute('lang')).toBe('es');
      await expectNoAxeViolations(admin);
    }
    expect(await admin.locator('h1').textContent()).toBe('Registro de auditoría');
  });

  it('refuses crafted requests with 403 and changes nothing: a member, a moderator and an editor outside their part, an admin demoting themselves', async () => {
    const member = await createMemberInApp(dataDir(), { firstName: 'Mallory' });
    const target = await createMemberInApp(dataDir());
    const moderator = await createMemberInApp(dataDir(), { role: 'moderator' });
    const editor = await createMemberInApp(dataDir(), { role: 'editor' });
    const memberPage = await signedIn(browser, member.email, member.password);

    for (const path of ['/admin', '/admin/members', `/admin/members/${target.memberId}`, '/admin/audit', '/admin/news', '/admin/news/new', '/admin/offers']) {
      expect(await statusOf(memberPage, path), path).toBe(403);
    }
    expect((await craftedPost(memberPage, `/admin/members/${target.memberId}`, { intent: 'role', role: 'admin', reason: '' })).status()).toBe(403);
    expect((await craftedPost(memberPage, `/admin/members/${member.memberId}`, { intent: 'role', role: 'admin', reason: '' })).status()).toBe(403);
    expect((await craftedPost(memberPage, `/admin/members/${target.memberId}`, { intent: 'suspend', reason: 'No reason', until: '2099-01-01' })).status()).toBe(403);
    expect((await craftedPost(memberPage, '/admin/news/new', { slug: 'forged', titleEn: 'Forged', bodyEn: 'x', state: 'publish' })).status()).toBe(403);
    expect((await craftedPost(memberPage, '/admin/news/preview', { body: '# x' })).status()).toBe(403);
    expect(await roleOf(member)).toBe('member');
    expect(await roleOf(target)).toBe('member');
    expect(await queryApp(dataDir(), 'select 1 from member_suspension where user_id = $1', [target.id])).toEqual([]);
    expect(await queryApp(dataDir(), "select 1 from news_article where slug = 'forged'")).toEqual([]);

    // A moderator sees the console and the moderation queues, not the members or the news.
    const moderatorPage = await signedIn(browser, moderator.email, moderator.password);
    expect(await statusOf(moderatorPage, '/admin')).toBe(200);
    expect(await statusOf(moderatorPage, '/admin/offers')).toBe(200);
    expect(await statusOf(moderatorPage, '/admin/members')).toBe(403);
    expect(await statusOf(moderatorPage, '/admin/news')).toBe(403);
    expect((await craftedPost(moderatorPage, `/admin/members/${target.memberId}`, { intent: 'role', role: 'moderator', reason: '' })).status()).toBe(403);
    expect(await roleOf(target)).toBe('member');

    // An editor sees the news, not the moderation queues.
    const editorPage = await signedIn(browser, editor.email, editor.password);
    expect(await statusOf(editorPage, '/admin/news')).toBe(200);
    expect(await statusOf(editorPage, '/admin/offers')).toBe(403);
    expect(await statusOf(editorPage, '/admin/reports')).toBe(403);

    // An admin cannot demote themselves: another admin does it.
    const adminPage = await signedIn(browser, ADMIN_EMAIL, DEMO_PASSWORD);
    const [demoAdmin] = await queryApp<{ member_id: string }>(dataDir(), 'select member_id from auth_user where email = $1', [ADMIN_EMAIL]);
    expect((await craftedPost(adminPage, `/admin/members/${demoAdmin!.member_id}`, { intent: 'role', role: 'member', reason: '' })).status()).toBe(403);
    expect((await queryApp<{ role: string }>(dataDir(), 'select role from auth_user where email = $1', [ADMIN_EMAIL]))[0]?.role).toBe('admin');
  });

  it('sign-up refuses a visitor who does not confirm being 16 or older, in their language', async () => {
    const page = await newPage(browser);
    await visit(page, '/sign-up?lang=es');
    await page.fill('#field-firstName', 'Nico');
    await page.fill('#field-lastName', 'Joven');
    await page.fill('#field-email', `nico.${Date.now()}@test.diveatlas.example`);
    await page.fill('#field-password', 'coral-garden-at-dawn');
    await page.check('#field-acceptTerms');
    await page.click('main form button[type=submit]');
    await expect.poll(() => page.locator('#field-ageConfirm-error').textContent()).toContain('Debes tener 16 años o más');
    expect(new URL(page.url()).pathname).toBe('/sign-up');
  });
});
