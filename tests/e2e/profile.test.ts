import { describe, expect, inject, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';
import { appDatabase } from '../factories/centers.ts';
import { signInInBrowser, signUpOverHttp } from '../factories/members.ts';

describe('public member profiles', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('a visitor opens a member profile by member ID (any case) in both languages; unknown IDs are 404', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page, { firstName: 'Iker', lastName: 'Profundo' });
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

  it('an avatar picture that fails to load shows initials, and is not requested again for 7 days', async () => {
    const page = await openPage(browser());
    const member = await signUpOverHttp(page, { firstName: 'Marta', lastName: 'Coral' });
    const missing = `/uploads/avatars/${'0'.repeat(32)}.webp`;
    const client = await appDatabase(inject('appDataDir'));
    try {
      await client.query('update auth_user set image = $1 where email = $2', [missing, member.email.toLowerCase()]);
    } finally {
      await client.end();
    }
    const visitor = await openPage(browser());
    const asked: string[] = [];
    visitor.on('request', (request) => {
      if (new URL(request.url()).pathname === missing) asked.push(request.url());
    });
    await visitor.goto(`/user/${member.memberId}`);
    const header = visitor.locator('main header');
    await expect.poll(() => header.locator('span[aria-hidden=true]').first().textContent()).toBe('MC');
    expect(await header.locator('img').count()).toBe(0);
    expect(asked).toHaveLength(1);
    const remembered = JSON.parse((await visitor.evaluate(() => localStorage.getItem('avatarFailedSources'))) ?? '[]') as Array<{ src: string; at: number }>;
    expect(remembered.map((entry) => entry.src)).toEqual([missing]);

    await visitor.reload();
    expect(await header.locator('span[aria-hidden=true]').first().textContent()).toBe('MC');
    expect(asked).toHaveLength(1);
  });

  it('a newcomer signs in with the demo admin account listed in the README', async () => {
    const page = await openPage(browser());
    await signInInBrowser(page, 'demo.admin@diveatlas.example', 'explore-the-reef-demo', '/sign-in?redirectTo=%2Faccount');
    expect(new URL(page.url()).pathname).toBe('/account');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome Demo');
  });
});
