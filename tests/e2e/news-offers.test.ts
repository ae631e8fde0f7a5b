// News and member offers in Chromium: an editor writes an article in Spanish and English with a live
// preview and schedules it; it appears at its time on /news, on the home page and in the feed of each
// language. A centre manager posts an offer; a visitor sees it without the code (not even in the
// HTML), a member sees the code. Hostile Markdown stays inert; the new pages have no axe violations.
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-members.ts';
import { createMemberInApp, createVerifiedCenterInApp, queryApp } from '../factories/app-members.ts';
import { signInOverHttp } from '../factories/members.ts';
import { baseUrl, expectNoAxeViolations, newPage, useBrowser, visit } from '../setup/browser.ts';

const dataDir = () => inject('appDataDir');
const html = async (path: string, cookie = '') => (await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })).text();

describe('news and member offers', { timeout: 240_000 }, () => {
  const browser = useBrowser();

  it('an editor writes an article in Spanish and English and schedules it; at its time it is on /news, the home page and both feeds', async () => {
    const slug = `test-reef-cleanup-${Date.now().toString(36)}`;
    const page = await newPage(browser);
    await signInOverHttp(page, 'demo.editor@diveatlas.example', DEMO_PASSWORD);
    await visit(page, '/admin/news/new');
    await expectNoAxeViolations(page);
    await page.getByLabel('Address').fill(slug);
    const english = page.locator('fieldset[lang=en]');
    const spanish = page.locator('fieldset[lang=es]');
    await english.getByLabel('Title').fill('Test reef clean-up day');
    await english.getByLabel('Summary').fill('Test data: divers cleaned a reef.');
    await english.getByLabel('Text (Markdown)').fill('Divers **cleaned** the reef.\n\n<script>window.__owned = 1</script>\n\n[Bad link](javascript:window.__owned=2) <img src="/x.png" onerror="window.__owned=3">');
    // The live preview shows the text as readers will see it, rendered by the server.
    await expect.poll(() => page.getByTestId('preview-en').innerHTML()).toContain('<strong>cleaned</strong>');
    expect(await page.getByTestId('preview-en').innerHTML()).not.toMatch(/script|onerror|javascript:/);
    await spanish.getByLabel('Title').fill('Prueba: día de limpieza del arrecife');
    await spanish.getByLabel('Text (Markdown)').fill('Los buzos **limpiaron** el arrecife.');
    await english.getByLabel('Cover description').fill('Divers holding a net bag of litter');
    const cover = await sharp({ create: { width: 1400, height: 788, channels: 3, background: { r: 20, g: 90, b: 140 } } }).jpeg().toBuffer();
    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await page.getByLabel('Tags').fill('Reef, Volunteers');
    await page.getByRole('radio', { name: /^Publish/ }).check();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel('Publish at (UTC)').fill(inAnHour);
    await Promise.all([page.waitForURL(/\/admin\/news\?saved=1/), page.getByRole('button', { name: 'Save the article' }).click()]);
    const row = page.getByTestId('console-articles').locator('li', { hasText: 'Test reef clean-up day' });
    expect(await row.getByTestId('article-state').textContent()).toBe('Scheduled');

    // Before its time, readers see nothing of it.
    expect((await fetch(`${baseUrl()}/news/${slug}`)).status).toBe(404);
    expect(await html('/news')).not.toContain('Test reef clean-up day');
    // An address past the end of the list says so and leads back to the first page, with no pager
    // (no "page 1000 of 1"), in each language.
    const pastTheEnd = await html('/news?page=1000');
    expect(pastTheEnd).not.toContain('Page 1000 of');
    expect(pastTheEnd).toMatch(/This list has no page 1000: it ends at page \d+\.(?:<!-- -->)? <a [^>]*href="\/news\?page=1"[^>]*>Go to the first page<\/a>/);
    expect(await html('/news?page=1000&lang=es')).toMatch(/Esta lista no tiene página 1000: termina en la página \d+\./);
    expect(await html('/news/feed.xml?lang=es')).not.toContain('limpieza del arrecife');

    // Its time comes (the clock is moved by moving the article's time back an hour).
    await queryApp(dataDir(), "update news_article set publish_at = now() - interval '1 second' where slug = $1", [slug]);
    const reader = await newPage(browser);
    await visit(reader, '/news');
    expect(await reader.getByTestId('news-list').textContent()).toContain('Test reef clean-up day');
    await expectNoAxeViolations(reader);
    await visit(reader, `/news/${slug}`);
    expect(await reader.locator('h1').textContent()).toBe('Test reef clean-up day');
    expect(await reader.locator('article').textContent()).toContain('By Demo Editor');
    expect(await reader.locator('main strong').first().textContent()).toBe('cleaned');
    expect(await reader.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(await reader.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await reader.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/uploads\/news\/[a-f0-9]+w1280\.webp$/);
    expect(await reader.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await reader.locator('link[rel=canonical]').getAttribute('href')).toBe(`${baseUrl()}/news/${slug}`);
    expect(await reader.locator('link[rel=alternate][hreflang=es]').getAttribute('href')).toBe(`${baseUrl()}/news/${slug}?lang=es`);
    const jsonLd = JSON.parse((await reader.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: 'Test reef clean-up day', inLanguage: 'en' });
    const coverResponse = await fetch(new URL((await reader.locator('main img').first().getAttribute('src'))!, baseUrl()));
    expect(coverResponse.headers.get('content-type')).toBe('image/webp');
    await expectNoAxeViolations(reader);

    await visit(reader, `/news/${slug}?lang=es`);
    expect(await reader.locator('h1').textContent()).toBe('Prueba: día de limpieza del arrecife');
    expect(await reader.getByTestId('language-fallback').count()).toBe(0);
    await expectNoAxeViolations(reader);
    await visit(reader, '/news?lang=es');
    await expectNoAxeViolations(reader);

    expect(await html('/')).toContain('Test reef clean-up day');
    const feedEn = await html('/news/feed.xml?lang=en');
    const feedEs = await html('/news/feed.xml?lang=es');
    expect(feedEn).toContain('<title>Test reef clean-up day</title>');
    expect(feedEs).toContain('<title>Prueba: día de limpieza del arrecife</title>');
    expect(feedEn).not.toMatch(/&lt;script|onerror|javascript:/);
    expect(await html('/sitemap.xml')).toContain(`/news/${slug}</loc>`);
    expect(await queryApp(dataDir(), "select 1 from audit_log where action = 'news.publish' and details->>'slug' = $1", [slug])).toHaveLength(1);
  });

  it('a centre manager posts an offer; a visitor sees it without the code, a member sees the code', async () => {
    const owner = await createMemberInApp(dataDir(), { firstName: 'Olga', lastName: 'Owner' });
    const centerId = await createVerifiedCenterInApp(dataDir(), { ownerId: owner.id, name: `Test Offers Centre ${Date.now().toString(36)}` });
    const page = await newPage(browser);
    await signInOverHttp(page, owner.email, owner.password);
    await visit(page, `/admin-divecenter/divecenter?center=${centerId}`);
    await Promise.all([page.waitForURL(/\/offers\?center=/), page.getByRole('navigation', { name: 'Manager pages' }).getByRole('link', { name: 'Member offers' }).click()]);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Post the offer' }) });
    await form.locator('fieldset[lang=en]').getByLabel('Title').fill('Test offer: 15% off night dives');
    await form.locator('fieldset[lang=en]').getByLabel('Description').fill('Test data: <b>bold</b> claims <script>window.__owned=1</script>');
    await form.locator('fieldset[lang=es]').getByLabel('Title').fill('Oferta de prueba: 15 % en nocturnas');
    await form.locator('fieldset[lang=es]').getByLabel('Description').fill('Datos de prueba.');
    await form.getByRole('radio', { name: 'Percentage off' }).check();
    await form.getByLabel('Percentage', { exact: true }).fill('15');
    await form.getByLabel('Redemption code').fill('NIGHT-TEST-15');
    await Promise.all([page.waitForURL(/saved=created/), page.getByRole('button', { name: 'Post the offer' }).click()]);
    expect(await page.getByTestId('offer-state').first().textContent()).toBe('Live');
    await visit(page, `/admin-divecenter/divecenter/offers?center=${centerId}&lang=es`);
    await expectNoAxeViolations(page);

    // A visitor sees the offer, with a link to its centre, and not the code: it is not in the HTML at all.
    const visitorHtml = await html(`/member-offers?center=${centerId}`);
    expect(visitorHtml).toContain('Test offer: 15% off night dives');
    expect(visitorHtml).not.toContain('NIGHT-TEST-15');
    const visitor = await newPage(browser);
    await visit(visitor, `/member-offers?center=${centerId}`);
    const card = visitor.getByTestId('offer').filter({ hasText: 'Test offer: 15% off night dives' });
    expect(await card.getByRole('link', { name: /Test Offers Centre/ }).getAttribute('href')).toBe(`/dive-center/${centerId}`);
    expect(await card.getByRole('link', { name: 'Sign in to see the code' }).count()).toBe(1);
    expect(await card.textContent()).toContain('<b>bold</b>');
    expect(await visitor.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined();
    await expectNoAxeViolations(visitor);
    await visit(visitor, '/member-offers?lang=es');
    expect(await visitor.getByTestId('offers').textContent()).toContain('Oferta de ejemplo');
    await expectNoAxeViolations(visitor);

    // A member sees the code.
    const member = await newPage(browser);
    await signInOverHttp(member, 'demo.member@diveatlas.example', DEMO_PASSWORD);
    await visit(member, `/member-offers?center=${centerId}`);
    expect(await member.getByTestId('offer-code').textContent()).toBe('NIGHT-TEST-15');
    // The home page's offers block shows current offers (the demo data's samples at least).
    expect(await html('/')).toContain('Sample offer');
  });
});
