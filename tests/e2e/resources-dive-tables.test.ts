import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpOverHttp } from '../factories/members.ts';
import { baseUrl, expectNoAxeViolations, openPage, skipCookieBanner, useBrowser } from '../setup/browser.ts';

/** The page answers a change from the server; a busy machine may take a moment. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** The width of the phones the page is made to fit. */
const PHONE = { width: 390, height: 844 };

/** A page whose visitor has already answered the cookie banner, so nothing covers the forms. */
async function openTables(browser: Browser, path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await skipCookieBanner(page, baseUrl());
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** Minutes in the computed air column at a depth row ("33 min" gives 33). */
async function airLimit(page: Page, depth: number): Promise<number> {
  const text = (await page.locator(`tr[data-depth="${depth}"] td[data-gas="air"]`).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Fills the planner's fields and sends the form. */
async function plan(page: Page, fields: Record<string, string>, options: { repeat?: boolean } = {}): Promise<void> {
  for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
  if (options.repeat) await page.check('#repeat');
  await page.locator('form[aria-labelledby=planner-heading] button[type=submit]').click();
}

describe('a diver uses the dive tables and the planner', () => {
  const browser = useBrowser();

  it('a visitor reads the no-decompression table beside the published tables, rendered by the server', async () => {
    const response = await fetch(`${baseUrl()}/dive-tables`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="ndl-table"');
    expect(html).toMatch(/<tr[^>]*data-depth="18"/);

    const page = await openTables(browser(), '/dive-tables');
    await expect(page.locator('h1').textContent()).resolves.toBe('Dive tables and planner');
    expect(await page.locator('tr[data-depth="18"] td[data-table="padi"]').textContent()).toContain('56 min');
    expect(await page.locator('tr[data-depth="18"] td[data-table="navy"]').textContent()).toContain('63 min');
    expect(await page.title()).toContain('Dive tables and planner');
    // The page says how the planner works and how it compares with Subsurface and GasPlanner.
    expect(await page.locator('[data-testid=comparison] tbody tr').count()).toBe(5);
    expect(await page.locator('[data-testid=conventions]').textContent()).toContain('as Subsurface and GasPlanner do');
    await expectNoAxeViolations(page);
  });

  it('raising GF high lengthens the limits as soon as it is typed, and the URL keeps the setting', async () => {
    const page = await openTables(browser(), '/dive-tables');
    const before = await airLimit(page, 18);
    expect(before).toBeGreaterThan(0);
    await page.fill('#gfHigh', '90');
    await eventually(() => airLimit(page, 18)).toBeGreaterThan(before);
    expect(new URL(page.url()).searchParams.get('gfHigh')).toBe('90');
    expect(await page.locator('#ndl-caption').textContent()).toContain('GF 30/90');
    // The field kept the focus while the table changed.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('gfHigh');

    // A value out of range is explained next to the field, and the table says which settings it uses.
    await page.fill('#gfHigh', '150');
    await eventually(() => page.locator('#gfHigh-error').textContent()).toBe('Enter a whole percentage from 10 to 100.');
    expect(await page.getAttribute('#gfHigh', 'aria-invalid')).toBe('true');
    expect(await page.locator('#ndl-caption').textContent()).toContain('GF 30/75');
  });

  it('without JavaScript the settings form recomputes the table and the planner posts its plan', async () => {
    const page = await openTables(browser(), '/dive-tables', { javaScriptEnabled: false });
    const before = await airLimit(page, 18);
    await page.fill('#gfHigh', '95');
    await page.getByRole('button', { name: 'Update the table' }).click();
    await page.waitForURL(/gfHigh=95/);
    expect(await airLimit(page, 18)).toBeGreaterThan(before);

    // 45 m for 30 minutes on air with EAN50 and oxygen: planned on the server, with the table's GF.
    await plan(page, { depth: '45', time: '30', g0Size: '24', g0Fill: '232', g1O2: '50', g2O2: '100' });
    await page.waitForSelector('[data-testid=dive-1]');
    const stops = page.locator('[data-testid=dive-1-stops]');
    expect(await stops.locator('tr[data-depth="21"]').textContent()).toContain('EAN50');
    expect(await stops.locator('tr[data-depth="3"]').textContent()).toContain('Oxygen');
    expect(await stops.locator('tr[data-depth="3"]').textContent()).toContain('Safety stop');
    const gases = page.locator('[data-testid=dive-1-gases]');
    expect(await gases.locator('tr[data-slot="1"]').textContent()).toContain('switch at 21 m on the way up');
    expect(await gases.locator('tr[data-slot="2"]').textContent()).toContain('switch at 6 m on the way up');
    // The form keeps what was typed, and the settings it was planned with.
    expect(await page.inputValue('#depth')).toBe('45');
    expect(new URL(page.url()).searchParams.get('gfHigh')).toBe('95');
  });

  it('the planner adds stops with the gas of each, draws the ceiling, and refuses a mix too rich for the depth', async () => {
    const page = await openTables(browser(), '/dive-tables');
    await plan(page, { depth: '30', time: '20' });
    const stops = page.locator('[data-testid=dive-1-stops]');
    await eventually(() => stops.textContent()).toContain('Decompression stop');
    expect(await page.locator('[data-testid=dive-1-warnings]').textContent()).toContain('needs decompression stops');
    expect(await page.locator('[data-testid=dive-1-ceiling]').count()).toBe(1);
    const chart = page.locator('[data-testid=dive-1-chart]');
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.locator('desc').textContent()).toMatch(/Stops: .+ at 3 m/);
    expect(await stops.locator('tbody tr').last().textContent()).toContain('Air');

    await plan(page, { time: '8' });
    await eventually(() => stops.textContent()).not.toContain('Decompression stop');
    expect(await stops.textContent()).toContain('Safety stop');
    expect(await page.locator('[data-testid=dive-1-ceiling]').count()).toBe(0);

    await plan(page, { g0O2: '36' });
    await eventually(() => page.locator('#depth-error').textContent()).toBe('Too deep for the bottom gas: its maximum operating depth at 1.4 bar is 28 m.');
    expect(await page.getAttribute('#depth', 'aria-invalid')).toBe('true');
    expect(await page.locator('[data-testid=plan-invalid]').isVisible()).toBe(true);
  });

  it('a technical diver plans 80 m on trimix 10/70 with a travel gas and two decompression gases', async () => {
    const page = await openTables(browser(), '/dive-tables');
    // Without a gas breathable at the surface, the planner asks for one.
    await plan(page, { depth: '80', time: '20', g0O2: '10', g0He: '70', g0Size: '24' });
    await eventually(() => page.locator('#g0O2-error').textContent()).toContain('cannot be breathed shallower than 6 m');

    await plan(page, { g1O2: '21', g1He: '35', g1Size: '11', g2O2: '50', g3O2: '100' });
    const gases = page.locator('[data-testid=dive-1-gases]');
    await eventually(() => gases.locator('tr[data-slot="1"]').textContent()).toContain('Travel gas, down to 54 m');
    expect(await gases.locator('tr[data-slot="0"]').textContent()).toContain('breathable from 5.8 m down');
    expect(await page.locator('[data-testid=dive-1-warnings]').textContent()).toContain('Trimix 10/70 is breathable only from 5.8 m down');
    const switchGases = await page.locator('[data-testid=dive-1-stops] tbody tr').evaluateAll((rows) =>
      rows.filter((row) => row.textContent?.includes('Gas switch')).map((row) => row.children[3]?.textContent),
    );
    expect(switchGases).toEqual(['Trimix 21/35', 'EAN50', 'Oxygen']);
    expect(await page.locator('[data-testid=dive-1]').textContent()).toContain('Does not apply (not breathable at the surface)');
  });

  it('a Spanish-speaking diver plans two dives on a 390 px phone, in Spanish, with the minimum-gas reserve', async () => {
    const page = await openTables(browser(), '/dive-tables?lang=es', { viewport: PHONE });
    await expect(page.locator('h1').textContent()).resolves.toBe('Tablas de buceo y planificador');
    await page.check('#reserve-minimum');
    await plan(page, { interval: '45' }, { repeat: true });
    const second = page.locator('[data-testid=dive-2]');
    await eventually(() => second.textContent()).toContain('Inmersión 2');
    expect(await second.textContent()).toContain('45 min');
    const text = (await second.textContent()) ?? '';
    const match = /(\d+) min \(descansado: (\d+) min\)/.exec(text);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeLessThan(Number(match?.[2]));
    expect(await page.locator('[data-testid=dive-1-gases]').textContent()).toContain('gas mínimo');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
  });

  it('the page switches to feet with the imperial PADI card and plans stops every 10 ft', async () => {
    const page = await openTables(browser(), '/dive-tables?gfHigh=85');
    await page.getByRole('link', { name: 'Imperial (ft, cu ft)' }).click();
    await page.waitForURL(/units=imperial/);
    await eventually(() => page.locator('[data-testid=ndl-table] tbody th').first().textContent()).toBe('35 ft');
    // The imperial card's own row: 55 minutes at 60 ft.
    expect(await page.locator('tr[data-depth="18.288"] td[data-table="padi"]').textContent()).toBe('55 min');
    expect(await page.inputValue('#gfHigh')).toBe('85');
    expect(await page.inputValue('#depth')).toBe('60');

    await plan(page, { depth: '130', time: '20' });
    const stops = page.locator('[data-testid=dive-1-stops] tbody tr td:first-child');
    await eventually(() => stops.count()).toBeGreaterThan(1);
    for (const depth of await stops.allTextContents()) expect(depth).toMatch(/^\d*0 ft$/);
    expect(await page.locator('[data-testid=dive-1-gases]').textContent()).toContain('psi');
    await expectNoAxeViolations(page);
  });

  it('a member who prefers imperial units gets feet by default', async () => {
    const member = await openTables(browser(), '/');
    await signUpOverHttp(member);
    await member.goto('/account/settings');
    await member.check('input[name=units][value=imperial]');
    await member.locator('#profile').getByRole('button', { name: 'Save my profile' }).click();
    await eventually(() => member.locator('#profile [role=status]').textContent()).toBe('Your profile has been saved.');
    await member.goto('/dive-tables', { waitUntil: 'networkidle' });
    expect(await member.locator('[data-testid=ndl-table] tbody th').first().textContent()).toBe('35 ft');
    expect(await member.locator('label[for=depth]').textContent()).toBe('Maximum depth (ft)');
  });
});
