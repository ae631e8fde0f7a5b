// Sites where scuba is closed or impossible, as a diver meets them (left out of dive searches and the
// map, marked everywhere once asked for), and the moderation of safety facts: a status suggested
// with its source, no decision chosen in advance, and an unsourced depth published only on purpose.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appDatabase, verifiedMemberInBrowser } from '../factories/centers.ts';
import { signInOverHttp } from '../factories/members.ts';
import { baseUrl, expectNoAxeViolations, newPage, useBrowser, visit } from '../setup/browser.ts';

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

const cardNames = (page: Page) => page.locator('[data-testid=site-card] h3').allTextContents();
const factRow = (page: Page, label: string) => page.getByTestId('facts').locator('div', { has: page.locator('dt', { hasText: label }) }).first();

async function mapPointIds(query: string): Promise<number[]> {
  const body = (await (await fetch(`${baseUrl()}/api/map/clusters?${query}`)).json()) as { layers: { sites?: { points: Array<[number, number, number, string]> } } };
  return body.layers.sites!.points.map(([, , id]) => id);
}

describe('sites closed to scuba, and safety facts in moderation', { timeout: 240_000 }, () => {
  const browser = useBrowser({ keepContexts: true });

  it('a visitor does not get Guadalupe Island as a dive, is told it matched, and sees it marked closed when asking for it: cards, page, comparison, map', async () => {
    const page = await newPage(browser);
    const guadalupe = await seededSiteId('mx-guadalupe-island');
    await visit(page, '/explore?q=guadalupe');
    expect(await cardNames(page)).not.toContain('Guadalupe Island');
    const note = page.getByTestId('closed-note');
    expect(await note.textContent()).toContain('1 site closed to scuba (closed, snorkelling or cage only) also matches and is left out.');
    await Promise.all([page.waitForURL(/closed=1/), note.getByRole('link', { name: 'Show them, marked' }).click()]);
    const card = page.getByTestId('site-card').filter({ hasText: 'Guadalupe Island' });
    expect(await card.getByTestId('dive-status').textContent()).toBe('Closed to divers since January 2023');
    await expectNoAxeViolations(page);

    // The filter has its field in the form, and its chip takes it off again.
    await visit(page, '/explore?type=wall');
    expect(await page.getByLabel('Include sites closed to scuba (closed, snorkelling or cage only)').isChecked()).toBe(false);

    await visit(page, `/listing/${guadalupe}`);
    expect(await page.locator('header [data-testid=dive-status]').textContent()).toBe('Closed to divers since January 2023');
    const status = page.getByTestId('fact-diveStatus');
    expect(await status.textContent()).toContain('Closed to divers since January 2023');
    expect(await status.getByTestId('fact-sources').textContent()).toContain('Mexico News Daily');
    await expectNoAxeViolations(page);

    const [hood, thistlegorm] = await Promise.all(['gb-hms-hood-1891', 'eg-ss-thistlegorm'].map(seededSiteId));
    await visit(page, `/compare?ids=${hood},${thistlegorm}`);
    const row = page.getByTestId('compare-table').locator('tr', { hasText: 'Scuba status' });
    expect(await row.getByTestId('dive-status').textContent()).toBe('Closed to divers since 2004');

    // The map: left out of the markers and the list by default, there (and marked) on request.
    const box = 'bbox=-119,28,-117,30&z=16&layers=sites';
    expect(await mapPointIds(box)).not.toContain(guadalupe);
    expect(await mapPointIds(`${box}&closed=1`)).toContain(guadalupe);
    const list = (await (await fetch(`${baseUrl()}/api/map/list?bbox=-119,28,-117,30&lat=29&lng=-118&z=8&closed=1`)).json()) as { sites: Array<{ id: number; diveStatus: string }> };
    expect(list.sites.find((site) => site.id === guadalupe)?.diveStatus).toBe('closed');
    const mapCard = (await (await fetch(`${baseUrl()}/api/map/card/sites/${guadalupe}`)).json()) as { diveStatus: string; diveStatusSince: string };
    expect(mapCard).toMatchObject({ diveStatus: 'closed', diveStatusSince: '2023-01' });
  });

  it('a member suggests, with a source, that a site is closed; the moderator chooses a decision (none is chosen for them) and accepts; divers no longer get it as a dive', async () => {
    const member = await newPage(browser);
    await verifiedMemberInBrowser(member, dataDir(), { firstName: 'Sol', lastName: 'Status' });
    const p29 = await seededSiteId('mt-p29');
    await visit(member, `/listing/${p29}/suggest`);
    await member.selectOption('select[name=diveStatus]', 'closed');
    await member.fill('input[name=diveStatusSince]', '2025-03');
    await member.getByLabel('A web page').check();
    await member.fill('input[name=sourceTitle]', 'Malta harbour notice to divers');
    await member.fill('input[name=sourceUrl]', 'https://harbour.example/notices/p29');
    await Promise.all([member.waitForURL(/suggested=pending/), member.getByRole('button', { name: 'Send my suggestion' }).click()]);

    const moderator = await newPage(browser);
    await signInOverHttp(moderator, MODERATOR.email, MODERATOR.password);
    await visit(moderator, `/admin/edits/${await latestEditId(p29)}`);
    expect(await moderator.getByTestId('fact-diff').textContent()).toMatch(/Scuba status.*Closed to divers since March 2025/);
    expect(await moderator.getByLabel('Accept and publish').isChecked()).toBe(false);
    expect(await moderator.getByLabel('Reject').isChecked()).toBe(false);
    // Sourced: no confirmation asked for.
    expect(await moderator.locator('input[name=confirmUnsourced]').count()).toBe(0);
    await moderator.getByRole('button', { name: 'Save the decision' }).click();
    await expect.poll(() => moderator.locator('main').textContent()).toContain('Choose to accept or to reject.');
    await moderator.getByLabel('Accept and publish').check();
    await Promise.all([moderator.waitForURL(/done=accept/), moderator.getByRole('button', { name: 'Save the decision' }).click()]);

    await visit(member, `/listing/${p29}`);
    expect(await member.locator('header [data-testid=dive-status]').textContent()).toBe('Closed to divers since March 2025');
    expect(await member.getByTestId('fact-diveStatus').getByTestId('fact-sources').textContent()).toContain('Malta harbour notice to divers');
    await visit(member, '/explore?q=p29');
    expect(await cardNames(member)).not.toContain('P29');
  });

  it('an unsourced 110 m depth on the Blue Hole is published only when the moderator ticks that on purpose; the seed note then stops saying the depth was left empty', async () => {
    const member = await newPage(browser);
    await verifiedMemberInBrowser(member, dataDir(), { firstName: 'Dev', lastName: 'Depth' });
    const blueHole = await seededSiteId('eg-blue-hole');
    await visit(member, `/listing/${blueHole}`);
    expect(await member.getByTestId('seed-note').textContent()).toContain('Depth left empty: not consistently published.');
    await visit(member, `/listing/${blueHole}/suggest`);
    await member.fill('input[name=depthMin]', '6');
    await member.fill('input[name=depthMax]', '110');
    await member.getByLabel('No source').check();
    await Promise.all([member.waitForURL(/suggested=pending/), member.getByRole('button', { name: 'Send my suggestion' }).click()]);

    const moderator = await newPage(browser);
    await signInOverHttp(moderator, MODERATOR.email, MODERATOR.password);
    await visit(moderator, `/admin/edits/${await latestEditId(blueHole)}`);
    await moderator.getByLabel('Accept and publish').check();
    await moderator.getByRole('button', { name: 'Save the decision' }).click();
    await expect.poll(() => moderator.locator('#decision-confirmUnsourced-error').textContent()).toContain('changes a safety fact without a source');
    await expectNoAxeViolations(moderator);
    await visit(member, `/listing/${blueHole}`);
    expect(await factRow(member, 'Depth').textContent()).toContain('Not known');

    await visit(moderator, `/admin/edits/${await latestEditId(blueHole)}`);
    await moderator.getByLabel('Accept and publish').check();
    await moderator.getByLabel(/I have checked it and want to publish it anyway/).check();
    await Promise.all([moderator.waitForURL(/done=accept/), moderator.getByRole('button', { name: 'Save the decision' }).click()]);

    await visit(member, `/listing/${blueHole}`);
    expect(await factRow(member, 'Depth').textContent()).toContain('6–110 m');
    expect(await member.getByTestId('seed-note').textContent()).not.toContain('Depth left empty');
    expect(await member.getByTestId('seed-changed').textContent()).toContain('Depth');
  });
});
