import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';
import { signInInBrowser, signUpInBrowser } from '../factories/members.ts';

describe('public member profiles', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('a visitor opens a member profile by member ID (any case) in both languages; unknown IDs are 404', async () => {
    const page = await openPage(browser());
    const member = await signUpInBrowser(page, { firstName: 'Iker', lastName: 'Profundo' });
    const visitor = await openPage(browser());
    await visitor.goto(`/user/${member.memberId.toLowerCase()}`);
    expect(await visitor.locator('h1').textContent()).toBe('Iker Profundo');
    expect(await visitor.locator('main').textContent()).toContain(`Member ID: ${member.memberId}`);
    expect(await visitor.locator('main').textContent()).toContain('Iker has not shared any dive sites yet.');
    expect(await visitor.locator('main').textContent()).toContain('Iker has not written any reviews yet.');
    expect(await visitor.content()).not.toContain(member.email);
    await expectNoAxeViolations(visitor);
    await visitor.goto(`/user/${member.memberId}?lang=es`);
    expect(await visitor.locator('main').textContent()).toContain(`ID de miembro: ${member.memberId}`);
    await expectNoAxeViolations(visitor);

    expect((await fetch(`${baseUrl()}/user/ZZZZZZZZ`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/user/not-an-id`)).status).toBe(404);
  });

  it('a newcomer signs in with the demo admin account listed in the README', async () => {
    const page = await openPage(browser());
    await signInInBrowser(page, 'demo.admin@diveatlas.example', 'explore-the-reef-demo', '/sign-in?redirectTo=%2Faccount');
    expect(new URL(page.url()).pathname).toBe('/account');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome Demo');
  });
});
