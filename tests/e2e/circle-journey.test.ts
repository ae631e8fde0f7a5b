// A diver's circle from end to end, in Chromium, in English and in Spanish. A diver adds two
// certification cards and reserves a trip whose minimum (PADI Advanced Open Water) only one of them
// meets, and only through the equivalency of levels (an SSI card). After the trip the diver logs the
// dive with the trip: the centre is asked to sign it by itself, its owner signs it, and the diver
// sees who signed. A member who follows the dive's site sees the new public dive in the feed and the
// notification list, gets it as a push on their device (a local push service the site posts to) and
// in the daily digest (the local outbox), and stops those emails with the digest's one-click link
// without signing in.
//
// The app runs here on a server of its own, started trusting the local push service's certificate,
// as a site trusts a real push service's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDatabase } from '../factories/centers.ts';
import { createMemberInApp, type AppMember } from '../factories/app-members.ts';
import { emailTo } from '../factories/members.ts';
import { centerInApp, createTripInApp, signInByRequest } from '../factories/trips.ts';
import { startAppServer, type AppServer } from '../setup/app-server.ts';
import { openPage, skipCookieBanner, useBrowser } from '../setup/browser.ts';
import { decryptPush, startPushService, testDevice, type TestPushService } from '../setup/push-service.ts';

type Language = 'en' | 'es';

/** What each step shows, in each language (as the catalogues say it). */
const WORDS = {
  en: {
    addCard: 'Add the card',
    requestSeats: 'Request seats',
    asked: 'You asked for 1 seat(s)',
    saveDive: 'Save the dive',
    requested: (center: string) => `${center} was asked to sign this dive on`,
    sign: 'Sign the dive',
    signed: (center: string, name: string) => `Signed by ${center} (${name}) on`,
    follow: (site: string) => `Follow ${site}`,
    logged: (diver: string, site: string) => `${diver} logged a dive at ${site}`,
    digestSubject: 'Your day on DiveAtlas: 1 new notification',
    confirm: 'Stop the daily digest to',
    stop: 'Stop these emails',
    stopped: 'Done: we no longer send you the daily digest.',
  },
  es: {
    addCard: 'Añadir la tarjeta',
    requestSeats: 'Pedir plazas',
    asked: 'Pediste 1 plaza(s)',
    saveDive: 'Guardar la inmersión',
    requested: (center: string) => `Se pidió a ${center} que firmara esta inmersión el`,
    sign: 'Firmar la inmersión',
    signed: (center: string, name: string) => `Firmada por ${center} (${name}) el`,
    follow: (site: string) => `Seguir a ${site}`,
    logged: (diver: string, site: string) => `${diver} registró una inmersión en ${site}`,
    digestSubject: 'Tu día en DiveAtlas: 1 notificación nueva',
    confirm: '¿Dejar de enviar el resumen diario a',
    stop: 'Dejar de recibir estos correos',
    stopped: 'Hecho: ya no te enviaremos el resumen diario.',
  },
} satisfies Record<Language, unknown>;

let server: AppServer;
let push: TestPushService;
let trustDir = '';
let client: pg.Client;

beforeAll(async () => {
  push = await startPushService();
  trustDir = await mkdtemp(path.join(tmpdir(), 'push-ca-'));
  await writeFile(path.join(trustDir, 'push-service.pem'), push.certificate);
  server = await startAppServer({ NODE_EXTRA_CA_CERTS: path.join(trustDir, 'push-service.pem') });
  client = await appDatabase(server.dataDir);
}, 180_000);

afterAll(async () => {
  await client?.end();
  await server?.stop();
  await push?.stop();
  if (trustDir) await rm(trustDir, { recursive: true, force: true });
}, 60_000);

async function memberIn(language: Language, firstName: string, lastName: string): Promise<AppMember> {
  const member = await createMemberInApp(server.dataDir, { firstName, lastName });
  await client.query('update member_profile set language = $1 where user_id = $2', [language, member.id]);
  return member;
}

async function signedInPage(browser: () => Browser, member: AppMember, language: Language): Promise<Page> {
  const page = await openPage(browser(), { baseURL: server.url, locale: language === 'es' ? 'es-ES' : 'en-GB' });
  await skipCookieBanner(page, server.url);
  await signInByRequest(page, server.url, member.email, member.password);
  return page;
}

describe("a diver's circle", { timeout: 240_000 }, () => {
  const browser = useBrowser();

  for (const language of ['en', 'es'] as const) {
    const words = WORDS[language];
    const q = language === 'es' ? '?lang=es' : '';
    const amp = language === 'es' ? '&lang=es' : '';

    it(`cards, a reservation through equivalency, a signed dive, and a follower told in the feed, by push and in the digest (${language})`, async () => {
      const suffix = `${language}${Date.now().toString(36).slice(-4)}`;
      const diver = await memberIn(language, 'Dana', `Circle ${suffix}`);
      const owner = await memberIn(language, 'Omar', `Signer ${suffix}`);
      const follower = await memberIn(language, 'Fina', `Follower ${suffix}`);
      const centerName = `Test Circle Divers ${suffix}`;
      const { centerId, siteId } = await centerInApp(client, { ownerId: owner.id, name: centerName, siteKey: 'eg-blue-hole' });
      const { rows: sites } = await client.query<{ name: string }>('select name from dive_site where id = $1', [siteId]);
      const siteName = sites[0]!.name;
      const tripId = await createTripInApp(client, { centerId, title: `Test circle boat ${suffix}`, siteIds: [siteId] });
      await client.query(`update trip set min_cert_tier = 'advanced' where id = $1`, [tripId]);

      // The follower follows the site from its page, and has a device that takes pushes of what they follow.
      const followerPage = await signedInPage(browser, follower, language);
      await followerPage.goto(`/listing/${siteId}${q}`);
      await followerPage.getByRole('button', { name: words.follow(siteName), exact: true }).click();
      await expect.poll(async () => (await client.query('select 1 from follow where follower_id = $1 and site_id = $2', [follower.id, siteId])).rowCount).toBe(1);
      const device = testDevice();
      const devicePath = `/device/${follower.id}`;
      await client.query('insert into push_subscription (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [follower.id, `${push.origin}${devicePath}`, device.p256dh, device.auth]);
      await client.query(`insert into notification_preference (user_id, category, email, push) values ($1, 'following', 'digest', true)`, [follower.id]);

      // Two cards: an SSI Open Water Diver and an SSI Advanced Adventurer.
      const diverPage = await signedInPage(browser, diver, language);
      for (const [level, number] of [['ssi-open-water', `OW-${suffix}`], ['ssi-advanced-open-water', `AA-${suffix}`]] as const) {
        await diverPage.goto(`/account/certifications${q}`);
        await diverPage.selectOption('#card-agency', 'ssi');
        await diverPage.selectOption('#card-level', level);
        await diverPage.fill('#card-cardNumber', number);
        await diverPage.getByRole('button', { name: words.addCard }).click();
        await expect.poll(() => diverPage.getByTestId('wallet').textContent()).toContain(number);
      }
      expect(await diverPage.getByTestId('wallet').locator('li').count()).toBe(2);

      // The trip asks for PADI Advanced Open Water; the diver states their Open Water level, and the
      // SSI Advanced Adventurer card in the wallet meets the minimum.
      await diverPage.goto(`/trip/${tripId}${q}`);
      await diverPage.selectOption('#reserve-seats', '1');
      await diverPage.selectOption('#reserve-certLevel', 'ssi-open-water');
      await diverPage.fill('#reserve-loggedDives', '30');
      await diverPage.getByRole('button', { name: words.requestSeats }).click();
      await diverPage.waitForURL(/requested=requested/);
      await expect.poll(() => diverPage.getByTestId('own-reservation').textContent()).toContain(words.asked);
      const { rows: reservations } = await client.query<{ id: number; cert_level: string; certification_id: number | null }>(
        'select id, cert_level, certification_id from reservation where trip_id = $1 and member_id = $2',
        [tripId, diver.id],
      );
      expect(reservations).toHaveLength(1);
      expect(reservations[0]!.cert_level).toBe('ssi-advanced-open-water');
      expect(reservations[0]!.certification_id).not.toBeNull();

      // The trip took place: the centre confirmed the seat, and the day is past.
      await client.query(`update trip set starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '4 hours' where id = $1`, [tripId]);
      await client.query(`update reservation set status = 'attended' where id = $1`, [reservations[0]!.id]);

      // The diver logs the dive with the trip, in public: the centre is asked to sign it by itself.
      await diverPage.goto(`/logbook/new?site=${siteId}${amp}`);
      const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
      await diverPage.fill('#field-date', day);
      await diverPage.fill('#field-time', '09:30');
      await diverPage.selectOption('#field-centerTrip', `trip:${tripId}`);
      await diverPage.fill('#field-duration', '45');
      await diverPage.fill('#field-maxDepth', '24');
      await diverPage.check('#field-privacy-public');
      await diverPage.getByRole('button', { name: words.saveDive }).click();
      await diverPage.waitForURL(/\/dive\/\d+\?logged=1/);
      const diveId = Number(/\/dive\/(\d+)/.exec(diverPage.url())![1]);
      await expect.poll(() => diverPage.locator('main').textContent()).toContain(words.requested(centerName));

      // The owner signs it from the centre's signatures page; the diver sees who signed and when.
      const ownerPage = await signedInPage(browser, owner, language);
      await ownerPage.goto(`/admin-divecenter/divecenter/signatures?center=${centerId}${amp}`);
      await ownerPage.getByRole('button', { name: words.sign }).first().click();
      await expect.poll(async () => (await client.query<{ state: string }>('select state from dive_signature where dive_id = $1', [diveId])).rows[0]?.state).toBe('signed');
      await diverPage.goto(`/dive/${diveId}${q}`);
      expect(await diverPage.locator('main').textContent()).toContain(words.signed(centerName, `Omar Signer ${suffix}`));

      // The follower hears of the new public dive at the site: in the feed, in the notification list,
      // and by push, whose body holds the notification's id alone.
      const line = words.logged(`Dana Circle ${suffix}`, siteName);
      await expect
        .poll(
          async () => {
            await followerPage.goto(`/account/feed${q}`);
            return (await followerPage.getByTestId('feed').count()) ? followerPage.getByTestId('feed').textContent() : '';
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toContain(line);
      await followerPage.goto(`/account/notifications${q}`);
      expect(await followerPage.getByTestId('notifications').textContent()).toContain(line);
      const { rows: told } = await client.query<{ id: string }>('select id from notification where user_id = $1 and activity_id is not null', [follower.id]);
      expect(told).toHaveLength(1);
      await expect.poll(() => push.received.filter((received) => received.path === devicePath).length, { timeout: 30_000 }).toBe(1);
      const received = push.received.find((pushed) => pushed.path === devicePath)!;
      expect(JSON.parse(decryptPush(device, received.body))).toEqual({ id: Number(told[0]!.id) });

      // The daily digest (run now, as at 06:00 UTC) carries the line, in the follower's language,
      // with a one-click link that stops the digest.
      await client.query(`insert into job (kind, payload, max_attempts) values ('notification.digest', '{}', 1)`);
      // The job loop looks every 5 s: give it a few turns on a busy machine.
      const digest = await emailTo(server.dataDir, follower.email, (message) => message.subject === words.digestSubject, 30_000);
      expect(digest.text).toContain(line);
      expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const unsubscribe = /<(https?:\/\/[^>]+)>/.exec(digest.headers?.['List-Unsubscribe'] ?? '')?.[1];
      expect(unsubscribe).toContain('/unsubscribe?');

      // Signed out, in a fresh browser: the link only asks; the button stops the digest.
      const visitor = await openPage(browser(), { baseURL: server.url });
      await skipCookieBanner(visitor, server.url);
      await visitor.goto(`${new URL(unsubscribe!).pathname}${new URL(unsubscribe!).search}${amp}`);
      expect(await visitor.locator('main').textContent()).toContain(words.confirm);
      const choice = async () => (await client.query<{ email: string }>(`select email from notification_preference where user_id = $1 and category = 'following'`, [follower.id])).rows[0]?.email;
      expect(await choice()).toBe('digest');
      await visitor.getByRole('button', { name: words.stop }).click();
      await expect.poll(() => visitor.locator('main').textContent()).toContain(words.stopped);
      expect(await choice()).toBe('off');
      await visitor.context().close();

      // And as a mail program sends it (RFC 8058): a POST without cookies.
      await client.query(`update notification_preference set email = 'digest' where user_id = $1 and category = 'following'`, [follower.id]);
      const oneClick = await fetch(unsubscribe!, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
      expect(oneClick.status).toBe(200);
      expect(await choice()).toBe('off');
    });
  }
});
