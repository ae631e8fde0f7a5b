// The certification wallet's page over HTTP against the production build: a visitor is sent to sign
// in, a member adds and removes only their own cards, a refused card writes nothing, and the public
// profile shows the highest level without any card number.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { walletOf } from '../../app/features/members/wallet.server.ts';
import { createMember } from '../factories/members.ts';
import { postForm, sessionCookie, serveAppInWorker } from '../setup/app-in-worker.ts';

const app = serveAppInWorker();

const post = (path: string, body: Record<string, string>, cookie = '') => postForm(app.base, path, body, cookie);

describe('the certification wallet page', () => {
  it('sends a visitor to sign in', async () => {
    const response = await fetch(`${app.base}/account/certifications`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sign-in?redirectTo=%2Faccount%2Fcertifications');
  });

  it("adds a member's card, refuses a wrong one whole, and lets no one else remove it; the profile shows the level, not the number", async () => {
    const [diver, stranger] = [await createMember(), await createMember()];
    const [cookie, strangerCookie] = [await sessionCookie(app.base, diver), await sessionCookie(app.base, stranger)];
    const blank = { level: '', otherName: '', cardNumber: '', certifiedOn: '', certifiedBy: '' };

    const refused = await post('/account/certifications', { ...blank, intent: 'add', agency: 'padi', level: 'ssi-open-water', cardNumber: 'SECRET-1' }, cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a course of that agency.');
    expect(await walletOf(diver.id)).toEqual([]);

    const added = await post('/account/certifications', { ...blank, intent: 'add', agency: 'padi', level: 'padi-rescue', cardNumber: 'SECRET-77', certifiedOn: '2020-06-01', certifiedBy: 'Reef School' }, cookie);
    expect(added.status).toBe(302);
    const [card] = await walletOf(diver.id);
    expect(card).toMatchObject({ label: 'PADI Rescue Diver', cardNumber: 'SECRET-77', certifiedOn: '2020-06-01', certifiedBy: 'Reef School' });
    expect(await (await fetch(`${app.base}/account/certifications`, { headers: { cookie } })).text()).toContain('SECRET-77');
    expect(await (await fetch(`${app.base}/account/certifications`, { headers: { cookie: strangerCookie } })).text()).not.toContain('SECRET-77');

    const profile = await (await fetch(`${app.base}/user/${diver.memberId}`)).text();
    expect(profile).toContain('PADI Rescue Diver');
    expect(profile).not.toContain('SECRET-77');

    expect((await post('/account/certifications', { intent: 'remove', cardId: String(card!.id) }, strangerCookie)).status).toBe(404);
    expect(await walletOf(diver.id)).toHaveLength(1);
    expect((await post('/account/certifications', { intent: 'remove', cardId: String(card!.id) }, cookie)).status).toBe(302);
    expect(await walletOf(diver.id)).toEqual([]);
  });

  it("shows the highest level on the account page's tile whatever order the cards were added in", async () => {
    const diver = await createMember();
    const cookie = await sessionCookie(app.base, diver);
    const blank = { level: '', otherName: '', cardNumber: '', certifiedOn: '', certifiedBy: '' };
    for (const card of [{ agency: 'padi', level: 'padi-open-water' }, { agency: 'ssi', level: 'ssi-stress-rescue' }, { agency: 'other', otherName: 'Cave Survey Course' }]) {
      expect((await post('/account/certifications', { ...blank, intent: 'add', ...card }, cookie)).status).toBe(302);
    }
    const account = await (await fetch(`${app.base}/account`, { headers: { cookie } })).text();
    expect(account).toContain('SSI Diver Stress &amp; Rescue');
    expect(account).not.toContain('PADI Open Water Diver');
  });

  it('links the hint on comparing levels to the certification equivalency page', async () => {
    const cookie = await sessionCookie(app.base, await createMember());
    const wallet = await (await fetch(`${app.base}/account/certifications`, { headers: { cookie } })).text();
    expect(wallet).toMatch(/id="[^"]*level-hint"[^>]*>(?:(?!<\/p>).)*<a[^>]*href="\/certification-equivalency"/s);
  });
});

describe("a certification card's photos", () => {
  it('are kept for their member alone: shown on the wallet, refused to anyone else, replaced, and gone with the card', async () => {
    const [diver, stranger] = [await createMember(), await createMember()];
    const [cookie, strangerCookie] = [await sessionCookie(app.base, diver), await sessionCookie(app.base, stranger)];
    const { addCard } = await import('../../app/features/members/wallet.server.ts');
    const added = await addCard(diver.id, { agency: 'padi', level: 'padi-open-water', otherName: '', cardNumber: 'PHOTO-1', certifiedOn: '', certifiedBy: '' });
    if (!added.ok) throw new Error('card refused');
    const card = added.id;
    const png = await sharp({ create: { width: 860, height: 540, channels: 3, background: { r: 10, g: 60, b: 140 } } })
      .png()
      .toBuffer();
    const upload = (side: string, who: string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array(png)) => {
      const form = new FormData();
      form.set('side', side);
      form.set('photo', new File([bytes], 'card.png', { type: 'image/png' }));
      return fetch(`${app.base}/account/certifications/${card}/photos`, { method: 'POST', body: form, headers: { cookie: who, origin: app.base }, redirect: 'manual' });
    };

    expect((await upload('front', strangerCookie)).status).toBe(404);
    expect((await upload('side', cookie)).status).toBe(400);
    const notImage = await upload('front', cookie, new TextEncoder().encode('not a picture'));
    expect(notImage.headers.get('location')).toBe(`/account/certifications?photo=notAnImage#card-${card}`);
    const saved = await upload('front', cookie);
    expect(saved.headers.get('location')).toBe(`/account/certifications?photo=added#card-${card}`);

    const [withPhoto] = await walletOf(diver.id);
    const file = withPhoto!.photos.front!;
    expect(withPhoto!.photos.back).toBeNull();
    const path = `/account/certifications/${card}/photos/${file}`;
    const page = await (await fetch(`${app.base}/account/certifications?photo=added`, { headers: { cookie } })).text();
    expect(page).toContain(`src="${path}"`);
    expect(page).toContain('Photo saved. Only you can see it.');

    const own = await fetch(`${app.base}${path}`, { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await sharp(Buffer.from(await own.arrayBuffer())).metadata()).width).toBe(860);
    expect((await fetch(`${app.base}${path}`, { headers: { cookie: strangerCookie } })).status).toBe(404);
    expect((await fetch(`${app.base}${path}`, { redirect: 'manual' })).status).toBe(302);

    // A new photo replaces the old, whose file goes.
    await upload('front', cookie);
    const [replaced] = await walletOf(diver.id);
    expect(replaced!.photos.front).not.toBe(file);
    expect((await fetch(`${app.base}${path}`, { headers: { cookie } })).status).toBe(404);

    const removeForm = (who: string) => {
      const form = new FormData();
      form.set('side', 'front');
      form.set('intent', 'remove');
      return fetch(`${app.base}/account/certifications/${card}/photos`, { method: 'POST', body: form, headers: { cookie: who, origin: app.base }, redirect: 'manual' });
    };
    expect((await removeForm(strangerCookie)).status).toBe(404);
    expect((await walletOf(diver.id))[0]!.photos.front).toBe(replaced!.photos.front);
    const newest = `/account/certifications/${card}/photos/${replaced!.photos.front}`;
    await post('/account/certifications', { intent: 'remove', cardId: String(card) }, cookie);
    expect(await walletOf(diver.id)).toEqual([]);
    const { storage } = await import('../../app/lib/storage.server.ts');
    expect(await storage().get(`card-photos/${card}/${replaced!.photos.front}`)).toBeNull();
    expect((await fetch(`${app.base}${newest}`, { headers: { cookie } })).status).toBe(404);
  });
});
