// A dive's profile on its page, read by keyboard on a 390 px phone in English and in Spanish: the readout
// moves along the samples with the arrow keys, Page Up/Down, Home and End, gives the ceiling and the
// leading tissue that @diveatlas/deco works out for the gases breathed, and the table and the breathing
// rates are there; the page stays axe clean and within the screen. The profile's picture is the social
// image of a public dive, and no other dive has one.
import type { Page } from 'playwright-core';
import { replayLoggedDive } from '@diveatlas/deco';
import { describe, expect, inject, it } from 'vitest';
import { decoDiveRecording, logDecoDiveInApp } from '../factories/dives.ts';
import { signUpOverHttp } from '../factories/members.ts';
import { expectNoAxeViolations, newPage, rawMessageKeys, statusOf, useBrowser, visit } from '../setup/browser.ts';

const PHONE = { width: 390, height: 844 };

/** The readout as "label: value" pairs. */
async function readout(page: Page): Promise<Record<string, string>> {
  const items = await page.getByTestId('profile-readout').locator('div').evaluateAll((divs) => divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']));
  return Object.fromEntries(items);
}

async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) <= document.documentElement.clientWidth);
}

describe('a dive profile, by keyboard on a phone', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('follows the keys along the samples with the ceiling and leading tissue, in English and Spanish, and is the public dive\'s social image', async () => {
    const owner = await newPage(browser);
    const member = await signUpOverHttp(owner);
    const dataDir = inject('appDataDir');
    const publicDive = await logDecoDiveInApp(dataDir, member.email, 'public');
    const privateDive = await logDecoDiveInApp(dataDir, member.email, 'private');

    // The ceiling the page must give 27:10 into the dive (sample 163, the gas switch at 21 m), at the
    // default gradient factors 30/75, computed here by the package itself.
    const recording = decoDiveRecording();
    const expected = replayLoggedDive({
      timesS: recording.timeS,
      depthsM: recording.depthM,
      gases: [{ fromS: 0, gas: { fO2: 0.21, fHe: 0 } }, { fromS: recording.switchS, gas: { fO2: 0.5, fHe: 0 } }],
      surfaceBar: 1.013,
      waterDensityKgM3: 1030,
      options: { gfLow: 0.3, gfHigh: 0.75 },
    });
    const ceilingAtSwitch = expected.ceilingM[163]!;
    expect(ceilingAtSwitch).toBeGreaterThan(3);
    // As the page rounds it: to the centimetre, then shown to a decimal in each language.
    const shownCeiling = (locale: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.round(ceilingAtSwitch * 100) / 100)} m`;

    const page = await newPage(browser, { viewport: PHONE });
    await visit(page, `/dive/${publicDive}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(new RegExp(`/dive/${publicDive}/profile\\.png$`));
    const slider = page.getByRole('slider', { name: 'Dive profile: move along the dive' });
    // Before any key, the readout is at the deepest sample (rendered by the server).
    expect((await readout(page))['Depth']).toBe('40 m');
    expect(await page.getByTestId('profile-ceiling').count()).toBe(1);

    await slider.focus();
    await press(page, 'Home');
    expect(await readout(page)).toMatchObject({ Time: '0:00', Depth: '0 m', Gas: 'Air', Ceiling: 'none' });
    await press(page, 'PageUp', 16);
    await press(page, 'ArrowRight', 3);
    const atSwitch = await readout(page);
    expect(atSwitch).toMatchObject({ Time: '27:10', Depth: '21 m', Gas: 'Nitrox 50', Ceiling: shownCeiling('en') });
    expect(atSwitch['Leading tissue']).toBe(`compartment ${expected.leadingCompartment[163]}, ${Math.round(expected.leadingPercent[163]!)} % of its limit`);
    expect(await slider.getAttribute('aria-valuetext')).toContain(`Ceiling: ${shownCeiling('en')}`);
    expect(await slider.getAttribute('aria-valuenow')).toBe('1630');
    await press(page, 'ArrowLeft');
    expect((await readout(page))['Time']).toBe('27:00');
    await press(page, 'End');
    expect(await readout(page)).toMatchObject({ Time: `${Math.floor(recording.durationS / 60)}:${String(recording.durationS % 60).padStart(2, '0')}`, Depth: '0 m' });

    // The pointer: halfway across the chart is halfway through the dive, at the bottom.
    const box = (await slider.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const halfway = await readout(page);
    expect(halfway['Depth']).toBe('40 m');
    expect(Math.abs(Number(halfway['Time']!.split(':')[0]) * 60 + Number(halfway['Time']!.split(':')[1]) - recording.durationS / 2)).toBeLessThanOrEqual(20);

    // The table alternative and the breathing rates.
    await page.getByText('The profile as a table').click();
    const table = page.getByTestId('profile-table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Time', 'Depth', 'Temperature', 'Cylinder 1', 'Cylinder 2', 'Gas', 'Ceiling', 'Leading tissue']);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(40);
    const rates = page.getByTestId('gas-consumption');
    expect(await rates.locator('tbody tr').count()).toBe(2);
    expect(await rates.locator('tbody tr').first().textContent()).toMatch(/Back gas.*L\/min.*bar\/min/);
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    await visit(page, `/dive/${publicDive}?lang=es`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    const deslizador = page.getByRole('slider', { name: 'Perfil de la inmersión: recórrelo' });
    await deslizador.focus();
    await press(page, 'End');
    expect(await readout(page)).toMatchObject({ Profundidad: '0 m', Gas: 'Nitrox 50' });
    await press(page, 'Home');
    await press(page, 'PageUp', 16);
    await press(page, 'ArrowRight', 3);
    const enEspanol = await readout(page);
    expect(enEspanol).toMatchObject({ Tiempo: '27:10', Profundidad: '21 m', Techo: shownCeiling('es') });
    expect(enEspanol['Tejido dominante']).toMatch(/^compartimento \d+, \d+ % de su límite$/);
    expect(await page.getByTestId('gas-consumption').locator('caption').textContent()).toBe('Consumo de gas');
    expect(await rawMessageKeys(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    // The picture: a PNG for the public dive; not found for a private one, even to its diver.
    const picture = await page.request.get(`/dive/${publicDive}/profile.png`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG');
    expect(await statusOf(page, `/dive/${privateDive}/profile.png`)).toBe(404);
    expect(await statusOf(owner, `/dive/${privateDive}/profile.png`)).toBe(404);
    expect(await statusOf(owner, `/dive/${privateDive}`)).toBe(200);
  });
});
