// Importing dives through the page in Chromium: a diver sends a Subsurface logbook and a file that
// declares its own entities, sees the preview (the dives with their places, the refused file named with
// its reason), saves the dives; then, in Spanish, sends the same logbook again and finds both dives marked
// as already in the log and left unticked. Both preview pages are checked with axe. Then a file of each of
// the nine formats (Subsurface XML, UDDF with and without its namespace, divelogs.de UDCF, MacDive, Suunto
// SML, the Suunto app's JSON, DAN DL7, Garmin FIT and Subsurface's CSV dive list; the package's own small
// fixtures) goes through the page at once, and each is listed with the dives its reader finds.
import { readFileSync } from 'node:fs';
import { parseDiveLog } from '@diveatlas/divelog';
import { describe, expect, it } from 'vitest';
import { diveFit } from '../../packages/divelog/test/fit-fixture.test-helper.ts';
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

  it('a diver sends a file of each of the nine formats at once, and each is read with the dives its reader finds', async () => {
    const fixture = (name: string) => readFileSync(new URL(`../../packages/divelog/test/fixtures/${name}`, import.meta.url));
    const files = [
      { name: 'two-computers.ssrf', mimeType: 'application/xml', buffer: fixture('two-computers.ssrf') },
      { name: 'oc-with-namespace.uddf', mimeType: 'application/xml', buffer: fixture('oc-with-namespace.uddf') },
      { name: 'rebreather-no-namespace.uddf', mimeType: 'application/xml', buffer: fixture('rebreather-no-namespace.uddf') },
      { name: 'interval.udcf', mimeType: 'application/xml', buffer: fixture('interval.udcf') },
      { name: 'metric.macdive.xml', mimeType: 'application/xml', buffer: fixture('metric.macdive.xml') },
      { name: 'small.sml', mimeType: 'application/xml', buffer: fixture('small.sml') },
      { name: 'suunto-app.json', mimeType: 'application/json', buffer: fixture('suunto-app.json') },
      { name: 'two-dives.zxu', mimeType: 'application/octet-stream', buffer: fixture('two-dives.zxu') },
      { name: 'subsurface-list.csv', mimeType: 'text/csv', buffer: fixture('subsurface-list.csv') },
      { name: 'descent.fit', mimeType: 'application/octet-stream', buffer: Buffer.from(diveFit({ startUtc: '2023-02-11T09:00:00Z' })) },
    ];
    const found = await Promise.all(files.map(async (file) => (await parseDiveLog(file.buffer, { fileName: file.name })).dives.length));
    expect(found.every((count) => count > 0)).toBe(true);

    const page = await newPage(browser);
    await signUpOverHttp(page, { firstName: 'Iris', lastName: 'Formats' });
    await page.goto('/logbook/import');
    await page.getByLabel('Dive-log files').setInputFiles(files);
    await page.getByRole('button', { name: 'Read the files' }).click();
    const rows = page.getByTestId('import-dives').locator('tbody tr');
    const total = found.reduce((sum, count) => sum + count, 0);
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(total);
    const listed = await page.getByTestId('import-files').textContent();
    for (const [index, file] of files.entries()) expect(listed, file.name).toContain(`${file.name}${found[index]} ${found[index] === 1 ? 'dive' : 'dives'}`);
    expect(listed).not.toContain('Not read');
  });
});
