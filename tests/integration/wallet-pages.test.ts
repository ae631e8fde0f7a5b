// The certification wallet's page over HTTP against the production build: a visitor is sent to sign
// in, a member adds and removes only their own cards, a refused card writes nothing, and the public
// profile shows the highest level without any card number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletOf } from '../../app/features/members/wallet.server.ts';
import { createMember } from '../factories/members.ts';
import { postForm, sessionCookie, startAppInWorker, type AppInWorker } from '../setup/app-in-worker.ts';

let app: AppInWorker | undefined;
let base = '';

beforeAll(async () => {
  app = await startAppInWorker();
  base = app.base;
});

afterAll(async () => {
  await app?.close();
});

const post = (path: string, body: Record<string, string>, cookie = '') => postForm(base, path, body, cookie);

describe('the certification wallet page', () => {
  it('sends a visitor to sign in', async () => {
    const response = await fetch(`${base}/account/certifications`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sign-in?redirectTo=%2Faccount%2Fcertifications');
  });

  it("adds a member's card, refuses a wrong one whole, and lets no one else remove it; the profile shows the level, not the number", async () => {
    const [diver, stranger] = [await createMember(), await createMember()];
    const [cookie, strangerCookie] = [await sessionCookie(base, diver), await sessionCookie(base, stranger)];
    const blank = { level: '', otherName: '', cardNumber: '', certifiedOn: '', certifiedBy: '' };

    const refused = await post('/account/certifications', { ...blank, intent: 'add', agency: 'padi', level: 'ssi-open-water', cardNumber: 'SECRET-1' }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a course of that agency.');
    expect(await walletOf(diver.id)).toEqual([]);

    const added = await post('/account/certifications', { ...blank, intent: 'add', agency: 'padi', level: 'padi-rescue', cardNumber: 'SECRET-77', certifiedOn: '2020-06-01', certifiedBy: 'Reef School' }, cookie);
    expect(added.status).toBe(302);
    const [card] = await walletOf(diver.id);
    expect(card).toMatchObject({ label: 'PADI Rescue Diver', cardNumber: 'SECRET-77', certifiedOn: '2020-06-01', certifiedBy: 'Reef School' });
    expect(await (await fetch(`${base}/account/certifications`, { headers: { cookie } })).text()).toContain('SECRET-77');
    expect(await (await fetch(`${base}/account/certifications`, { headers: { cookie: strangerCookie } })).text()).not.toContain('SECRET-77');

    const profile = await (await fetch(`${base}/user/${diver.memberId}`)).text();
    expect(profile).toContain('PADI Rescue Diver');
    expect(profile).not.toContain('SECRET-77');

    expect((await post('/account/certifications', { intent: 'remove', cardId: String(card!.id) }, strangerCookie)).status).toBe(404);
    expect(await walletOf(diver.id)).toHaveLength(1);
    expect((await post('/account/certifications', { intent: 'remove', cardId: String(card!.id) }, cookie)).status).toBe(302);
    expect(await walletOf(diver.id)).toEqual([]);
  });

  it("shows the highest level on the account page's tile whatever order the cards were added in", async () => {
    const diver = await createMember();
    const cookie = await sessionCookie(base, diver);
    const blank = { level: '', otherName: '', cardNumber: '', certifiedOn: '', certifiedBy: '' };
    for (const card of [{ agency: 'padi', level: 'padi-open-water' }, { agency: 'ssi', level: 'ssi-stress-rescue' }, { agency: 'other', otherName: 'Cave Survey Course' }]) {
      expect((await post('/account/certifications', { ...blank, intent: 'add', ...card }, cookie)).status).toBe(302);
    }
    const account = await (await fetch(`${base}/account`, { headers: { cookie } })).text();
    expect(account).toContain('SSI Diver Stress &amp; Rescue');
    expect(account).not.toContain('PADI Open Water Diver');
  });

  it('links the hint on comparing levels to the certification equivalency page', async () => {
    const cookie = await sessionCookie(base, await createMember());
    const wallet = await (await fetch(`${base}/account/certifications`, { headers: { cookie } })).text();
    expect(wallet).toMatch(/id="[^"]*level-hint"[^>]*>(?:(?!<\/p>).)*<a[^>]*href="\/certification-equivalency"/s);
  });
});
