import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from '../factories/members.ts';
import { baseUrl, expectNoAxeViolations, MOBILE, openPage, useBrowser } from '../setup/browser.ts';

/** The page updates as the visitor types; a busy machine may take a moment. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/** A page whose visitor has already answered the cookie banner, so nothing covers the forms. */
async function openTables(browser: Browser, path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

/** Minutes in the computed air column at a depth row ("33 min" gives 33). */
async function airLimit(page: Page, depth: number): Promise<number> {
  const text = (await page.locator(`tr[data-depth="${depth}"] td[data-gas="air"]`).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe('a diver uses the dive tables and the planner', () => {
  const browser = useBrowser();

  it('a visitor reads the no-decompression table beside the published tables', async () => {
    const response = await fetch(`${baseUrl()}/dive-tables`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="ndl-table"');
    expect(html).toMatch(/<tr[^>]*data-depth="18"/);

    const page = await openTables(browser(), '/dive-tables');
    await expect(page.locator('h1').textContent()).resolves.toBe('Dive tables and planner');
    await expect(page.getByText('A training and planning aid, not a dive computer')).toBeTruthy();
    expect(await page.locator('tr[data-depth="18"] td[data-table="padi"]').textContent()).toContain('56 min');
    expect(await page.locator('tr[data-depth="18"] td[data-table="navy"]').textContent()).toContain('63 min');
    expect(await page.title()).toContain('Dive tables and planner');
    await expectNoAxeViolations(page);
  });

  it('a Spanish-speaking visitor gets the table and a two-dive plan in Spanish', async () => {
    const response = await fetch(`${baseUrl()}/dive-tables?lang=es`);
    expect(response.status).toBe(200);
    const spanish = await openTables(browser(), '/dive-tables?lang=es&depth=30&time=35&repeat=on');
    await expect(spanish.locator('h1').textContent()).resolves.toBe('Tablas de buceo y planificador');
    expect(await spanish.locator('[data-testid=dive-2]').textContent()).toContain('Inmersión 2');
    await expectNoAxeViolations(spanish);
  });

  it('raising GF high lengthens the limits at once, and the URL keeps the setting', async () => {
    const page = await openTables(browser(), '/dive-tables');
    const before = await airLimit(page, 18);
    expect(before).toBeGreaterThan(0);
    await page.fill('#gfHigh', '90');
    await eventually(() => airLimit(page, 18)).toBeGreaterThan(before);
    expect(new URL(page.url()).searchParams.get('gfHigh')).toBe('90');
    expect(await page.locator('#ndl-caption').textContent()).toContain('GF 30/90');

    // A lower GF high gives shorter limits than the default.
    await page.fill('#gfHigh', '60');
    await eventually(() => airLimit(page, 18)).toBeLessThan(before);

    // A value out of range is explained next to the field and the table keeps the last valid settings.
    await page.fill('#gfHigh', '150');
    await eventually(() => page.locator('#gfHigh-error').textContent()).toBe('Enter a whole percentage from 10 to 100.');
    expect(await page.getAttribute('#gfHigh', 'aria-invalid')).toBe('true');
    expect(await page.locator('#ndl-caption').textContent()).toContain('GF 30/60');
  });

  it('without JavaScript the settings form still recomputes the table on the server', async () => {
    const page = await openTables(browser(), '/dive-tables', { javaScriptEnabled: false });
    const before = await airLimit(page, 18);
    await page.fill('#gfHigh', '95');
    await page.getByRole('button', { name: 'Update the table' }).click();
    await page.waitForURL(/gfHigh=95/);
    expect(await airLimit(page, 18)).toBeGreaterThan(before);
    // The planner's values travel with the settings form.
    expect(new URL(page.url()).searchParams.get('depth')).toBe('18');
  });

  it('the planner adds decompression stops and draws the ceiling when the bottom time passes the limit', async () => {
    const page = await openTables(browser(), '/dive-tables');
    await page.fill('#depth', '30');
    await page.fill('#time', '20');
    const stops = page.locator('[data-testid=dive-1-stops]');
    await eventually(() => stops.textContent()).toContain('Decompression stop');
    expect(await page.locator('[data-testid=dive-1-warnings]').textContent()).toContain('needs decompression stops');
    expect(await page.locator('[data-testid=dive-1-ceiling]').count()).toBe(1);
    const chart = page.locator('[data-testid=dive-1-chart]');
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.locator('desc').textContent()).toMatch(/Stops: .+ at 3 m/);

    await page.fill('#time', '8');
    await eventually(() => stops.textContent()).not.toContain('Decompression stop');
    expect(await stops.textContent()).toContain('Safety stop');
    expect(await page.locator('[data-testid=dive-1-ceiling]').count()).toBe(0);

    // A mix too rich for the depth is refused with its maximum operating depth.
    await page.fill('#o2', '36');
    await eventually(() => page.locator('#depth-error').textContent()).toBe('Too deep for a mix with 36 % oxygen: its maximum operating depth at 1.4 bar is 28 m.');
    expect(await page.locator('[data-testid=plan-invalid]').isVisible()).toBe(true);
  });

  it('a second dive after a surface interval has a shorter no-stop limit than a rested diver', async () => {
    const page = await openTables(browser(), '/dive-tables', { viewport: MOBILE });
    await page.check('#repeat');
    await page.fill('#interval', '45');
    const second = page.locator('[data-testid=dive-2]');
    await eventually(() => second.textContent()).toContain('after a surface interval of 45 min');
    const text = (await second.textContent()) ?? '';
    const match = /(\d+) min \(rested: (\d+) min\)/.exec(text);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeLessThan(Number(match?.[2]));
    expect(new URL(page.url()).searchParams.get('repeat')).toBe('on');
    await expectNoAxeViolations(page);
  });

  it('the table switches to feet on request, and a member who prefers imperial units gets feet by default', async () => {
    const page = await openTables(browser(), '/dive-tables?gfHigh=85');
    await page.getByRole('link', { name: 'Imperial (ft, cu ft)' }).click();
    await page.waitForURL(/units=imperial/);
    await eventually(() => page.locator('[data-testid=ndl-table] tbody th').first().textContent()).toBe('35 ft');
    expect(await page.inputValue('#depth')).toBe('59');
    expect(await page.inputValue('#gfHigh')).toBe('85');

    const member = await openTables(browser(), '/');
    await signUpInBrowser(member);
    await member.goto('/account/settings');
    await member.check('input[name=units][value=imperial]');
    await member.locator('#profile').getByRole('button', { name: 'Save my profile' }).click();
    await eventually(() => member.locator('#profile [role=status]').textContent()).toBe('Your profile has been saved.');
    await member.goto('/dive-tables', { waitUntil: 'networkidle' });
    expect(await member.locator('[data-testid=ndl-table] tbody th').first().textContent()).toBe('35 ft');
    expect(await member.locator('label[for=depth]').textContent()).toBe('Maximum depth (ft)');
  });
});
