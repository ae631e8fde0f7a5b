// Every page of the site on a phone: none is wider than the screen at 390 px, nor at 320 px (the narrowest
// phones in use), none has text running out of its box into its neighbour, none moves by itself as it loads (layout shift), none logs a console error (hydration
// errors included), and none shows a message key instead of its text. Every page is checked in Spanish, the
// public ones in English too. On each page, in Spanish, every menu, popover, dialog and disclosure is opened
// in turn: the page stays 390 px wide, what opened stays within the screen, and a menu, popover or dialog
// closes with Escape and gives the focus back. Spanish is the language whose text runs longest (its
// catalogues are 12% longer than the English ones), so what fits in Spanish fits in English. The page list
// comes from app/routes.ts, so a page added later is either given a sample address below or makes this test
// fail until it is.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import routes from '../../app/routes.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-members.ts';
import { appDatabase } from '../factories/centers.ts';
import { signInInBrowser } from '../factories/members.ts';
import { layoutShift, rawMessageKeys, skipCookieBanner, useBrowser } from '../setup/browser.ts';

const PHONE = { width: 390, height: 844 };
const NARROW_PHONE = { width: 320, height: 844 };
/** Half of what Lighthouse still calls good (0.1): what the page's script adds must not push the page about. */
const MAX_LAYOUT_SHIFT = 0.05;
/** The language in which every menu, popover, dialog and disclosure is opened (see the top of this file). */
const OPENERS_LANGUAGE = 'es';

const ADMIN_EMAIL = 'demo.admin@diveatlas.example';

/**
 * How much wider than the screen the page is, and the innermost elements that reach past its right edge (a table
 * in its own scrolling box does not count: the page does not widen for it); null when the page fits.
 */
function overflowOfPage() {
  const viewport = document.documentElement.clientWidth;
  const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (width <= viewport) return null;
  const pastEdge = (element: Element) => element.getBoundingClientRect().right > viewport + 0.5;
  const scrolledInBox = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return true;
    return false;
  };
  const culprits = [...document.body.querySelectorAll('*')].filter((element) => pastEdge(element) && ![...element.children].some(pastEdge) && !scrolledInBox(element)).slice(0, 3);
  const describe = (element: Element) => `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  return { width, viewport, culprits: culprits.map(describe) };
}

/**
 * Text that runs out of its own box into what stands beside it (a long place name over the figures next
 * to it): a run of text reaching past the right edge of the block it is laid out in, unless that block clips it (a
 * name cut short with an ellipsis) or sits in a scrolling box (a wide table). A map, a drawing and
 * what is hidden from readers are left out. Up to three.
 */
function spilledText(): string[] {
  const found: string[] = [];
  // Text that spills makes its block's content wider than the block: only those blocks are looked into.
  const wider = new Set([...document.body.querySelectorAll('*')].filter((element) => element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1));
  if (wider.size === 0) return found;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && found.length < 3; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent) continue;
    let block: Element | null = parent;
    let clipped = false;
    for (; block && block !== document.body; block = block.parentElement) {
      const style = getComputedStyle(block);
      if (style.overflowX !== 'visible') clipped = true;
      if (!style.display.startsWith('inline') && style.display !== 'contents') break;
    }
    if (clipped || !block || block === document.body || !wider.has(block)) continue;
    if (parent.closest('svg, canvas, script, style, [aria-hidden="true"], .maplibregl-map, .sr-only') || !parent.checkVisibility({ contentVisibilityAuto: true })) continue;
    for (let box = block.parentElement; box && box !== document.body && !clipped; box = box.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) clipped = true;
    if (clipped) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const right = Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    const edge = block.getBoundingClientRect().left + block.clientLeft + block.clientWidth;
    if (right > edge + 1) found.push(`"${text.replace(/\s+/g, ' ').slice(0, 40)}" (${Math.round(right - edge)} px past its ${block.tagName.toLowerCase()})`);
  }
  return found;
}

type Seeded = { siteId: number; centerId: number; resortId: number; memberId: string; editId: number; tripId: number; ownConversationId: number; centerConversationId: number; diveId: number };
type Sample = { url: string; signedIn: boolean; status?: number; webgl?: boolean };

/**
 * The address each page route is checked at: signed out for public pages (so sign-in and sign-up show their
 * forms), signed in as the demo admin for members' and moderators' pages.
 */
function samples(seeded: Seeded): Record<string, Sample | Sample[]> {
  const visitor = (url: string, status?: number): Sample => ({ url, signedIn: false, status });
  const admin = (url: string): Sample => ({ url, signedIn: true });
  const { siteId, centerId, resortId, memberId, editId, tripId, ownConversationId, centerConversationId, diveId } = seeded;
  return {
    '/': visitor('/'),
    '/about': visitor('/about'),
    '/who-we-are': visitor('/who-we-are'),
    '/privacy': visitor('/privacy'),
    '/terms': visitor('/terms'),
    '/help': visitor('/help'),
    '/contact': visitor('/contact'),
    '/pricing': visitor('/pricing'),
    '/news': visitor('/news'),
    '/news/:slug': visitor('/news/welcome-to-the-atlas'),
    '/member-offers': visitor('/member-offers'),
    '/explore': visitor('/explore'),
    '/listing/:id': visitor(`/listing/${siteId}`),
    '/compare': visitor(`/compare?ids=${siteId}`),
    '/map-explore': { ...visitor('/map-explore'), webgl: true },
    '/find-a-dive-center': visitor('/find-a-dive-center'),
    '/find-a-dive-resort': visitor('/find-a-dive-resort'),
    '/dive-center/:id': [visitor(`/dive-center/${centerId}`), visitor(`/dive-center/${resortId}`)],
    '/add-dive-center': admin('/add-dive-center'),
    '/admin-divecenter/divecenter': admin(`/admin-divecenter/divecenter?center=${centerId}`),
    '/admin-divecenter/divecenter/offers': admin(`/admin-divecenter/divecenter/offers?center=${centerId}`),
    '/admin/claims': admin('/admin/claims'),
    '/admin/reports': admin('/admin/reports'),
    '/listing/:id/edit': admin(`/listing/${siteId}/edit`),
    '/listing/:id/suggest': admin(`/listing/${siteId}/suggest`),
    '/listing/:id/history': visitor(`/listing/${siteId}/history`),
    '/admin/edits': admin('/admin/edits'),
    '/admin/edits/:id': admin(`/admin/edits/${editId}`),
    '/listing/:id/report': admin(`/listing/${siteId}/report`),
    '/add-listing': admin('/add-listing'),
    '/account/listings': admin('/account/listings'),
    '/account/wishlist': admin('/account/wishlist'),
    '/dive-tables': visitor('/dive-tables'),
    '/certification-equivalency': visitor('/certification-equivalency'),
    '/universal-dive-signals': visitor('/universal-dive-signals'),
    '/sign-up': visitor('/sign-up'),
    '/sign-in': visitor('/sign-in'),
    '/sign-out': admin('/sign-out'),
    '/forgot-password': visitor('/forgot-password'),
    '/reset-password': visitor('/reset-password?token=not-a-real-token'),
    '/verify-email': visitor('/verify-email?token=not-a-real-token'),
    '/account': admin('/account'),
    '/account/settings': admin('/account/settings'),
    '/account/delete': admin('/account/delete'),
    '/account/inbox': admin('/account/inbox'),
    '/account/reservations': admin('/account/reservations'),
    '/account/invitations': admin('/account/invitations'),
    '/account/notifications': admin('/account/notifications'),
    '/account/certifications': admin('/account/certifications'),
    '/account/feed': admin('/account/feed'),
    '/account/following': admin('/account/following'),
    '/account/notifications/settings': admin('/account/notifications/settings'),
    // A link cut short in a mail program: the page says so (400) and points to the settings.
    '/unsubscribe': visitor('/unsubscribe?u=someone&c=buddies&t=cut-short', 400),
    '/admin': admin('/admin'),
    '/admin/members': admin('/admin/members'),
    '/admin/members/:memberId': admin(`/admin/members/${memberId}`),
    '/admin/audit': admin('/admin/audit'),
    '/admin/offers': admin('/admin/offers?view=all'),
    '/admin/news': admin('/admin/news'),
    '/admin/news/:id': [admin('/admin/news/new'), admin('/admin/news/1')],
    '/trips': admin('/trips'),
    '/find-a-trip': visitor('/find-a-trip'),
    '/trip/:id': visitor(`/trip/${tripId}`),
    '/account/inbox/:id': admin(`/account/inbox/${ownConversationId}`),
    '/admin-divecenter/divecenter/trips': admin(`/admin-divecenter/divecenter/trips?center=${centerId}`),
    '/admin-divecenter/divecenter/trips/:tripId': admin(`/admin-divecenter/divecenter/trips/${tripId}?center=${centerId}`),
    '/admin-divecenter/divecenter/reservations': admin(`/admin-divecenter/divecenter/reservations?center=${centerId}`),
    '/admin-divecenter/divecenter/inbox': admin(`/admin-divecenter/divecenter/inbox?center=${centerId}`),
    '/admin-divecenter/divecenter/inbox/:id': admin(`/admin-divecenter/divecenter/inbox/${centerConversationId}?center=${centerId}`),
    '/admin/message-reports': admin('/admin/message-reports'),
    '/admin-divecenter/divecenter/signatures': admin(`/admin-divecenter/divecenter/signatures?center=${centerId}`),
    '/user/:memberId': visitor(`/user/${memberId}`),
    '/logbook': admin('/logbook'),
    '/logbook/new': admin('/logbook/new'),
    '/logbook/map': admin('/logbook/map'),
    '/logbook/import': admin('/logbook/import'),
    '/logbook/export': admin('/logbook/export'),
    '/logbook/buddies': admin('/logbook/buddies'),
    // The admin is not a confirmed buddy on their own dive: the copy page is "not found" for them.
    '/dive/:id/copy': { url: `/dive/${diveId}/copy`, signedIn: true, status: 404 },
    '/dive/:id': admin(`/dive/${diveId}`),
    '/dive/:id/edit': admin(`/dive/${diveId}/edit`),
    '/404': visitor('/404', 404),
    '/*': visitor('/no-such-page-here', 404),
  };
}

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

/** The paths of the routes that render a page (a .tsx module); resource routes (.ts) send files or data. */
function pageRoutePaths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+/g, '/');
    const children = entry.children ? pageRoutePaths(entry.children, own === '/' ? '' : own) : [];
    return entry.file.endsWith('.tsx') ? [own, ...children] : children;
  });
}

async function seededIds(): Promise<Seeded> {
  const client = await appDatabase(inject('appDataDir'));
  try {
    const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
      const { rows } = await client.query(sql, params);
      if (!rows[0]) throw new Error(`Nothing seeded for: ${sql}`);
      return Object.values(rows[0] as Record<string, unknown>)[0] as T;
    };
    const siteId = await one<number>('select id from dive_site where seed_key is not null order by id limit 1');
    const centerId = await one<number>("select id from dive_center where kind = 'center' order by id limit 1");
    const resortId = await one<number>("select id from dive_center where kind = 'resort' order by id limit 1");
    const memberId = await one<string>('select member_id from auth_user where email = $1', [ADMIN_EMAIL]);
    // A pending suggestion for the moderators' review page, as a member would send it.
    const editId = await one<number>(
      `insert into dive_site_edit (site_id, base_version, changed_fields, proposed, source)
       select id, version, array['depth'], '{"depthMinM": 5, "depthMaxM": 24}'::jsonb, '{"kind": "none", "title": null, "url": null}'::jsonb
       from dive_site where id = $1 returning id`,
      [siteId],
    );
    // A seeded trip of the centre; the admin helps run the centre (its inbox is its managers' only) and
    // has a conversation of their own with the resort, and a member has one with the centre.
    const tripId = await one<number>('select id from trip where center_id = $1 order by id limit 1', [centerId]);
    await client.query('insert into dive_center_manager (center_id, user_id) select $1, id from auth_user where email = $2 on conflict do nothing', [centerId, ADMIN_EMAIL]);
    const conversation = async (email: string, center: number) => {
      const id = await one<number>(
        `insert into conversation (center_id, member_id, subject, center_unread) select $1, id, 'Phone test', 1 from auth_user where email = $2
         on conflict (member_id, center_id, (coalesce(trip_id, 0))) do update set subject = excluded.subject returning id`,
        [center, email],
      );
      await client.query(`insert into message (conversation_id, sender, sender_id, body) select $1, 'member', id, 'Is there space on the next trip? https://example.com/a-rather-long-address-that-must-wrap-on-a-phone-screen' from auth_user where email = $2`, [id, email]);
      return id;
    };
    const ownConversationId = await conversation(ADMIN_EMAIL, resortId);
    const centerConversationId = await conversation('demo.member@diveatlas.example', centerId);
    // A dive in the admin's log, at the seeded site, for the logbook's pages.
    const diveId = await one<number>(
      `insert into dive (member_id, number, start_local, utc_offset_minutes, duration_s, max_depth_m, site_id, privacy)
       select id, coalesce((select max(number) from dive where member_id = auth_user.id), 0) + 1, '2024-05-04 09:30', 120, 2700, 18, $2, 'private'
       from auth_user where email = $1 returning id`,
      [ADMIN_EMAIL, siteId],
    );
    return { siteId, centerId, resortId, memberId, editId, tripId, ownConversationId, centerConversationId, diveId };
  } finally {
    await client.end();
  }
}

type Finding = { url: string; problem: string };

/**
 * Marks what opens something on the page (a button with aria-haspopup or aria-expanded, a <details>'
 * summary), visible on a phone, and returns how many. The frame's (header, menus, footer, overlays) are the
 * same on every page, so they are taken only when `withFrame`; the page's own are inside <main>.
 */
function markOpeners(withFrame: boolean): number {
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const openers = [...document.querySelectorAll('button[aria-haspopup], button[aria-expanded], details > summary')].filter(
    (element) => visible(element) && !(element as HTMLButtonElement).disabled && (withFrame || element.closest('main')),
  );
  openers.forEach((element, index) => element.setAttribute('data-phone-opener', String(index)));
  return openers.length;
}

type OpenerState = {
  /** How the opener reads: its label or text. */
  name: string;
  open: boolean;
  /** Whether what it opens is on the page (a menu whose code loads on first use is not, at first). */
  ready: boolean;
  /** Whether what it opens floats over the page (a menu, popover or dialog) rather than taking its place in it. */
  floating: boolean;
  /** The document's width, the screen's, and the left and right edges of what opened. */
  width: number;
  viewport: number;
  left: number | null;
  right: number | null;
  focusOnOpener: boolean;
};

function openerState(index: number): OpenerState | null {
  const opener = document.querySelector(`[data-phone-opener="${index}"]`);
  if (!opener) return null;
  const details = opener.tagName === 'SUMMARY' ? (opener.parentElement as HTMLDetailsElement) : null;
  const controlled = opener.getAttribute('aria-controls');
  const opened = details ? [...details.children].filter((child) => child !== opener) : controlled && document.getElementById(controlled) ? [document.getElementById(controlled)!] : [];
  const floats = (element: Element) => ['absolute', 'fixed'].includes(getComputedStyle(element).position) || ['dialog', 'menu', 'listbox'].includes(element.getAttribute('role') ?? '');
  const shown = opened.filter((element) => element.getClientRects().length > 0);
  const rects = shown.map((element) => element.getBoundingClientRect());
  return {
    name: (opener.getAttribute('aria-label') ?? opener.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
    open: details ? details.open : opener.getAttribute('aria-expanded') === 'true',
    ready: details !== null || !controlled || shown.length > 0,
    floating: opener.hasAttribute('aria-haspopup') || opened.some((element) => floats(element) || (element.firstElementChild !== null && floats(element.firstElementChild))),
    width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
    viewport: document.documentElement.clientWidth,
    left: rects.length ? Math.min(...rects.map((rect) => rect.left)) : null,
    right: rects.length ? Math.max(...rects.map((rect) => rect.right)) : null,
    focusOnOpener: document.activeElement === opener,
  };
}

/** The opener's state once `done` holds, or as it is after `timeout` ms. */
async function settled(page: Page, index: number, done: (state: OpenerState) => boolean, timeout: number): Promise<OpenerState | null> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const state = await page.evaluate(openerState, index);
    if (!state || done(state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens each menu, popover, dialog and disclosure of the page in turn, as a phone user taps it, and checks
 * that the page keeps its width and what opened stays within the screen; then closes it again: with Escape
 * for what floats over the page (the focus going back to what opened it), with a second tap for a
 * disclosure that opens in place. One left open by the page (a filter panel in use) is only checked.
 */
async function checkOpeners(page: Page, url: string, withFrame: boolean): Promise<Finding[]> {
  const findings: Finding[] = [];
  const count = await page.evaluate(markOpeners, withFrame);
  for (let index = 0; index < count; index += 1) {
    const opener = page.locator(`[data-phone-opener="${index}"]`);
    const before = await page.evaluate(openerState, index);
    if (!before || !(await opener.isVisible())) continue;
    const problem = (text: string) => findings.push({ url, problem: `"${before.name}" ${text}` });
    try {
      if (!before.open) {
        await opener.click({ timeout: 5_000 });
        // What opens may load its code first (the mobile menu), so wait until it is there.
        const opened = await settled(page, index, (state) => state.open && state.ready, 5_000);
        if (!opened?.open || !opened.ready) {
          problem('does not open when tapped');
          continue;
        }
      }
      const state = (await page.evaluate(openerState, index))!;
      if (state.width > state.viewport) problem(`makes the page ${state.width} px wide on a ${state.viewport} px screen`);
      if (state.left !== null && state.right !== null && (state.left < -0.5 || state.right > state.viewport + 0.5)) {
        problem(`opens past the screen's edge (from ${Math.round(state.left)} to ${Math.round(state.right)} px on a ${state.viewport} px screen)`);
      }
      if (before.open) continue;
      if (state.floating) {
        await page.keyboard.press('Escape');
        const closed = await settled(page, index, (after) => !after.open && after.focusOnOpener, 2_000);
        if (closed?.open) {
          problem('does not close with Escape');
          await page.reload();
          await page.evaluate(markOpeners, withFrame);
        } else if (closed && !closed.focusOnOpener) problem('does not give the focus back when closed with Escape');
      } else {
        await opener.click({ timeout: 5_000 });
        if ((await settled(page, index, (after) => !after.open, 2_000))?.open) problem('does not close when tapped again');
      }
    } catch (error) {
      problem(`could not be used: ${(error as Error).message.split('\n')[0]}`);
      await page.reload();
      await page.evaluate(markOpeners, withFrame);
    }
  }
  return findings;
}

/** Opens one address and reports what a phone user would see go wrong there. */
async function checkPage(page: Page, sample: Sample, language: string, openers: { frame: boolean } | null): Promise<Finding[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() !== 'error') return;
    // The browser logs the document's own expected error status (a 404 page) as a failed load.
    if (sample.status && message.text().startsWith('Failed to load resource') && message.location().url.endsWith(sample.url)) return;
    errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const findings: Finding[] = [];
  try {
    // Resolves once the page is hydrated (see useBrowser), which is when a hydration error would show.
    const response = await page.goto(sample.url, { waitUntil: 'domcontentloaded' });
    const status = response?.status() ?? 0;
    if (status !== (sample.status ?? 200)) findings.push({ url: sample.url, problem: `answered ${status}` });
    const lang = await page.getAttribute('html', 'lang');
    if (lang !== language) findings.push({ url: sample.url, problem: `shown in "${lang}"` });
    const findOverflow = async () => {
      const overflow = await page.evaluate(overflowOfPage);
      if (overflow) findings.push({ url: sample.url, problem: `${overflow.width} px wide on a ${overflow.viewport} px screen (${overflow.culprits.join(', ')})` });
      for (const spill of await page.evaluate(spilledText)) findings.push({ url: sample.url, problem: `text runs out of its box at ${page.viewportSize()?.width} px: ${spill}` });
    };
    await findOverflow();
    const shift = await layoutShift(page);
    if (shift > MAX_LAYOUT_SHIFT) findings.push({ url: sample.url, problem: `content moved by itself while it loaded (layout shift ${shift.toFixed(3)}, at most ${MAX_LAYOUT_SHIFT})` });
    for (const key of await rawMessageKeys(page)) findings.push({ url: sample.url, problem: `shows the message key "${key}" instead of its text` });
    if (openers) findings.push(...(await checkOpeners(page, sample.url, openers.frame)));
    // Then at 320 px, the narrowest phones in use: narrowing the window lays the same page out again, without
    // loading it again.
    await page.setViewportSize(NARROW_PHONE);
    await findOverflow();
    await page.setViewportSize(PHONE);
  } catch (error) {
    findings.push({ url: sample.url, problem: `did not load: ${(error as Error).message.split('\n')[0]}` });
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  for (const error of errors) findings.push({ url: sample.url, problem: `console error: ${error.slice(0, 300)}` });
  return findings;
}

/**
 * Visits the addresses one after the other on one tab. Two tabs per language, and both languages side by
 * side, took 247 CPU-seconds against 169 for the same pages in turn, and longer too (125 s against 92 s
 * on two cores): the tabs only competed for the same cores.
 */
async function checkAll(context: BrowserContext, list: Sample[], language: string, options: { frame: boolean }): Promise<Finding[]> {
  const findings: Finding[] = [];
  if (list.length === 0) return findings;
  const page = await context.newPage();
  // The frame's menus are the same on every page: they are opened on the first page of the list.
  const openers = (index: number) => (language === OPENERS_LANGUAGE ? { frame: options.frame && index === 0 } : null);
  for (const [index, sample] of list.entries()) findings.push(...(await checkPage(page, sample, language, openers(index))));
  await page.close();
  return findings;
}

describe('every page on a phone, 390 and 320 px wide', () => {
  const browser = useBrowser({ keepContexts: true });
  // The map page in the WebGL browser, so it draws its map as on a phone rather than showing its fallback.
  const mapBrowser = useBrowser({ webgl: true, keepContexts: true });
  let seeded: Promise<Seeded> | undefined;
  const seededOnce = () => (seeded ??= seededIds());

  it('every page route of app/routes.ts has a sample address here', async () => {
    const known = samples(await seededOnce());
    const missing = pageRoutePaths(routes as RouteEntry[]).filter((path) => !(path in known));
    expect(missing, 'page routes with no sample address in tests/e2e/phone.test.ts').toEqual([]);
  });

  for (const language of ['en', 'es'] as const) {
    const scope = language === OPENERS_LANGUAGE ? 'every page fits the screen with every menu and dialog open' : 'every public page fits the screen';
    it(`${scope}, shows no message key and logs no console error, in ${language === 'en' ? 'English' : 'Spanish'}`, { timeout: 400_000 }, async () => {
      const all = Object.values(samples(await seededOnce())).flat();
      const options = { baseURL: inject('baseUrl'), viewport: PHONE, hasTouch: true };
      const context = await browser().newContext(options);
      const mapContext = await mapBrowser().newContext(options);
      try {
        const signIn = await context.newPage();
        await skipCookieBanner(signIn, inject('baseUrl'));
        const languageCookie = { name: 'lang', value: language, url: inject('baseUrl') };
        await context.addCookies([languageCookie]);
        await mapContext.addCookies([...(await context.cookies()), languageCookie]);
        const findings = [
          // The frame's menus are opened on the other pages: on a busy machine the drawing map can hold a tap
          // on the header back for seconds.
          ...(await checkAll(mapContext, all.filter((sample) => sample.webgl), language, { frame: false })),
          ...(await checkAll(context, all.filter((sample) => !sample.signedIn && !sample.webgl), language, { frame: true })),
        ];
        // Members' and staff pages are checked in Spanish, whose longer text is the stricter test of a phone's
        // width; in English the public pages are, which are most of what English readers open.
        if (language !== OPENERS_LANGUAGE) {
          expect(findings.map((finding) => `${finding.url}: ${finding.problem}`)).toEqual([]);
          return;
        }
        await signInInBrowser(signIn, ADMIN_EMAIL, DEMO_PASSWORD);
        expect(new URL(signIn.url()).pathname, 'the demo admin signs in').not.toBe('/sign-in');
        // Signing in applies the member's own language; the page list is checked in the language under test.
        await context.addCookies([languageCookie]);
        await signIn.close();
        findings.push(...(await checkAll(context, all.filter((sample) => sample.signedIn), language, { frame: true })));
        expect(findings.map((finding) => `${finding.url}: ${finding.problem}`)).toEqual([]);
        expect(all.length).toBeGreaterThan(40);
      } finally {
        await Promise.all([context.close(), mapContext.close()]);
      }
    });
  }
});
