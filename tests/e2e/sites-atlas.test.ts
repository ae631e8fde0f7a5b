import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appDatabase, verifiedMemberInBrowser } from '../factories/centers.ts';
import { latestEmailTo, signInOverHttp } from '../factories/members.ts';
import { baseUrl, craftedPost, expectNoAxeViolations, newPage, statusOf, useBrowser, visit } from '../setup/browser.ts';

const dataDir = () => inject('appDataDir');
const MODERATOR = { email: 'demo.moderator@diveatlas.example', password: 'explore-the-reef-demo' };

async function seededSiteId(key: string): Promise<number> {
  const client = await appDatabase(dataDir());
  try {
    const { rows } = await client.query<{ id: number }>('select id from dive_site where seed_key = $1', [key]);
    if (!rows[0]) throw new Error(`No seeded site ${key}`);
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function latestEditId(siteId: number): Promise<number> {
  const client = await appDatabase(dataDir());
  try {
    const { rows } = await client.query<{ id: number }>('select id from dive_site_edit where site_id = $1 order by id desc limit 1', [siteId]);
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 160 } } }).jpeg().toBuffer();
  return { name: 'carlisle.jpg', mimeType: 'image/jpeg', buffer };
}

/** The facts list row of one fact, e.g. "Depth". */
const factRow = (page: Page, label: string) => page.getByTestId('facts').locator('div', { has: page.locator('dt', { hasText: label }) }).first();

describe('a living atlas: every member improves every site', { timeout: 300_000 }, () => {
  const browser = useBrowser({ keepContexts: true });
  let member: Page;
  let moderator: Page;
  let memberEmail = '';
  let carlisle = 0;

  it('a member suggests a depth and a photo for a seeded site; a moderator accepts; the site shows it with its source and history; the member is told', async () => {
    member = await newPage(browser);
    const ana = await verifiedMemberInBrowser(member, dataDir(), { firstName: 'Ana', lastName: 'Suggester' });
    memberEmail = ana.email;
    carlisle = await seededSiteId('bb-carlisle-bay-marine-park');

    // No direct edit for her: the listing offers "Suggest an edit", and the edit address says why not.
    await visit(member, `/listing/${carlisle}`);
    expect(await member.getByRole('link', { name: 'Edit', exact: true }).count()).toBe(0);
    const refused = await member.goto(`/listing/${carlisle}/edit`);
    expect(refused?.status()).toBe(403);
    expect(await member.locator('main h1').textContent()).toBe('Only the creator edits this page directly');
    expect(await member.getByTestId('error-page').textContent()).not.toContain('Something went wrong');
    await expectNoAxeViolations(member);
    await Promise.all([member.waitForURL(`**/listing/${carlisle}/suggest`), member.getByRole('link', { name: 'Suggest an edit' }).click()]);

    expect(await member.getByTestId('edit-mode').textContent()).toContain('goes to the moderators');
    await expectNoAxeViolations(member);
    // A web page as source without its address is refused, and nothing typed is lost.
    await member.fill('input[name=depthMax]', '12');
    await member.getByLabel('A web page').check();
    await member.fill('input[name=sourceTitle]', 'Carlisle Bay guide');
    await member.getByRole('button', { name: 'Send my suggestion' }).click();
    await expect.poll(() => member.getByTestId('form-errors').textContent()).toContain('starting with https://');
    expect(await member.inputValue('input[name=depthMax]')).toBe('12');
    // Her own dive, with its date, and a photo.
    await member.getByLabel('My own dive').check();
    await member.fill('input[name=sourceDivedOn]', '2025-07-14');
    await member.setInputFiles('input[name=photos]', await photo());
    await Promise.all([member.waitForURL(/suggested=pending/), member.getByRole('button', { name: 'Send my suggestion' }).click()]);
    expect(await member.getByTestId('listing-notice').textContent()).toContain('with the moderators');
    expect(await member.getByTestId('own-suggestion').textContent()).toContain('waiting for a moderator');
    expect(await factRow(member, 'Depth').textContent()).toContain('Not known');
    expect(await member.locator('[data-testid=gallery] img').count()).toBe(0);

    // The moderator finds it from the account menu, sees the diff and the photo, and accepts.
    moderator = await newPage(browser);
    await signInOverHttp(moderator, MODERATOR.email, MODERATOR.password);
    await visit(moderator, '/explore');
    await moderator.getByRole('button', { name: /Account menu/ }).click();
    await Promise.all([moderator.waitForURL('**/admin/edits'), moderator.getByRole('link', { name: 'Suggested edits' }).click()]);
    await expectNoAxeViolations(moderator);
    const card = moderator.getByTestId('queued-edit').filter({ hasText: 'Carlisle Bay Marine Park' }).first();
    expect(await card.textContent()).toContain('Depth');
    await Promise.all([moderator.waitForURL(/\/admin\/edits\/\d+$/), card.getByRole('link').first().click()]);
    const diff = moderator.getByTestId('fact-diff');
    await diff.waitFor();
    expect(await diff.locator('tbody tr').count()).toBe(1);
    expect(await diff.textContent()).toMatch(/Depth.*empty.*≤ 12 m/);
    expect(await moderator.getByTestId('edit-source').textContent()).toContain('Ana');
    expect(await moderator.locator('main img').count()).toBe(1);
    await expectNoAxeViolations(moderator);
    await moderator.getByLabel('Accept and publish').check();
    await Promise.all([moderator.waitForURL(/done=accept/), moderator.getByRole('button', { name: 'Save the decision' }).click()]);

    // The site shows the depth with its source, the photo, and the history.
    await visit(member, `/listing/${carlisle}`);
    const depth = factRow(member, 'Depth');
    expect(await depth.textContent()).toContain('12 m');
    expect(await depth.getByTestId('fact-sources').textContent()).toBe('Source: a dive by Ana, Jul 14, 2025');
    expect(await member.locator('[data-testid=gallery] img').count()).toBe(1);
    expect(await member.getByTestId('last-updated').textContent()).toContain('by Ana');
    expect(await member.getByTestId('own-suggestion').textContent()).toContain('accepted');
    await Promise.all([member.waitForURL(`**/listing/${carlisle}/history`), member.getByTestId('last-updated').getByRole('link', { name: 'History' }).click()]);
    const revisions = member.getByTestId('revision');
    expect(await revisions.first().textContent()).toContain('Suggestion accepted by Ana');
    expect(await revisions.last().textContent()).toContain('Loaded from the starter list');
    await expectNoAxeViolations(member);
    const mail = await latestEmailTo(dataDir(), memberEmail, new RegExp(`/listing/${carlisle}`));
    expect(mail.subject).toBe('Your edit of Carlisle Bay Marine Park is published');
  });

  it('a rejected suggestion says why, on the site and by email, in Spanish for a member who reads Spanish', async () => {
    const antilla = await seededSiteId('aw-ss-antilla');
    // Ana now reads the site in Spanish (her saved language, as the settings page would keep it).
    const client = await appDatabase(dataDir());
    await client.query(`update member_profile set language = 'es' where user_id = (select id from auth_user where email = $1)`, [memberEmail.toLowerCase()]);
    await client.end();
    await visit(member, `/listing/${antilla}/suggest?lang=es`);
    expect(await member.locator('main h1').textContent()).toBe('Sugerir una edición de SS Antilla');
    await expectNoAxeViolations(member);
    // Nothing changed yet: the form says so in Spanish.
    await member.getByRole('button', { name: 'Enviar mi sugerencia' }).click();
    await expect.poll(() => member.locator('main [role=alert]').first().textContent()).toContain('No ha cambiado nada');
    await member.selectOption('select[name=level]', 'beginner');
    await Promise.all([member.waitForURL(/suggested=pending/), member.getByRole('button', { name: 'Enviar mi sugerencia' }).click()]);
    const editId = await latestEditId(antilla);

    await visit(moderator, `/admin/edits/${editId}?lang=es`);
    await expectNoAxeViolations(moderator);
    await moderator.getByLabel('Rechazar').check();
    await moderator.getByRole('button', { name: 'Guardar la decisión' }).click();
    await expect.poll(() => moderator.locator('#decision-reason-error').textContent()).toContain('Di por qué la rechazas');
    await moderator.fill('textarea[name=reason]', 'Two sources disagree on the level: leave it empty until they agree.');
    await Promise.all([moderator.waitForURL(/done=reject/), moderator.getByRole('button', { name: 'Guardar la decisión' }).click()]);
    await visit(moderator, '/admin/edits?lang=es');
    expect(await moderator.locator('main h1').textContent()).toBe('Ediciones sugeridas');
    await expectNoAxeViolations(moderator);
    await visit(moderator, '/admin/edits?lang=en');

    // The 403 page speaks Spanish too.
    expect((await member.goto(`/listing/${antilla}/edit?lang=es`))?.status()).toBe(403);
    expect(await member.locator('main h1').textContent()).toBe('Solo quien lo creó edita esta página directamente');
    await expectNoAxeViolations(member);

    await visit(member, `/listing/${antilla}?lang=es`);
    expect(await member.getByTestId('own-suggestion').textContent()).toContain('rechazada');
    expect(await member.getByTestId('own-suggestion').textContent()).toContain('leave it empty until they agree');
    expect(await factRow(member, 'Nivel').textContent()).toContain('Desconocido');
    const mail = await latestEmailTo(dataDir(), memberEmail, new RegExp(`/listing/${antilla}`));
    expect(mail.subject).toBe('Tu edición sugerida de SS Antilla no se aceptó');
    expect(mail.text).toContain('leave it empty until they agree');
    await visit(member, `/explore?lang=en`);
  });

  it('a member with five accepted suggestions is a trusted editor: the page says so and the edit publishes at once, still listed for review', async () => {
    const trusted = await newPage(browser);
    await verifiedMemberInBrowser(trusted, dataDir(), { firstName: 'Tomas', lastName: 'Trusted' });
    const steps = await seededSiteId('bq-1000-steps');
    // Five suggestions, each accepted, made as crafted posts (the form is the same as above).
    for (let depth = 10; depth < 15; depth++) {
      const sent = await craftedPost(trusted, `/listing/${steps}/suggest`, { name: '1000 Steps', aliases: 'Thousand Steps', countryCode: 'BQ', region: 'Bonaire', lat: '12.214', lng: '-68.33', siteTypes: 'reef', entry: 'shore', depthMax: String(depth), units: 'metric', sourceKind: 'book', sourceTitle: 'Bonaire dive guide' });
      expect(sent.status()).toBe(302);
      const editId = await latestEditId(steps);
      const decided = await craftedPost(moderator, `/admin/edits/${editId}`, { decision: 'accept', reason: '' });
      expect(decided.status()).toBe(302);
    }
    await visit(trusted, `/listing/${steps}/suggest`);
    expect(await trusted.getByTestId('edit-mode').textContent()).toContain('You are a trusted editor');
    await trusted.selectOption('select[name=current]', 'light');
    await trusted.getByLabel('A guide book').check();
    await trusted.fill('input[name=sourceTitle]', 'Bonaire dive guide');
    await Promise.all([trusted.waitForURL(/suggested=published/), trusted.getByRole('button', { name: 'Publish my edit' }).click()]);
    expect(await factRow(trusted, 'Typical current').textContent()).toContain('Light');
    await visit(moderator, '/admin/edits');
    expect(await moderator.getByTestId('queued-edit').filter({ hasText: '1000 Steps' }).first().textContent()).toContain('Published by a trusted editor: to review');
  });

  it('a non-moderator\u2019s crafted request to accept an edit gets 403 and changes nothing', async () => {
    const antilla = await seededSiteId('aw-ss-antilla');
    await visit(member, `/listing/${antilla}/suggest`);
    const sent = await craftedPost(member, `/listing/${antilla}/suggest`, { name: 'SS Antilla', aliases: 'Antilla', countryCode: 'AW', region: 'Malmok, Aruba', lat: '12.607', lng: '-70.057', siteTypes: 'wreck', entry: 'boat', depthMax: '18', units: 'metric', sourceKind: 'none' });
    expect(sent.status()).toBe(302);
    const editId = await latestEditId(antilla);
    const crafted = await craftedPost(member, `/admin/edits/${editId}`, { decision: 'accept', reason: '' });
    expect(crafted.status()).toBe(403);
    expect(await statusOf(member, '/admin/edits')).toBe(403);
    await visit(moderator, `/admin/edits/${editId}`);
    expect(await moderator.getByTestId('edit-status').textContent()).toBe('Waiting');
    expect(await moderator.getByTestId('edit-source').textContent()).toContain('no source given');
  });

  it('a moderator reverts a site to an earlier version in one action', async () => {
    await visit(moderator, `/listing/${carlisle}/history`);
    await expectNoAxeViolations(moderator);
    await Promise.all([moderator.waitForURL(/reverted=1/), moderator.getByRole('button', { name: 'Put the site back to version 1' }).click()]);
    await expect.poll(() => moderator.getByTestId('revision').first().textContent()).toContain('Put back to version 1');
    await visit(moderator, `/listing/${carlisle}`);
    expect(await factRow(moderator, 'Depth').textContent()).toContain('Not known');
    await visit(moderator, `/listing/${carlisle}/history?lang=es`);
    await expectNoAxeViolations(moderator);
    await visit(moderator, `/listing/${carlisle}?lang=en`);
  });

  it('a conditions report moves the site\u2019s visibility and temperature; a typo of 270 °C is refused', async () => {
    const stavronikita = await seededSiteId('bb-ss-stavronikita');
    await visit(member, `/listing/${stavronikita}`);
    expect(await factRow(member, 'Visibility').getByTestId('reported').count()).toBe(0);
    expect(await factRow(member, 'Visibility').textContent()).toContain('Not known');
    expect(await member.getByText('Water temperatures are not known yet.').count()).toBe(1);
    await member.getByLabel('5 of 5').check();
    await member.fill('#review-body', 'Clear blue water all the way down to the deck.');
    await member.fill('input[name=divedOn]', '2025-07-10');
    await member.fill('input[name=visibility]', '30');
    await member.fill('input[name=waterTemp]', '270');
    await member.getByRole('button', { name: 'Publish review' }).click();
    await expect.poll(() => member.locator('input[name=waterTemp] ~ p').first().textContent()).toContain('-2 to 40');
    await member.fill('input[name=waterTemp]', '27');
    await Promise.all([member.waitForURL(/reviewed=1/), member.getByRole('button', { name: 'Publish review' }).click()]);
    expect(await factRow(member, 'Visibility').getByTestId('reported').textContent()).toBe('Divers report 30 m (from 1 dive report)');
    // The first report already shows as the site's visibility, marked as reported, not "Not known".
    expect(await factRow(member, 'Visibility').locator('dd').textContent()).toMatch(/^30 m \(reported\)/);
    expect(await factRow(member, 'Visibility').textContent()).not.toContain('Not known');
    expect(await member.getByTestId('reported-summary').textContent()).toContain('July');
    expect(await member.getByTestId('temperature-source').textContent()).toContain('from 1 dive report');
    expect(await member.locator('table').filter({ hasText: 'Month' }).locator('tr', { hasText: 'July' }).textContent()).toContain('27 °C');
  });

  it('/explore month, depth and level filters and /compare return real results on the seeded data, and say which facts are curated', async () => {
    const page = await newPage(browser);
    const count = async () => Number(/\d+/.exec((await page.getByTestId('result-count').textContent()) ?? '')?.[0] ?? 0);
    await visit(page, '/explore?month=7');
    expect(await count()).toBeGreaterThan(5);
    expect(await page.getByTestId('card-month').first().textContent()).toMatch(/July is a best month|Dived in July/);
    expect(await page.getByTestId('curated-first').count()).toBe(1);
    await visit(page, '/explore?depthMax=18');
    expect(await count()).toBeGreaterThan(5);
    await visit(page, '/explore?level=beginner');
    expect(await count()).toBeGreaterThan(5);
    // The Stavronikita has no curated month: divers' July report puts it in July, marked as reported.
    await visit(page, '/explore?month=7&q=stavronikita');
    expect(await page.getByTestId('card-month').first().textContent()).toBe('Dived in July by members (reported)');
    await expectNoAxeViolations(page);

    const ids = await Promise.all(['eg-ss-thistlegorm', 'bb-ss-stavronikita'].map(seededSiteId));
    await visit(page, `/compare?ids=${ids.join(',')}`);
    const table = page.getByTestId('compare-table');
    expect(await table.locator('tr', { hasText: 'Depth' }).textContent()).toContain('33 m');
    expect(await table.locator('tr', { hasText: 'Visibility' }).textContent()).toContain('30 m (reported, from 1 dive report)');
    expect(await table.locator('tr', { hasText: 'Coordinates' }).textContent()).toMatch(/\d+\.\d{2}, -?\d+\.\d{2}\b/);
  });

  it('a moderator marks a report fixed with what was changed and the version; the reporter is told', async () => {
    const stavronikita = await seededSiteId('bb-ss-stavronikita');
    const sent = await craftedPost(member, `/listing/${stavronikita}/report`, { reason: 'wrong-facts', details: 'The region should name the parish the wreck lies off.', duplicateOf: '' });
    expect(sent.status()).toBe(302);
    await visit(moderator, '/admin/reports?lang=es');
    const report = moderator.getByTestId('report').filter({ hasText: 'SS Stavronikita' }).first();
    await report.getByText('Marcar como corregido').first().click();
    await report.getByRole('button', { name: 'Marcar como corregido' }).click();
    await expect.poll(() => moderator.getByTestId('report').filter({ hasText: 'SS Stavronikita' }).first().locator('[id$=-note-error]').textContent()).toContain('Di qué cambiaste');
    await expectNoAxeViolations(moderator);
    const again = moderator.getByTestId('report').filter({ hasText: 'SS Stavronikita' }).first();
    await again.locator('textarea[name=note]').fill('Region checked against the marine park page.');
    await Promise.all([moderator.waitForURL(/done=fix/), again.getByRole('button', { name: 'Marcar como corregido' }).click()]);
    await visit(moderator, '/admin/reports?view=handled&lang=en');
    const handled = moderator.getByTestId('report').filter({ hasText: 'SS Stavronikita' }).first();
    expect(await handled.textContent()).toContain('Fixed');
    expect(await handled.textContent()).toContain('Region checked against the marine park page.');
    expect(await handled.textContent()).toMatch(/Fixed in version \d+/);
    const mail = await latestEmailTo(dataDir(), memberEmail, new RegExp(`/listing/${stavronikita}`));
    expect(mail.subject).toContain('corregido');
  });

  it('seed facts show their sources and notices, and coordinates only as precise as they are known', async () => {
    const page = await newPage(browser);
    const hanifaru = await seededSiteId('mv-hanifaru-bay');
    await visit(page, `/listing/${hanifaru}`);
    expect(await page.getByTestId('site-notice').textContent()).toMatch(/scuba/i);
    expect(await page.getByTestId('coordinates').textContent()).toMatch(/^-?\d+\.\d{1,2}, -?\d+\.\d{1,2}$/);
    const doria = await seededSiteId('us-ss-andrea-doria');
    await visit(page, `/listing/${doria}?lang=es`);
    const depth = factRow(page, 'Profundidad');
    expect(await depth.textContent()).toContain('73 m');
    expect(await depth.getByTestId('fact-sources').textContent()).toMatch(/^Fuentes: .+, .+/);
    expect(await page.getByTestId('site-notice').getAttribute('aria-labelledby')).toBe('site-notice-title');
    await expectNoAxeViolations(page);
    const gpx = await (await fetch(`${baseUrl()}/explore/export/gpx?q=andrea+doria`)).text();
    expect(gpx).toMatch(/<wpt lat="-?\d+\.\d{1,2}" lon="-?\d+\.\d{1,2}">/);
  });

  it('the country pickers list each country once, in the member\u2019s language, with no hydration error', async () => {
    const page = await newPage(browser);
    await verifiedMemberInBrowser(page, dataDir(), { firstName: 'Carla', lastName: 'Country' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of ['/add-dive-center?lang=es', '/add-listing?lang=es']) {
      await visit(page, path);
      const labels = await page.locator('select[name=countryCode] option').allTextContents();
      const names = labels.filter(Boolean).slice(1);
      expect(new Set(names).size).toBe(names.length);
      expect(names.filter((name) => name === 'Alemania')).toHaveLength(1);
      expect(names.filter((name) => name === 'Serbia')).toHaveLength(1);
      expect(await page.locator('select[name=countryCode] option[value=DD], select[name=countryCode] option[value=UK]').count()).toBe(0);
    }
    expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    await visit(page, '/explore?lang=en');
  });
});
