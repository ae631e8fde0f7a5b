// The content pages in both languages: status, headings, accessibility, and what each page does.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, MOBILE, openPage, useBrowser } from '../setup/browser.ts';

const PAGES: { path: string; status: number; en: string; es: string }[] = [
  { path: '/', status: 200, en: 'The world below awaits...', es: 'El mundo submarino te espera...' },
  { path: '/about', status: 200, en: 'A shared atlas of the underwater world', es: 'Un atlas compartido del mundo submarino' },
  { path: '/who-we-are', status: 200, en: 'A young platform, built with the diving community', es: 'Una plataforma joven, construida con la comunidad de buceo' },
  { path: '/privacy', status: 200, en: 'Privacy policy', es: 'Política de privacidad' },
  { path: '/terms', status: 200, en: 'Terms of use', es: 'Condiciones de uso' },
  { path: '/help', status: 200, en: 'How can we help?', es: '¿En qué podemos ayudarte?' },
  { path: '/contact', status: 200, en: 'Get in touch', es: 'Ponte en contacto' },
  { path: '/pricing', status: 200, en: 'Plans for dive centres and resorts', es: 'Planes para centros y resorts de buceo' },
  { path: '/news', status: 200, en: 'News from the community', es: 'Noticias de la comunidad' },
  { path: '/member-offers', status: 200, en: 'Offers for members', es: 'Ofertas para miembros' },
  { path: '/404', status: 404, en: 'Page not found', es: 'Página no encontrada' },
  { path: '/no/such/page', status: 404, en: 'Page not found', es: 'Página no encontrada' },
];

/** The text of an HTML fragment as a reader gets it: tags dropped, entities read, spaces collapsed. */
function textOf(fragment: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) =>
      code.startsWith('#x') || code.startsWith('#X') ? String.fromCodePoint(parseInt(code.slice(2), 16)) : code.startsWith('#') ? String.fromCodePoint(Number(code.slice(1))) : (entities[code] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

const outboxDir = () => path.join(inject('appDataDir'), 'outbox');

async function emailsTo(address: string) {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const entries = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(outboxDir(), file), 'utf8')) as Record<string, string>));
  return entries.filter((entry) => entry.to === address);
}

describe('content pages', () => {
  const browser = useBrowser();

  // Every address in both languages as a search engine or a first visit gets it: the server's own answer.
  it('every content page answers in English and in Spanish with its status, language, heading, title and description', async () => {
    for (const locale of ['en', 'es'] as const) {
      for (const entry of PAGES) {
        const url = `${entry.path}?lang=${locale}`;
        const response = await fetch(`${baseUrl()}${url}`, { redirect: 'manual' });
        expect(response.status, url).toBe(entry.status);
        const html = await response.text();
        expect(html.match(/<html[^>]* lang="([^"]+)"/)?.[1], url).toBe(locale);
        expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''), url).toBe(entry[locale]);
        expect(textOf(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ''), url).toMatch(/DiveAtlas/);
        expect(html.match(/<meta name="description" content="([^"]*)"/)?.[1]?.trim(), url).toBeTruthy();
      }
    }
  });

  // Then drawn, on a phone, in the language with the longer words: one tab visiting every address in turn.
  it('every content page, drawn on a phone in Spanish, has the same heading and no accessibility violations', { timeout: 240_000 }, async () => {
    const page = await openPage(browser(), { viewport: MOBILE });
    await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    for (const entry of PAGES) {
      const url = `${entry.path}?lang=es`;
      await page.goto(url);
      expect((await page.locator('h1').textContent())?.trim(), url).toBe(entry.es);
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  });

  it('an unknown address shows the not-found page inside the frame, with ways onward', async () => {
    const page = await openPage(browser());
    await page.goto('/definitely-not-here');
    expect(await page.getByTestId('site-header').isVisible()).toBe(true);
    expect(await page.getByTestId('error-page').getAttribute('data-status')).toBe('404');
    expect(await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('a visitor searches the help centre as they type, and without JavaScript through the address', async () => {
    const page = await openPage(browser());
    await page.goto('/help');
    await page.waitForLoadState('networkidle');
    const questions = page.locator('main details');
    const all = await questions.count();
    expect(all).toBeGreaterThan(10);
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('seed data');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    expect(await questions.locator('summary').allTextContents()).toContain('What does “seed data” mean?+');
    expect(await page.getByTestId('help-results').textContent()).toMatch(/^\d+ answers? for “seed data”$/);
    await page.getByRole('searchbox').fill('xylophone');
    expect(await page.getByText('No answer matches your search').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const html = await (await fetch(`${baseUrl()}/help?q=contrase%C3%B1a&lang=es`)).text();
    expect(html).toContain('<h3>He olvidado mi contraseña.</h3>');
    expect(html).not.toContain('<h3>¿Cómo encuentro un punto de buceo?</h3>');
  });

  it('a visitor who sends the contact form empty sees what to fix next to each field, and keeps what they typed', async () => {
    const page = await openPage(browser());
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Your name').fill('Ana');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('#contact-email-error').textContent()).toBe('Please enter your email address, so we can answer you.');
    expect(await page.locator('#contact-topic-error').textContent()).toBe('Please choose a topic.');
    expect(await page.locator('#contact-message-error').textContent()).toBe('Please write a little more (at least 10 characters).');
    expect(await page.locator('#contact-name-error').count()).toBe(0);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Ana');
    expect(await page.getByLabel('Your email address').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    const response = await fetch(`${baseUrl()}/contact?lang=es`, { method: 'POST', body: new URLSearchParams({ name: 'Ana', email: 'nope', topic: 'general', message: 'Hola, una pregunta.' }) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Esto no parece un correo electrónico. Revísalo, por favor.');
  });

  it('a visitor sends a message: they see a clear confirmation and the organisation receives it by email', async () => {
    const page = await openPage(browser());
    await page.goto('/contact?topic=listing');
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Topic').inputValue()).toBe('listing');
    await page.getByLabel('Your name').fill('Jacques Test');
    await page.getByLabel('Your email address').fill('jacques.contact@example.org');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('The entry for Capernwray is missing the maximum depth.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByTestId('contact-sent').waitFor();
    expect(await page.getByRole('heading', { name: 'Thank you, your message is on its way' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const emails = (await emailsTo('hello@diveatlas.example')).filter((email) => email.replyTo === 'jacques.contact@example.org');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain('The entry for Capernwray is missing the maximum depth.');
    expect(emails[0]?.subject).toContain('listing');
  });

  it('a visitor writing a long message sees how much is left as they type, and one over the limit is refused whole, never cut', async () => {
    const page = await openPage(browser());
    await page.goto('/contact');
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    const count = page.locator('#contact-message-count');
    // Once the page runs, the count replaces the browser's maxlength, which would cut a paste silently.
    expect(await message.getAttribute('maxlength')).toBeNull();
    expect(await message.getAttribute('aria-describedby')).toContain('contact-message-count');
    await message.fill('Is there a shore entry at Canyon?');
    await expect.poll(() => count.textContent()).toBe('33 / 5,000');
    expect(await page.locator('#contact-message-count + [aria-live="polite"]').textContent()).toBe('');
    const long = `${'The reef wall drops to forty metres. '.repeat(140)}`;
    await message.fill(long);
    expect((await message.inputValue()).length).toBe(long.length);
    await expect.poll(() => count.textContent()).toBe(`${long.length.toLocaleString('en')} / 5,000 · ${long.length - 5000} characters too many`);
    expect(await count.getAttribute('class')).toContain('text-red-800');
    // Near or past the limit, a polite live region says so once the typing pauses.
    await expect.poll(() => page.locator('#contact-message-count + [aria-live="polite"]').textContent()).toBe(`${long.length - 5000} characters too many`);
    await page.getByLabel('Your name').fill('Ana');
    await page.getByLabel('Your email address').fill('ana.long@example.org');
    await page.getByLabel('Topic').selectOption('general');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.locator('#contact-message-error').textContent()).toBe('Your message is too long: at most 5,000 characters. Shorten it and send it again; what you wrote is kept.');
    expect(await message.inputValue()).toBe(long);
    await expectNoAxeViolations(page);

    // Without JavaScript, the textarea keeps the browser's limit and the page says what it is (Spanish groups digits from 10 000).
    const plain = await openPage(browser(), { javaScriptEnabled: false });
    await plain.goto('/contact?lang=es');
    const area = plain.getByRole('textbox', { name: 'Mensaje', exact: true });
    expect(await area.getAttribute('maxlength')).toBe('5000');
    expect(await plain.locator('#contact-message-count').textContent()).toBe('Hasta 5000 caracteres.');
  });

  it('the contact form drops bot messages caught by the honeypot and slows down floods from one address', async () => {
    const bot = await fetch(`${baseUrl()}/contact`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Bot', email: 'bot@example.org', topic: 'general', message: 'Buy cheap things now!!', website: 'http://spam.example' }),
      redirect: 'manual',
    });
    expect(bot.status).toBe(302);
    expect(bot.headers.get('location')).toBe('/contact?sent=1');
    expect((await emailsTo('hello@diveatlas.example')).filter((email) => email.replyTo === 'bot@example.org')).toEqual([]);

    const post = () =>
      fetch(`${baseUrl()}/contact`, {
        method: 'POST',
        body: new URLSearchParams({ name: 'Eager', email: 'eager@example.org', topic: 'other', message: 'One more thought about the site.' }),
        redirect: 'manual',
      });
    for (let i = 0; i < 5; i += 1) expect((await post()).status).toBe(302);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('You have sent several messages in a short time.');
    expect((await emailsTo('hello@diveatlas.example')).filter((email) => email.replyTo === 'eager@example.org')).toHaveLength(5);
  });

  it('the pricing page says prices are indicative and compares what each plan unlocks', async () => {
    const page = await openPage(browser());
    await page.goto('/pricing');
    expect(await page.getByTestId('pricing-indicative').textContent()).toContain('Nothing is sold yet');
    const table = page.getByRole('table', { name: 'Compare the plans' });
    expect(await table.locator('thead th').allTextContents()).toEqual(['Feature', 'Basic', 'Plus', 'Pro']);
    const trips = await table.locator('tr', { hasText: 'Trips and reservations' }).locator('td').allTextContents();
    expect(trips).toEqual(['Not included', 'Included', 'Included']);
  });

  it('news and member offers show the demo data’s labelled samples, and say so when a filter matches nothing', async () => {
    const page = await openPage(browser());
    await page.goto('/news');
    const articles = page.getByTestId('news-list').getByTestId('article');
    expect(await articles.count()).toBeGreaterThanOrEqual(3);
    // Other test files may publish articles of their own meanwhile: the samples are among the list.
    expect((await articles.allTextContents()).filter((text) => text.includes('Sample article (demo)')).length).toBeGreaterThanOrEqual(3);
    await page.goto('/member-offers?lang=es');
    expect(await page.getByTestId('offers').textContent()).toContain('Oferta de ejemplo (demo)');
    expect(await page.getByTestId('offers').textContent()).not.toContain('DEMO-');
    await page.goto('/member-offers?country=AQ&lang=en');
    expect(await page.getByRole('main').textContent()).toContain('No current offer matches these filters.');
  });

  it('the terms of use put diving safety in its own section in both languages, and sign-up links to them and to the privacy policy', async () => {
    const page = await openPage(browser());
    await page.context().addCookies([{ name: 'cookieChoiceDone', value: 'true', url: baseUrl() }]);
    await page.goto('/terms');
    const safety = page.getByTestId('terms-safety');
    expect(await safety.getByRole('heading', { level: 2 }).textContent()).toBe('Diving safety');
    expect(await safety.textContent()).toContain('It never replaces your training, the limits of your certification, a local briefing');
    expect(await page.getByText('Last updated: 22 November 2026').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'hello@diveatlas.example' }).getAttribute('href')).toBe('mailto:hello@diveatlas.example');
    await page.goto('/terms?lang=es');
    expect(await page.getByTestId('terms-safety').getByRole('heading', { level: 2 }).textContent()).toBe('Seguridad en el buceo');
    expect(await page.getByTestId('terms-safety').textContent()).toContain('Bucea dentro de tu formación y tu experiencia');
    await expectNoAxeViolations(page);

    // The privacy policy points to the terms too.
    await page.goto('/privacy?lang=en');
    expect(await page.getByRole('main').getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms');

    for (const [locale, terms, privacy, label] of [
      ['en', 'terms of use', 'privacy policy', 'I accept the terms of use and the privacy policy'],
      ['es', 'condiciones de uso', 'política de privacidad', 'Acepto las condiciones de uso y la política de privacidad'],
    ] as const) {
      await page.goto(`/sign-up?lang=${locale}`);
      const checkbox = page.getByRole('checkbox', { name: label });
      expect(await checkbox.isVisible()).toBe(true);
      const links = page.locator('label[for="field-acceptTerms"] a');
      expect(await links.allTextContents()).toEqual([terms, privacy]);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(['/terms', '/privacy']);
      await expectNoAxeViolations(page);
    }
    await page.locator('label[for="field-acceptTerms"] a', { hasText: 'condiciones de uso' }).click();
    await page.waitForURL('**/terms');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Condiciones de uso');
  });

  it('the privacy policy lists the cookies one by one and describes the configured analytics', async () => {
    const page = await openPage(browser());
    await page.goto('/privacy');
    const cookies = page.locator('#cookies ~ div [data-testid="cookie-details"] th[scope="row"]');
    expect(await cookies.allTextContents()).toEqual(['cookieChoiceDone', 'acceptStatistic', 'acceptMarketing', 'acceptExternalMedia', 'lang', 'diveatlas.session_token', 'diveatlas.known']);
    expect(await page.getByText('This site currently uses no analytics service.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'hello@diveatlas.example' }).first().getAttribute('href')).toBe('mailto:hello@diveatlas.example');
  });
});
