// The logbook in Chromium. A member logs a dive by hand in English (metric), at an atlas site picked from
// the suggestions, on a trip of their own reservation, with a cylinder, buddies (a name and a member's
// ID), tags, guide and rating; edits it and deletes it. A member who reads in Spanish and in imperial
// units logs one at a new place 100 m from an atlas site: the form offers that site first, then the
// place goes to the moderators; two cylinders and a gas switch are added on the page. A log made with
// the factories shows its totals and follows a filter; a dive's page and the map list what they
// should; another member and a visitor get "not found" for a private dive. Every logbook page is
// checked with axe in Spanish and for untranslated text in both languages (and on a phone by tests/e2e/phone.test.ts).
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appDatabase } from '../factories/centers.ts';
import { createMemberInApp, queryApp, type AppMember } from '../factories/app-members.ts';
import { logDiveInApp } from '../factories/dives.ts';
import { centerInApp, createTripInApp, signInByRequest } from '../factories/trips.ts';
import { baseUrl, expectAccessibleAndTranslated, newPage, statusOf, useBrowser, visit } from '../setup/browser.ts';

const dataDir = () => inject('appDataDir');

/** The text of one fact of the dive's page (its figures, place and people), by its label. */
const fact = (page: Page, label: string) => page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).first().locator('dd').textContent();
const total = (page: Page, key: string) => page.locator(`[data-total=${key}] dd`).textContent();

async function signedIn(browser: Parameters<typeof newPage>[0], member: AppMember, options: Parameters<typeof newPage>[1] = {}): Promise<Page> {
  const page = await newPage(browser, options);
  await signInByRequest(page, baseUrl(), member.email, member.password);
  return page;
}

describe('the logbook', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let client: pg.Client;
  let thistlegorm = { id: 0, name: '', lat: 0, lng: 0 };
  let blueHole = { id: 0, name: '' };
  beforeAll(async () => {
    client = await appDatabase(dataDir());
    const site = async (key: string) => (await client.query<{ id: number; name: string; lat: number; lng: number }>('select id, name, lat, lng from dive_site where seed_key = $1', [key])).rows[0]!;
    thistlegorm = await site('eg-ss-thistlegorm');
    blueHole = await site('eg-blue-hole');
  });
  afterAll(async () => {
    await client?.end();
  });

  it('a member logs a dive by hand at an atlas site on their trip, edits it and deletes it, in English and metres', async () => {
    const member = await createMemberInApp(dataDir(), { firstName: 'Erin', lastName: 'Logger' });
    const owner = await createMemberInApp(dataDir(), { firstName: 'Omar', lastName: 'Owner' });
    const buddy = await createMemberInApp(dataDir(), { firstName: 'Bea', lastName: 'Buddy' });
    const { centerId } = await centerInApp(client, { ownerId: owner.id, name: 'Logbook Test Divers', siteKey: 'eg-ss-thistlegorm' });
    const tripId = await createTripInApp(client, { centerId, title: 'Thistlegorm day boat', inDays: -30 });
    await client.query(`insert into reservation (trip_id, member_id, seats, status, logged_dives) values ($1, $2, 1, 'attended', 40)`, [tripId, member.id]);
    const page = await signedIn(browser, member);
    await visit(page, '/logbook/new');
    expect(await page.locator('h1').textContent()).toBe('Log a dive');

    await page.fill('#field-date', '2025-06-14');
    await page.fill('#field-time', '09:30');
    await page.selectOption('#field-utcOffset', '180');
    const search = page.getByRole('combobox', { name: 'Dive site' });
    await search.pressSequentially('Thistleg', { delay: 40 });
    await page.getByRole('listbox').getByRole('option', { name: /Thistlegorm/ }).first().click();
    await expect.poll(() => page.getByTestId('site-chosen').textContent()).toContain(thistlegorm.name);
    await page.selectOption('#field-centerTrip', `trip:${tripId}`);
    await page.fill('#field-duration', '48');
    await page.fill('#field-maxDepth', '29.5');
    await page.fill('#field-waterTemp', '24');
    await page.fill('#field-cyl0Size', '12');
    await page.fill('#field-cyl0WorkPressure', '232');
    await page.fill('#field-cyl0Start', '210');
    await page.fill('#field-cyl0End', '60');
    await page.fill('#field-cyl0O2', '32');
    await page.fill('#field-buddyNames', 'Carla');
    await page.fill('#field-buddyMemberIds', buddy.memberId.toLowerCase());
    await page.fill('#field-guide', 'Ahmed');
    await page.selectOption('#field-rating', '5');
    await page.check('#field-tags-wreck');
    await page.check('#field-privacy-public');
    await page.getByRole('button', { name: 'Save the dive' }).click();
    await page.waitForURL(/\/dive\/\d+\?logged=1/);
    const diveId = Number(/\/dive\/(\d+)/.exec(page.url())![1]);

    await expect.poll(() => page.locator('main [role=status]').first().textContent()).toContain('Dive 1 is in your logbook.');
    expect(await page.locator('h1').textContent()).toBe(`Dive 1 at ${thistlegorm.name}`);
    expect(await page.getByTestId('dive-start').getAttribute('datetime')).toBe('2025-06-14T09:30:00+03:00');
    expect(await fact(page, 'Maximum depth')).toBe('29.5 m');
    expect(await fact(page, 'Dive centre')).toContain('Logbook Test Divers');
    expect(await fact(page, 'Dive centre')).toContain('Thistlegorm day boat');
    expect(await fact(page, 'Dive guide')).toBe('Ahmed');
    expect(await page.getByTestId('dive-buddies').locator('li').allTextContents()).toEqual(['Carla', 'Bea Buddy (asked to confirm)']);
    expect(await fact(page, 'Tags')).toBe('Wreck');
    expect(await page.getByTestId('dive-cylinders').textContent()).toContain('Nitrox 32');
    const [stored] = await queryApp<{ number: number; start_local: string; utc_offset_minutes: number; max_depth_m: number; trip_id: number; center_id: number; tags: string[]; rating: number; guide: string; privacy: string }>(
      dataDir(),
      `select number, to_char(start_local, 'YYYY-MM-DD"T"HH24:MI:SS') as start_local, utc_offset_minutes, max_depth_m, trip_id, center_id, tags, rating, guide, privacy from dive where id = $1`,
      [diveId],
    );
    expect(stored).toEqual({ number: 1, start_local: '2025-06-14T09:30:00', utc_offset_minutes: 180, max_depth_m: 29.5, trip_id: tripId, center_id: centerId, tags: ['wreck'], rating: 5, guide: 'Ahmed', privacy: 'public' });

    // Edit: a value changed, the others kept as stored.
    await page.getByRole('link', { name: 'Edit the dive' }).click();
    await page.waitForURL(`**/dive/${diveId}/edit`);
    expect(await page.inputValue('#field-maxDepth')).toBe('29.5');
    await page.fill('#field-maxDepth', '31');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await page.waitForURL(/\/dive\/\d+\?saved=1/);
    await expect.poll(() => page.locator('main [role=status]').first().textContent()).toContain('The changes to dive 1 are saved.');
    expect(await fact(page, 'Maximum depth')).toBe('31 m');
    expect((await queryApp<{ max_depth_m: number; trip_id: number; water_temp_c: number }>(dataDir(), 'select max_depth_m, trip_id, water_temp_c from dive where id = $1', [diveId]))[0]).toEqual({ max_depth_m: 31, trip_id: tripId, water_temp_c: 24 });

    // Delete: nothing goes without the box ticked; then the dive is gone.
    await visit(page, `/dive/${diveId}/edit`);
    await page.getByRole('button', { name: 'Delete the dive' }).click();
    await expect.poll(() => page.locator('#field-confirmDelete').getAttribute('aria-invalid')).toBe('true');
    expect(await queryApp(dataDir(), 'select id from dive where id = $1', [diveId])).toHaveLength(1);
    await page.check('#field-confirmDelete');
    await page.getByRole('button', { name: 'Delete the dive' }).click();
    await page.waitForURL('**/logbook?deleted=1');
    await expect.poll(() => page.locator('main').textContent()).toContain('The dive was deleted.');
    expect(await page.getByTestId('log-empty').isVisible()).toBe(true);
    expect(await queryApp(dataDir(), 'select id from dive where id = $1', [diveId])).toEqual([]);
  });

  it('a member reading in Spanish and imperial units logs a dive at a new place near an atlas site, with a gas switch', async () => {
    const member = await createMemberInApp(dataDir(), { firstName: 'Sofía', lastName: 'Imperial' });
    await client.query(`update member_profile set units = 'imperial' where user_id = $1`, [member.id]);
    const page = await signedIn(browser, member);
    await visit(page, '/logbook/new?lang=es');
    expect(await page.locator('h1').textContent()).toBe('Registrar una inmersión');
    await page.fill('#field-date', '2024-10-02');
    await page.fill('#field-time', '14:05');
    await page.check('#field-placeKind-new');
    // About 110 m north of the wreck: the form asks whether it is the wreck first.
    await page.fill('#field-placeName', 'Arrecife del ancla');
    await page.fill('#field-placeLat', String(Math.round((thistlegorm.lat + 0.001) * 1e6) / 1e6));
    await page.fill('#field-placeLng', String(thistlegorm.lng));
    await page.selectOption('#field-placeCountry', 'EG');
    await page.fill('#field-duration', '52');
    await page.fill('#field-maxDepth', '100');
    await page.fill('#field-waterTemp', '75');
    await page.fill('#field-cyl0Size', '80');
    await page.fill('#field-cyl0WorkPressure', '3000');
    await page.fill('#field-cyl0Start', '3000');
    await page.fill('#field-cyl0End', '700');
    await page.getByRole('button', { name: 'Añadir una botella' }).click();
    await page.fill('#field-cyl1Size', '40');
    await page.fill('#field-cyl1WorkPressure', '3000');
    await page.fill('#field-cyl1Start', '3000');
    await page.fill('#field-cyl1End', '1500');
    await page.fill('#field-cyl1O2', '50');
    await page.getByRole('button', { name: 'Añadir un cambio de gas' }).click();
    await page.fill('#field-sw0Time', '40');
    await page.selectOption('#field-sw0Cylinder', '1');
    await page.check('#field-privacy-private');
    await page.getByRole('button', { name: 'Guardar la inmersión' }).click();

    const candidates = page.getByTestId('site-candidates');
    await candidates.waitFor();
    expect(await candidates.textContent()).toContain('a menos de 200 m');
    expect(await candidates.textContent()).toContain(thistlegorm.name);
    expect(await page.locator('#field-placeName-error').textContent()).toBe('Elige uno de los puntos de abajo o confirma que tu lugar es otro distinto.');
    // What was typed is all still there, the added rows included.
    expect(await page.inputValue('#field-cyl1O2')).toBe('50');
    expect(await page.inputValue('#field-sw0Time')).toBe('40');
    expect(await queryApp(dataDir(), 'select id from dive where member_id = $1', [member.id])).toEqual([]);
    await page.check('#field-placeDistinct');
    await page.getByRole('button', { name: 'Guardar la inmersión' }).click();
    await page.waitForURL(/\/dive\/\d+\?logged=1&suggested=1/);

    await expect.poll(() => page.locator('main [role=status]').first().textContent()).toContain('La inmersión 1 ya está en tu bitácora.');
    expect(await page.locator('main [role=status]').first().textContent()).toContain('Tu lugar nuevo se ha enviado a los moderadores');
    expect(await fact(page, 'Profundidad máxima')).toBe('100 ft');
    expect(await page.getByTestId('dive-gas-switches').textContent()).toContain('Nitrox 50');
    const [dive] = await queryApp<{ id: number; max_depth_m: number; water_temp_c: number; place_edit_id: number; site_id: number | null }>(
      dataDir(),
      'select id, max_depth_m, water_temp_c, place_edit_id, site_id from dive where member_id = $1',
      [member.id],
    );
    expect(dive!.max_depth_m).toBeCloseTo(30.48, 6);
    expect(dive!.water_temp_c).toBeCloseTo(23.89, 2);
    expect(dive!.site_id).toBeNull();
    const gas = await queryApp<{ time_s: number; o2_percent: number; cylinder_position: number }>(dataDir(), 'select time_s, o2_percent, cylinder_position from dive_gas_switch where dive_id = $1', [dive!.id]);
    expect(gas).toEqual([{ time_s: 2400, o2_percent: 50, cylinder_position: 1 }]);
    const [edit] = await queryApp<{ kind: string; status: string; name: string }>(dataDir(), `select kind, status, proposed->>'name' as name from dive_site_edit where id = $1`, [dive!.place_edit_id]);
    expect(edit).toEqual({ kind: 'new-site', status: 'pending', name: 'Arrecife del ancla' });
  });

  it('the log shows its totals and follows a filter; a dive’s page and the map show the dives; others get “not found” for a private dive', async () => {
    const member = await createMemberInApp(dataDir(), { firstName: 'Lola', lastName: 'Totals' });
    const other = await createMemberInApp(dataDir());
    await logDiveInApp(client, member.id, { startLocal: '2023-08-01T10:00:00', siteId: thistlegorm.id, maxDepthM: 30, durationS: 2400, waterTempC: 25, tags: ['wreck'], privacy: 'public' });
    const secret = await logDiveInApp(client, member.id, { startLocal: '2024-04-02T10:00:00', siteId: blueHole.id, maxDepthM: 22, durationS: 3000, waterTempC: 21, tags: ['reef'], privacy: 'private', notes: 'A private note about the arch.' });
    await logDiveInApp(client, member.id, { startLocal: '2024-04-03T08:00:00', place: { name: 'Test Lagoon Corner', lat: 27.1, lng: 34.1 }, countryCode: 'EG', maxDepthM: 9, durationS: 3600, waterTempC: 26, privacy: 'buddies' });

    const page = await signedIn(browser, member);
    await visit(page, '/logbook');
    expect(await total(page, 'dives')).toBe('3');
    expect(await total(page, 'bottomTime')).toBe('2 h 30 min');
    expect(await total(page, 'deepest')).toContain('30 m');
    expect(await total(page, 'coldest')).toContain('21 °C');
    expect(await total(page, 'sites')).toBe('3');
    expect(await page.getByTestId('log-list').locator('li').count()).toBe(3);
    await page.selectOption('select[name=year]', '2024');
    await page.getByRole('button', { name: 'Show dives' }).click();
    await page.waitForURL(/year=2024/);
    await expect.poll(() => total(page, 'dives')).toBe('2');
    expect(await page.getByTestId('log-list').locator('li').allTextContents()).toEqual([expect.stringContaining('Test Lagoon Corner'), expect.stringContaining(blueHole.name)]);
    // A depth written otherwise in an edited link is left out, and the page says so beside its field.
    await visit(page, '/logbook?year=2024&minDepth=deep');
    expect(await total(page, 'dives')).toBe('2');
    const minDepth = page.getByRole('spinbutton', { name: 'From' });
    expect(await minDepth.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await minDepth.getAttribute('aria-describedby')}"]`).textContent()).toBe('This value was not understood, so it was left out.');

    await page.getByRole('link', { name: blueHole.name }).click();
    await page.waitForURL(`**/dive/${secret.id}`);
    expect(await page.getByTestId('dive-notes').textContent()).toBe('A private note about the arch.');
    expect(await page.getByTestId('dive-privacy').textContent()).toContain('Private');
    // The profile chart's place on the page.
    expect(await page.locator('[data-slot=dive-profile]').count()).toBe(1);

    await visit(page, '/logbook/map');
    expect(await page.getByTestId('dive-places').locator('li').allTextContents()).toEqual([
      expect.stringContaining(blueHole.name),
      expect.stringContaining(thistlegorm.name),
      expect.stringContaining('Test Lagoon Corner'),
    ]);

    const stranger = await signedIn(browser, other);
    expect(await statusOf(stranger, `/dive/${secret.id}`)).toBe(404);
    expect(await statusOf(stranger, `/dive/${secret.id}.data`)).toBe(404);
    const visitor = await newPage(browser);
    expect(await statusOf(visitor, `/dive/${secret.id}`)).toBe(404);
  });

  // The 390 px and 320 px screens, with every menu open, are the phone test's (tests/e2e/phone.test.ts).
  it('every logbook page passes axe in Spanish and shows no message key in either language', async () => {
    const member = await createMemberInApp(dataDir(), { firstName: 'Ana', lastName: 'Axe' });
    const site = await logDiveInApp(client, member.id, { startLocal: '2024-05-01T09:00:00', siteId: thistlegorm.id, tags: ['wreck', 'deep'], privacy: 'public', notes: 'Motorbikes in hold two.' });
    await logDiveInApp(client, member.id, { startLocal: '2024-06-01T09:00:00', place: { name: 'Test Shore Entry With A Rather Long Name For A Phone', lat: 27.2, lng: 34.2 }, countryCode: 'EG', privacy: 'private' });
    const paths = ['/logbook', '/logbook/new', '/logbook/map', `/dive/${site.id}`, `/dive/${site.id}/edit`];
    const page = await signedIn(browser, member);
    await expectAccessibleAndTranslated(page, paths);
  });
});
