// Trips and reservations in Chromium: a manager publishes a trip in the centre's time zone; a member
// finds it from a dive site's page, asks for two seats; the manager, reading in another zone, sees
// both clocks named, and confirms in the conversation with a meeting point and time (a time after
// the trip is refused, nothing written) while the member's counts change without a reload; the
// member reads the meeting on their reservations, in the email and in the calendar file, and
// cancels within the terms; a full trip offers its waiting list; another member, a moderator and an
// admin who is not acting as a manager can neither read nor change any of it (checked over HTTP).
// Every new page is checked with axe in Spanish and for untranslated text in both languages.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appDatabase } from '../factories/centers.ts';
import { createMemberInApp } from '../factories/app-members.ts';
import { latestEmailTo } from '../factories/members.ts';
import { centerInApp, createTripInApp, signInByRequest } from '../factories/trips.ts';
import { baseUrl, craftedPost, expectAccessibleAndTranslated, newPage, useBrowser, visit } from '../setup/browser.ts';
import { formatPlaceTime } from '../../app/lib/time-format.ts';
import { zonedParts, zonedTimeToInstant } from '../../app/lib/time-zones.ts';

const DAY = 86_400_000;

/** 20260704T044500Z: an instant as a calendar file writes it. */
function icsTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

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
    // The manager reads from New York; the centre is in Cairo.
    const managerPage = await newPage(browser, { timezoneId: 'America/New_York' });
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
    // Two clocks, each named: the reservation's times in the centre's zone (Cairo, UTC+2 or +3 in
    // English), the messages' in the reader's own (New York), once the page runs.
    expect(await managerPage.locator('aside').textContent()).toMatch(/Asked: \w{3}, \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} UTC\+[23]/);
    await expect.poll(() => managerPage.getByTestId('system-message').first().locator('time').textContent()).toMatch(/\d{1,2}:\d{2} E[DS]T$/);

    // Confirming asks where and when to meet, filled in from the trip.
    const meetingPoint = managerPage.locator('[id^="confirm-"][id$="-meetingPoint"]');
    const meetingDate = managerPage.locator('[id^="confirm-"][id$="-meetingDate"]');
    const meetingTime = managerPage.locator('[id^="confirm-"][id$="-meetingTime"]');
    expect(await meetingPoint.inputValue()).toBe('Our shop on the promenade');
    expect(await meetingDate.inputValue()).toBe(day);
    expect(await meetingTime.inputValue()).toBe('08:30');
    expect(await managerPage.locator('aside').textContent()).toContain('Local time at the centre: Africa/Cairo');
    // A meeting after the trip has ended is refused next to the field, with what was typed kept, and nothing is written.
    const dayAfter = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    await meetingDate.fill(dayAfter);
    await managerPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect.poll(() => managerPage.locator('[id^="confirm-"][id$="-meetingDate-error"]').textContent()).toBe('The trip is over by then. Choose a meeting time before it ends.');
    expect(await meetingDate.inputValue()).toBe(dayAfter);
    const { rows: unconfirmed } = await client.query('select status, meeting_point, meets_at from reservation where trip_id = $1', [tripId]);
    expect(unconfirmed).toEqual([{ status: 'requested', meeting_point: null, meets_at: null }]);
    await meetingPoint.fill('Harbour gate B, boat "Sea Star"');
    await meetingDate.fill(day);
    await meetingTime.fill('07:45');
    await managerPage.getByRole('button', { name: 'Confirm', exact: true }).click();
    await managerPage.waitForURL(/notice=confirm/);
    const meetsAt = zonedTimeToInstant(day, '07:45', 'Africa/Cairo')!;
    const meetText = formatPlaceTime(meetsAt, 'Africa/Cairo', 'en');
    expect(meetText).toMatch(/07:45 UTC\+[23]$/);
    await expect.poll(() => managerPage.getByTestId('system-message').last().textContent()).toContain('Reservation of 2 seats confirmed');

    // The member's page, still open, shows the new unread message without a reload.
    await expect.poll(() => diverPage.getByTestId('unread-total').first().textContent()).toMatch(/^1/);

    await visit(diverPage, '/account/reservations');
    const card = diverPage.getByTestId('reservation').filter({ hasText: title });
    expect(await card.textContent()).toContain('Confirmed');
    const meeting = await card.getByTestId('meeting').textContent();
    expect(meeting).toContain('Harbour gate B, boat "Sea Star"');
    expect(meeting).toContain(`Meeting time: ${meetText}`);
    expect(meeting).not.toContain('The centre tells you when it confirms.');
    // The email says the same.
    await expect.poll(async () => (await latestEmailTo(inject('appDataDir'), diver.email, /\/account\/reservations#reservation-/)).subject).toBe(`Confirmed: ${title}`);
    const mail = await latestEmailTo(inject('appDataDir'), diver.email, /\/account\/reservations#reservation-/);
    expect(mail.text).toContain('Meeting point: Harbour gate B, boat "Sea Star"');
    expect(mail.text).toContain(`Meeting time: ${meetText}`);
    const icsHref = await card.getByRole('link', { name: 'Add to my calendar (.ics)' }).getAttribute('href');
    const ics = await diverPage.request.get(`${baseUrl()}${icsHref}`);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const icsText = await ics.text();
    expect(icsText).toContain('BEGIN:VEVENT');
    expect(icsText).toContain(`SUMMARY:${title} · Trip Test Divers`);
    // The event starts at the meeting, where the meeting is.
    expect(icsText).toContain('LOCATION:Harbour gate B\\, boat "Sea Star"');
    expect(icsText).toContain(`DTSTART:${icsTime(meetsAt)}`);

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

  it('every page of that journey passes axe in Spanish and shows no message key in either language', async () => {
    expect(reached.diver.length).toBeGreaterThan(0);
    const diverPage = await newPage(browser);
    await signInByRequest(diverPage, baseUrl(), diver.email, diver.password);
    await expectAccessibleAndTranslated(diverPage, reached.diver);
    const managerPage = await newPage(browser);
    await signInByRequest(managerPage, baseUrl(), manager.email, manager.password);
    await expectAccessibleAndTranslated(managerPage, reached.manager);
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
    // The centre confirms it (the form as a browser sends it), with a meeting half an hour before the start.
    const { rows: starts } = await client.query<{ starts_at: Date }>('select starts_at from trip where id = $1', [fullTripId]);
    const meet = zonedParts(new Date(starts[0]!.starts_at.getTime() - 30 * 60_000), 'Africa/Cairo');
    const managerPage = await newPage(browser);
    await signInByRequest(managerPage, baseUrl(), manager.email, manager.password);
    const confirmed = await craftedPost(managerPage, '/admin-divecenter/divecenter/reservations', { intent: 'confirm', centerId: String(centerId), reservationId: String(reservation), meetingPoint: 'Pier 3', meetingDate: meet.date, meetingTime: meet.time });
    expect(confirmed.status()).toBe(302);
    expect(await statusOf(client, reservation)).toBe('confirmed');
    const get = (path: string) => secondPage.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
    expect((await get(`/account/inbox/${conversation}`)).status()).toBe(404);
    expect((await craftedPost(secondPage, `/account/inbox/${conversation}`, { intent: 'reply', body: 'Hello from someone else' })).status()).toBe(404);
    expect((await get(`/account/reservations/${reservation}/calendar.ics`)).status()).toBe(404);
    expect((await craftedPost(secondPage, '/account/reservations', { intent: 'cancel', reservationId: String(reservation) })).status()).toBe(404);
    expect((await craftedPost(secondPage, '/admin-divecenter/divecenter/reservations', { intent: 'confirm', centerId: String(centerId), reservationId: String(reservation) })).status()).toBe(403);
    expect((await get(`/admin-divecenter/divecenter/inbox/${conversation}?center=${centerId}`)).status()).toBe(403);
    expect((await craftedPost(secondPage, `/admin-divecenter/divecenter/trips/${fullTripId}`, { intent: 'cancel-trip', centerId: String(centerId), tripId: String(fullTripId), reason: 'Not my trip at all' })).status()).toBe(403);
    expect((await get(`/trip/${draftId}`)).status()).toBe(404);

    // Staff do not run centres: a moderator, or an admin who has not started acting as this centre's
    // manager, can neither read its reservations and conversations nor cancel or answer anything.
    for (const role of ['moderator', 'admin'] as const) {
      const staff = await createMemberInApp(inject('appDataDir'), { firstName: 'Stella', lastName: 'Staff', role });
      const staffPage = await newPage(browser);
      await signInByRequest(staffPage, baseUrl(), staff.email, staff.password);
      const staffGet = (path: string) => staffPage.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
      expect((await staffGet(`/admin-divecenter/divecenter/reservations?center=${centerId}`)).status()).toBe(403);
      expect((await staffGet(`/admin-divecenter/divecenter/inbox?center=${centerId}`)).status()).toBe(403);
      expect((await staffGet(`/admin-divecenter/divecenter/inbox/${conversation}?center=${centerId}`)).status()).toBe(403);
      expect((await staffGet(`/admin-divecenter/divecenter/trips/${fullTripId}?center=${centerId}`)).status()).toBe(403);
      expect((await craftedPost(staffPage, '/admin-divecenter/divecenter/reservations', { intent: 'cancel', centerId: String(centerId), reservationId: String(reservation), reason: 'Cancelled by staff' })).status()).toBe(403);
      expect((await craftedPost(staffPage, `/admin-divecenter/divecenter/inbox/${conversation}?center=${centerId}`, { intent: 'reply', body: 'Staff writing as the centre' })).status()).toBe(403);
      expect((await craftedPost(staffPage, `/admin-divecenter/divecenter/trips/${fullTripId}`, { intent: 'cancel-trip', centerId: String(centerId), tripId: String(fullTripId), reason: 'Staff cancels the trip' })).status()).toBe(403);
      expect((await staffGet(`/account/inbox/${conversation}`)).status()).toBe(404);
    }
    expect(await statusOf(client, reservation)).toBe('confirmed');
    const { rows: messages } = await client.query<{ n: number }>('select count(*)::int as n from message where conversation_id = $1 and (body like $2 or body like $3)', [conversation, '%someone else%', '%Staff writing%']);
    expect(messages[0]!.n).toBe(0);
    const { rows: trip } = await client.query<{ status: string }>('select status from trip where id = $1', [fullTripId]);
    expect(trip[0]!.status).toBe('published');
  });
});
