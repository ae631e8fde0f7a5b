// Importing dives through the page in Chromium: a diver sends a Subsurface logbook and a file that
// declares its own entities, sees the preview (the dives with their places, the refused file named with
// its reason), saves the dives; then, in Spanish, sends the same logbook again and finds both dives marked
// as already in the log and left unticked. Both preview pages are checked with axe.
import { describe, expect, it } from 'vitest';
import { BAD_FILES, subsurfaceFile } from '../factories/dive-log-files.ts';
import { signUpOverHttp } from '../factories/members.ts';
import { expectNoAxeViolations, newPage, useBrowser } from '../setup/browser.ts';

const logbook = Buffer.from(
  subsurfaceFile([
    { startLocal: '2024-09-14T08:40:00', number: null, site: { name: 'Test Import Point', lat: -16.5, lng: 145.9 } },
    { startLocal: '2024-09-14T11:55:00', number: null, site: null, maxDepthM: 14.2 },
  ]),
);

describe('importing dives', { timeout: 180_000 }, () => {
  const browser = useBrowser();

  it('a diver previews and saves a logbook, and in Spanish sees the same dives marked as already logged', async () => {
    const page = await newPage(browser);
    await signUpOverHttp(page, { firstName: 'Lena', lastName: 'Importer' });

    await page.goto('/logbook/import');
    await page.getByLabel('Dive-log files').setInputFiles([
      { name: 'my-log.ssrf', mimeType: 'application/xml', buffer: logbook },
      { name: 'strange.xml', mimeType: 'application/xml', buffer: Buffer.from(BAD_FILES.doctype) },
    ]);
    await page.getByRole('button', { name: 'Read the files' }).click();
    const rows = page.getByTestId('import-dives').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const files = page.getByTestId('import-files');
    expect(await files.textContent()).toContain('my-log.ssrf2 dives');
    expect(await files.textContent()).toContain('strange.xmlNot readThe file declares its own entities (a DOCTYPE): such files are refused for safety.');
    expect(await rows.nth(0).textContent()).toContain('New place: Test Import Point');
    expect(await rows.nth(1).textContent()).toContain('No place');
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save the ticked dives' }).click();
    await expect.poll(() => page.getByText('2 dives were saved to your log.').count()).toBe(1);

    await page.goto('/logbook/import?lang=es');
    await page.getByLabel('Archivos de inmersiones').setInputFiles([{ name: 'my-log.ssrf', mimeType: 'application/xml', buffer: logbook }]);
    await page.getByRole('button', { name: 'Leer los archivos' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Ya registrada: la inmersión 1, mismo ordenador y número de inmersión');
    expect(await rows.nth(1).textContent()).toContain('Ya registrada: la inmersión 2');
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Guardar las inmersiones marcadas' }).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});
