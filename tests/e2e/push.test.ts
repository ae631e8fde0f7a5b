// Browser push in Chromium: the settings page offers push on a browser that can take it and explains
// when notifications are blocked; the site's service worker, given a push through the DevTools
// protocol as a push service would hand it over (only the notification's id), shows the text it
// fetched from the site with the member's session, in their language, and a neutral text for a
// notification that is not theirs; the link it keeps opens the notification through the list.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appDatabase } from '../factories/centers.ts';
import { signUpOverHttp } from '../factories/members.ts';
import { baseUrl, expectNoAxeViolations, openPage, useBrowser } from '../setup/browser.ts';

/** The page checks the browser once it runs, and the worker fetches a push's text before showing it: on a busy machine, seconds. */
const SHOWN_WITHIN = { timeout: 15_000 };

type Shown = { title: string; body: string; tag: string; data: { url: string } | null };

/** Records a notification for the member in the app's database, as `notify` would, and returns its id. */
async function notificationFor(email: string, params: Record<string, string>): Promise<number> {
  const client = await appDatabase(inject('appDataDir'));
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into notification (user_id, category, kind, params, link) select id, 'buddies', 'buddy.asked', $2::jsonb, '/logbook/buddies' from auth_user where email = $1 returning id`,
      [email.toLowerCase(), JSON.stringify(params)],
    );
    return Number(rows[0]!.id);
  } finally {
    await client.end();
  }
}

/** Registers the site's service worker as the settings page does and returns its registration's id for the DevTools protocol. */
async function registerWorker(context: BrowserContext, page: Page): Promise<{ deliver(data: unknown): Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations.filter((r) => !r.isDeleted).map((r) => r.registrationId)));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/push-worker.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => registrations.length, SHOWN_WITHIN).toBeGreaterThan(0);
  return {
    deliver: async (data) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: registrations.at(-1)!, data: JSON.stringify(data) });
    },
  };
}

async function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as Shown['data'] })));
}

describe('browser push', { timeout: 120_000 }, () => {
  const browser = useBrowser({ keepContexts: true });

  it('offers push on this browser, and explains when it blocks notifications', async () => {
    const page = await openPage(browser());
    await signUpOverHttp(page, { firstName: 'Pia' });
    await page.goto('/account/notifications/settings');
    await expect.poll(() => page.getByTestId('push-state').textContent(), SHOWN_WITHIN).toBe('Push is off for this device.');
    expect(await page.getByRole('button', { name: 'Turn on push on this device' }).isVisible()).toBe(true);
    expect(await page.locator('#push').textContent()).toContain('No device receives pushes yet.');
    await expectNoAxeViolations(page);

    // Blocked as a member blocks them from the browser's address bar, in this browser context only.
    const cdp = await page.context().newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: baseUrl(), browserContextId: targetInfo.browserContextId });
    await page.reload();
    await expect.poll(() => page.locator('#push').textContent(), SHOWN_WITHIN).toContain('This browser blocks notifications from this site.');
    expect(await page.getByRole('button', { name: 'Turn on push on this device' }).count()).toBe(0);
  });

  it("shows the member's notification with the text the site gives their session, in their language, and opens it through the list", async () => {
    const page = await openPage(browser());
    const context = page.context();
    const member = await signUpOverHttp(page, { firstName: 'Pia' });
    const id = await notificationFor(member.email, { diver: 'Mara Reef' });
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    await page.goto('/account/notifications/settings');
    const worker = await registerWorker(context, page);

    await worker.deliver({ id });
    await expect.poll(async () => (await shownNotifications(page)).find((n) => n.tag === `notification-${id}`), SHOWN_WITHIN).toEqual({
      title: 'Buddies and signatures',
      body: 'Mara Reef named you as buddy on a dive: confirm it',
      tag: `notification-${id}`,
      data: { url: `/account/notifications/${id}/open` },
    });

    // In the language this browser reads the site in.
    const spanish = await notificationFor(member.email, { diver: 'Leo Coral' });
    await page.goto('/account/notifications/settings?lang=es');
    await worker.deliver({ id: spanish });
    await expect.poll(async () => (await shownNotifications(page)).find((n) => n.tag === `notification-${spanish}`)?.body, SHOWN_WITHIN).toBe('Leo Coral te ha nombrado compañero en una inmersión: confírmala');

    // Another member's notification: the site gives a neutral text only.
    const otherPage = await openPage(browser());
    const other = await signUpOverHttp(otherPage, { firstName: 'Sven' });
    const theirs = await notificationFor(other.email, { diver: 'Secret Diver' });
    await worker.deliver({ id: theirs });
    await expect.poll(async () => (await shownNotifications(page)).find((n) => n.tag === 'notification'), SHOWN_WITHIN).toMatchObject({ title: 'DiveAtlas', data: { url: '/account/notifications' } });
    expect(JSON.stringify(await shownNotifications(page))).not.toContain('Secret Diver');

    // The kept link opens the notification through the list: it leads to its page and is read.
    await page.goto(`/account/notifications/${id}/open`);
    expect(new URL(page.url()).pathname).toBe('/logbook/buddies');
    const client = await appDatabase(inject('appDataDir'));
    try {
      const { rows } = await client.query<{ read_at: Date | null }>('select read_at from notification where id = $1', [id]);
      expect(rows[0]!.read_at).not.toBeNull();
    } finally {
      await client.end();
    }
  });
});
