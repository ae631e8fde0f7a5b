import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';

/** The page updates as the visitor types; a busy machine may take a moment. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

async function openCertifications(browser: Browser, path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
  await page.goto(path, { waitUntil: 'networkidle' });
  return page;
}

describe('a diver compares certifications', () => {
  const browser = useBrowser();

  it('a visitor reads the ISO levels and every agency’s courses', async () => {
    const response = await fetch(`${baseUrl()}/certification-equivalency`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('ISO 24801-2');

    const page = await openCertifications(browser(), '/certification-equivalency');
    await expect(page.locator('h1').textContent()).resolves.toBe('Certification equivalency');
    expect(await page.locator('section[data-agency]').count()).toBe(8);
    expect(await page.locator('tr[data-certification="bsac-ocean-diver"]').textContent()).toContain('ISO 24801-2');
    expect(await page.getByText('Where the sources disagree').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  it('a Spanish-speaking visitor reads the page in Spanish and compares a CMAS card', async () => {
    expect((await fetch(`${baseUrl()}/certification-equivalency?lang=es`)).status).toBe(200);
    const spanish = await openCertifications(browser(), '/certification-equivalency?lang=es&hold=cmas-two-star');
    await expect(spanish.locator('h1').textContent()).resolves.toBe('Equivalencias de titulaciones');
    expect(await spanish.locator('[data-testid=hold-result]').textContent()).toContain('Mismo grado en la lista de BSAC');
    await expectNoAxeViolations(spanish);
  });

  it('a visitor filters the courses by agency', async () => {
    const page = await openCertifications(browser(), '/certification-equivalency');
    await page.selectOption('#agency', 'BSAC');
    await page.waitForURL(/agency=BSAC/);
    await eventually(() => page.locator('section[data-agency]').count()).toBe(1);
    expect(await page.locator('section[data-agency]').getAttribute('data-agency')).toBe('BSAC');
    expect(await page.locator('tr[data-certification="padi-open-water"]').count()).toBe(0);

    // The same filter works as a plain form.
    const noScript = await openCertifications(browser(), '/certification-equivalency', { javaScriptEnabled: false });
    await noScript.selectOption('#agency', 'GUE');
    await noScript.getByRole('button', { name: 'Show', exact: true }).click();
    await noScript.waitForURL(/agency=GUE/);
    expect(await noScript.locator('section[data-agency]').count()).toBe(1);
    expect(await noScript.locator('tr[data-certification]').count()).toBe(2);
  });

  it('a PADI Open Water Diver finds out what the card compares to in other agencies', async () => {
    const page = await openCertifications(browser(), '/certification-equivalency');
    expect(await page.locator('[data-testid=hold-result]').count()).toBe(0);
    await page.selectOption('#hold', 'padi-open-water');
    await page.waitForURL(/hold=padi-open-water/);
    const result = page.locator('[data-testid=hold-result]');
    await eventually(() => result.count()).toBe(1);
    expect(await result.locator('h3').textContent()).toBe('PADI Open Water Diver in other organisations');
    expect(await result.locator('[data-equivalent="ssi-open-water"]').textContent()).toContain('Same ISO level');
    expect(await result.locator('[data-equivalent="bsac-ocean-diver"]').count()).toBe(1);
    expect(await result.locator('[data-equivalent="padi-advanced"]').count()).toBe(0);
    expect(await result.textContent()).toContain('they are not crossovers');
  });

  it('a diver reads depth limits in feet as the agencies publish them, and SSI’s levels as SSI lists them', async () => {
    const page = await openCertifications(browser(), '/certification-equivalency');
    const depthOf = (id: string) => page.locator(`tr[data-certification="${id}"] td`).nth(3).textContent();
    expect(await depthOf('padi-open-water')).toBe('18 m (60 ft)');
    expect(await depthOf('padi-advanced')).toBe('30 m (100 ft)');
    expect(await depthOf('padi-scuba-diver')).toBe('12 m (40 ft)');
    // BSAC publishes metres only: the page converts, rounds down and says so.
    expect(await depthOf('bsac-ocean-diver')).toBe('20 m (about 65 ft)');
    expect(await page.locator('tr[data-certification="ssi-dive-guide"] th').textContent()).toBe('Dive Guide / Divemaster');
    const assistant = page.locator('tr[data-certification="ssi-assistant-instructor"]');
    expect(await assistant.locator('th').textContent()).toBe('Assistant Instructor (formerly Dive Control Specialist)');
    expect(await assistant.textContent()).toContain('SSI: Dive Professional Career Pathway');
  });
});
