// A buddy confirms a dive they were named on and copies it into their own log, in English and in
// Spanish: their log counts the requests waiting, the notice on their account leads to them, confirming keeps the link, and the
// copy takes the dive's place, time and depth with the cylinder they type in their own units.
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';
import { appDatabase } from '../factories/centers.ts';
import { diveInApp } from '../factories/dives.ts';
import { signUpOverHttp } from '../factories/members.ts';

const WORDS = {
  en: { log: 'Buddy requests (1 waiting)', notice: 'See the requests', confirm: 'Confirm', confirmed: 'Confirmed: you can now copy the dive into your own log.', copy: 'Copy to my log', save: 'Copy to my log', size: 'Size (litres)', start: 'Start pressure (bar)', end: 'End pressure (bar)' },
  es: { log: 'Solicitudes de compañero (1 pendiente)', notice: 'Ver las solicitudes', confirm: 'Confirmar', confirmed: 'Confirmada: ya puedes copiar la inmersión en tu bitácora.', copy: 'Copiar en mi bitácora', save: 'Copiar en mi bitácora', size: 'Capacidad (litros)', start: 'Presión inicial (bar)', end: 'Presión final (bar)' },
} as const;

describe('a buddy confirms and copies a dive', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  for (const lang of ['en', 'es'] as const) {
    it(`in ${lang === 'en' ? 'English' : 'Spanish'}`, async () => {
      const words = WORDS[lang];
      const diverPage = await openPage(browser());
      const diver = await signUpOverHttp(diverPage, { firstName: 'Nerea', lastName: 'Mar' });
      const page = await openPage(browser());
      const buddy = await signUpOverHttp(page, { firstName: 'Olmo' });
      const client = await appDatabase(inject('appDataDir'));
      const dive = await diveInApp(client, { diverEmail: diver.email, buddyEmails: [buddy.email], maxDepthM: 21.5 }).finally(() => client.end());

      // The log says how many requests wait, beside its other pages.
      await page.goto(`/logbook?lang=${lang}`);
      expect((await page.getByTestId('buddy-requests-link').textContent())?.trim()).toBe(words.log);
      await page.goto(`/account?lang=${lang}`);
      await page.getByRole('link', { name: words.notice }).click();
      await page.waitForURL(/\/logbook\/buddies$/);
      const pending = page.getByTestId('buddy-pending');
      await expect.poll(() => pending.textContent()).toContain(dive.siteName);
      expect(await pending.textContent()).toContain('Nerea Mar');
      await expectNoAxeViolations(page);
      await pending.getByRole('button', { name: words.confirm }).click();
      await page.waitForURL(/done=confirmed/);
      await expect.poll(() => page.getByTestId('buddy-done').textContent()).toBe(words.confirmed);

      await page.getByTestId('buddy-confirmed').getByRole('link', { name: words.copy }).click();
      await page.waitForURL(new RegExp(`/dive/${dive.diveId}/copy$`));
      await expect.poll(() => page.getByTestId('copy-facts').textContent()).toContain(dive.siteName);
      await page.getByLabel(words.size).fill('12');
      await page.getByLabel(words.start).fill('200');
      await page.getByLabel(words.end).fill('60');
      await page.getByRole('button', { name: words.save }).click();
      await page.waitForURL(/\/dive\/\d+\?logged=1$/);
      const copyId = Number(/\/dive\/(\d+)/.exec(page.url())![1]);
      expect(copyId).not.toBe(dive.diveId);
      // The address changes before the new page is drawn: wait for the copy's own heading.
      await expect.poll(() => page.locator('h1').textContent()).toContain(dive.siteName);
      expect(await page.locator('main').textContent()).toContain('21,5'.replace(',', lang === 'en' ? '.' : ','));
      // The copy is the buddy's: the diver's own dive is untouched and the copy is not the diver's to see.
      const response = await diverPage.request.get(`/dive/${copyId}`);
      expect(response.status()).toBe(404);
    });
  }
});
