// Trips and reservations in Chromium: a manager publishes a trip in the centre's time zone; a member
// finds it from a dive site's page, asks for two seats; the manager confirms in the conversation
// while the member's counts change without a reload; the member downloads the calendar file and
// cancels within the terms; a full trip offers its waiting list; another member can neither read
// nor change any of it (checked over HTTP). Every new page is checked with axe in both languages.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appDatabase } from '../factories/centers.ts';
import { createMemberInApp } from '../factories/app-members.ts';
import { centerInApp, createTripInApp, signInByRequest } from '../factories/trips.ts';
import { baseUrl, craftedPost, expectAccessibleInBothLanguages, newPage, useBrowser, visit } from '../setup/browser.ts';

const DAY = 86_400_000;

async function statusOf(client: pg.Client, reservationId: number): Promise<string> {
  const { rows } = await client.query<{ status: string }>('select status from reservation where id = $1', [reservationId]);
  return rows[0]!.status;
}

describe('trips and reservations', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let client: pg.Client;
  let centerId = 0;
  let siteId = 0;
  let manager = { email: '', password: '' };
  let diver = { email: '', password: '' };
  /** Pages the journey reached, checked with axe by the test after it. */
  const reached = { diver: [] as string[], manager: [] as string[] };
  beforeAll(async () => {
    client = await appDatabase(inject('appDataDir'));
    const owner = await createMemberInApp(inject('appDataDir'), { firstName: 'Mara', lastName: 'Manager' });
    manager = owner;
    diver = await createMemberInApp(inject('appDataDir'), { firstName: 'Dario', lastName: 'Diver' });
    ({ centerId, siteId } = await centerInApp(client, { ownerId: owner.id, name: 'Trip Test Divers', siteKey: 'eg-blue-hole' }));
  });
  afterAll(async () => {
    await client?.end();
  });

  it('a manager publishes a trip; a member finds it from a dive site, asks for 2 seats; the manager confirms in the conversation; the member gets the calendar file and cancels for free', async () => {
    const managerPage = await newPage(browser);
    await signInByRequest(managerPage, baseUrl(), manager.email, manager.password);
    await visit(managerPage, `/admin-divecenter/divecenter/trips?center=${centerId}`);
    expect(await managerPage.locator('h1').textContent()).toBe('Trips');
    // The centre's time zone first: the trip's times are typed in it.
    await managerPage.selectOption('#zone-timeZone', 'Africa/Cairo');
    await managerPage.getByRole('button', { name: 'Save the time zone' }).click();
    await expect.poll(() => managerPage.locator('main [role=status]').first().textContent()).toContain('The time zone is saved');

    // Server-side validation, by the fields, with what was typed kept.
    const title = `Blue Hole morning ${Date.now().toString(36)}`;
    await managerPage.fill('#trip-titleEn', title);
    await managerPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => managerPage.locator('#trip-kind-error').textContent()).toBe('Choose the kind of trip.');
    expect(await managerPage.locator('#trip-capacity-error').textContent()).toBe('Give the number of seats.');
    expect(await managerPage.inputValue('#trip-titleEn')).toBe(title);

    const day = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    await managerPage.selectOption('#trip-kind', 'shore-dives');
    await managerPage.fill('#trip-titleEs', `Mañana en el Blue Hole ${title.slice(-6)}`);
    await managerPage.fill('#trip-startDate', day);
    await managerPage.fill('#trip-startTime', '08:30');
    await managerPage.fill('#trip-endDate', day);
    await managerPage.fill('#trip-endTime', '12:30');
    await managerPage.check(`#trip-siteIds-${siteId}`);
    await managerPage.fill('#trip-meetingPoint', 'Our shop on the promenade');
    await managerPage.fill('#trip-price', '60');
    await managerPage.selectOption('#trip-currency', 'EUR');
    await managerPage.fill('#trip-capacity', '6');
    await managerPage.check('#trip-included-guide');
    await managerPage.fill('#trip-paymentNote', 'Pay at the shop on the day, cash or card.');
    await managerPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await managerPage.waitForURL(/\/admin-divecenter\/divecenter\/trips\/\d+\?center=\d+&saved=published/);
    const tripId = Number(/trips\/(\d+)/.exec(managerPage.url())![1]);
    await expect.poll(() => managerPage.locator('main [role=status]').first().textContent()).toContain('The trip is published');
    // Typed at 08:30 in Cairo, kept as that moment: the page shows it back at 08:30.
    expect(await managerPage.inputValue('#edit-startTime')).toBe('08:30');

    // The member finds it from the dive site's page.
    const diverPage = await newPage(browser);
    await signInByRequest(diverPage, baseUrl(), diver.email, diver.password);
    await visit(diverPage, `/listing/${siteId}`);
    const siteTrips = diverPage.getByTestId('site-trips');
    await siteTrips.getByRole('link', { name: title }).click();
    await diverPage.waitForURL(`**/trip/${tripId}`);
    await expect.poll(() => diverPage.locator('h1').textContent()).toBe(title);
    const facts = await diverPage.locator('main dl').textContent();
    expect(facts).toContain('08:30–12:30');
    expect(facts).toContain('Africa/Cairo');
    expect(facts).toContain('Pay at the shop on the day');
    expect(facts).toContain('Free cancellation until');
    const jsonLd = JSON.parse((await diverPage.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; startDate: string; offers: { price: string; priceCurrency: string } };
    expect(jsonLd['@type']).toBe('Event');
    expect(jsonLd.startDate).toMatch(/T08:30:00\+0[23]:00$/);
    expect(jsonLd.offers).toMatchObject({ price: '60.00', priceCurrency: 'EUR' });
    expect(await diverPage.locator('meta[property="og:title"]').getAttribute('content')).toContain(title);
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toContain(`/trip/${tripId}<`);

    await diverPage.selectOption('#reserve-seats', '2');
    await diverPage.selectOption('#reserve-certLevel', 'padi-advanced-open-water');
    await diverPage.fill('#reserve-loggedDives', '42');
    await diverPage.fill('#reserve-message', 'Two of us; we bring our own gear.');
    await diverPage.getByRole('button', { name: 'Request seats' }).click();
    await diverPage.waitForURL(/requested=requested/);
    await expect.poll(() => diverPage.getByTestId('own-reservation').textContent()).toContain('You asked for 2 seat(s)');

    // The manager's open page learns of the request without a reload.
    await expect.poll(() => managerPage.getByTestId('unread-total').first().textContent()).toMatch(/^2/);
    await visit(managerPage, `/admin-divecenter/divecenter/inbox?center=${centerId}`);
    await managerPage.getByTestId('conversations').getByRole('link').first().click();
    await managerPage.waitForURL(/\/admin-divecenter\/divecenter\/inbox\/\d+/);
    const conversationPath = new URL(managerPage.url()).pathname + new URL(managerPage.url()).search;
    await expect.poll(() => managerPage.getByTestId('thread').textContent()).toContain('Two of us; we bring our own gear.');
    expect(await managerPage.locator('aside').textContent()).toContain('PADI Advanced Open Water Diver');
    await managerPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    await managerPage.waitForURL(/notice=confirm/);
    await expect.poll(() => managerPage.getByTestId('system-message').last().textContent()).toContain('Reservation of 2 seats confirmed');

    // The member's page, still open, shows the new unread message without a reload.
    await expect.poll(() => diverPage.getByTestId('unread-total').first().textContent()).toMatch(/^1/);

    await visit(diverPage, '/account/reservations');
    const card = diverPage.getByTestId('reservation').filter({ hasText: title });
    expect(await card.textContent()).toContain('Confirmed');
    const icsHref = await card.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href');
    const ics = await diverPage.request.get(`${baseUrl()}${icsHref}`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const icsText = await ics.text();
    expect(icsText).toContain('BEGIN:VEVENT');
    expect(icsText).toContain(`SUMMARY:${title} · Trip Test Divers`);
    expect(icsText).toMatch(/DTSTART:\d{8}T0[56]3000Z/);

    await card.locator('summary', { hasText: 'Cancel this reservation' }).click();
    expect(await card.textContent()).toContain('Cancelling now is free');
    await card.getByLabel('Reason (optional; the centre reads it)').fill('Change of plans');
    await card.getByRole('button', { name: 'Cancel my reservation' }).click();
    await diverPage.waitForURL(/cancelled=1/);
    await expect.poll(() => diverPage.getByTestId('reservation').filter({ hasText: title }).locator('span').first().textContent()).toBe('Cancelled');
    const { rows } = await client.query<{ seats_taken: number }>('select seats_taken from trip where id = $1', [tripId]);
    expect(rows[0]!.seats_taken).toBe(0);

    // The inbox's pages are checked by inbox.test.ts; the reservation beside this conversation is checked here.
    reached.diver.push('/find-a-trip', `/trip/${tripId}`, '/account/reservations', '/trips');
    reached.manager.push(`/admin-divecenter/divecenter/trips?center=${centerId}`, `/admin-divecenter/divecenter/trips/${tripId}?center=${centerId}`, `/admin-divecenter/divecenter/reservations?center=${centerId}`, conversationPath);
  });

  it('every page of that journey passes axe, in English and in Spanish', async () => {
    expect(reached.diver.length).toBeGreaterThan(0);
    const diverPage = await newPage(browser);
    await signInByRequest(diverPage, baseUrl(), diver.email, diver.password);
    await expectAccessibleInBothLanguages(diverPage, reached.diver);
    const managerPage = await newPage(browser);
    await signInByRequest(managerPage, baseUrl(), manager.email, manager.password);
    await expectAccessibleInBothLanguages(managerPage, reached.manager);
  });

  it('a full trip offers its waiting list; another member can neither read nor change what is not theirs', async () => {
    const fullTripId = await createTripInApp(client, { centerId, title: `Tiny boat ${Date.now().toString(36)}`, capacity: 1 });
    const draftId = await createTripInApp(client, { centerId, title: 'Unpublished idea', capacity: 4 });
    await client.query(`update trip set status = 'draft' where id = $1`, [draftId]);

    // The first member takes the only seat (a plain post, as the form sends it).
    const diverPage = await newPage(browser);
    await signInByRequest(diverPage, baseUrl(), diver.email, diver.password);
    const taken = await craftedPost(diverPage, `/trip/${fullTripId}`, { intent: 'reserve', seats: '1', certLevel: 'ssi-open-water', loggedDives: '12' });
    expect(taken.status()).toBe(302);

    const second = await createMemberInApp(inject('appDataDir'), { firstName: 'Sasha', lastName: 'Second' });
    const secondPage = await newPage(browser);
    await signInByRequest(secondPage, baseUrl(), second.email, second.password);
    await visit(secondPage, `/trip/${fullTripId}`);
    expect(await secondPage.locator('#request-heading').textContent()).toBe('This trip is full');
    expect(await secondPage.getByRole('button', { name: 'Request seats' }).count()).toBe(0);
    await secondPage.selectOption('#reserve-certLevel', 'padi-open-water');
    await secondPage.fill('#reserve-loggedDives', '8');
    await secondPage.getByRole('button', { name: 'Join the waiting list' }).click();
    await secondPage.waitForURL(/requested=waitlisted/);
    expect(await secondPage.getByTestId('own-reservation').textContent()).toContain('You are on the waiting list');

    // What belongs to the first member, tried by the second over HTTP: nothing is read, nothing changes.
    const { rows } = await client.query<{ reservation: number; conversation: number }>(
      `select r.id as reservation, v.id as conversation from reservation r join conversation v on v.reservation_id = r.id
       where r.trip_id = $1 and r.status = 'requested'`,
      [fullTripId],
    );
    const { reservation, conversation } = rows[0]!;
    const get = (path: string) => secondPage.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
    expect((await get(`/account/inbox/${conversation}`)).status()).toBe(404);
    expect((await craftedPost(secondPage, `/account/inbox/${conversation}`, { intent: 'reply', body: 'Hello from someone else' })).status()).toBe(404);
    expect((await get(`/account/reservations/${reservation}/calendar.ics`)).status()).toBe(404);
    expect((await craftedPost(secondPage, '/account/reservations', { intent: 'cancel', reservationId: String(reservation) })).status()).toBe(404);
    expect((await craftedPost(secondPage, '/admin-divecenter/divecenter/reservations', { intent: 'confirm', centerId: String(centerId), reservationId: String(reservation) })).status()).toBe(403);
    expect((await get(`/admin-divecenter/divecenter/inbox/${conversation}?center=${centerId}`)).status()).toBe(403);
    expect((await craftedPost(secondPage, `/admin-divecenter/divecenter/trips/${fullTripId}`, { intent: 'cancel-trip', centerId: String(centerId), tripId: String(fullTripId), reason: 'Not my trip at all' })).status()).toBe(403);
    expect((await get(`/trip/${draftId}`)).status()).toBe(404);
    expect(await statusOf(client, reservation)).toBe('requested');
    const { rows: messages } = await client.query<{ n: number }>('select count(*)::int as n from message where conversation_id = $1 and body like $2', [conversation, '%someone else%']);
    expect(messages[0]!.n).toBe(0);
    const { rows: trip } = await client.query<{ status: string }>('select status from trip where id = $1', [fullTripId]);
    expect(trip[0]!.status).toBe('published');
  });
});
