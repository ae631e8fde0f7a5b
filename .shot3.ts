import { chromium } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
const base = 'http://127.0.0.1:3917';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
await ctx.addCookies([{ name: 'cookieChoiceDone', value: 'true', url: base }]);
const page = await ctx.newPage();
await page.request.post(`${base}/sign-in`, { form: { email: 'demo.centre@diveatlas.example', password: 'explore-the-reef-demo', redirectTo: '/' }, headers: { Origin: base }, maxRedirects: 0 });
for (const path of ['/about', '/find-a-trip', '/trip/1', '/admin-divecenter/divecenter/trips', '/admin-divecenter/divecenter/trips/1', '/admin-divecenter/divecenter/reservations', '/account/reservations']) {
  let t0 = Date.now();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const load = Date.now() - t0; t0 = Date.now();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 }).catch(() => 'timeout');
  const anim = Date.now() - t0; t0 = Date.now();
  await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).options({ resultTypes: ['violations'] }).analyze();
  console.log(path, 'load', load, 'anim', anim, 'axe', Date.now() - t0);
}
await browser.close();
