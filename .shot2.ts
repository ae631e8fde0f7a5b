import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3917';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
await ctx.addCookies([{ name: 'cookieChoiceDone', value: 'true', url: base }]);
const page = await ctx.newPage();
const r = await page.request.post(`${base}/sign-in`, { form: { email: 'demo.member@diveatlas.example', password: 'explore-the-reef-demo', redirectTo: '/' }, headers: { Origin: base }, maxRedirects: 0 });
console.log('sign-in', r.status());
for (const path of ['/about', '/account', '/trips']) {
  const t0 = Date.now();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  console.log(path, Date.now() - t0, 'ms');
}
await browser.close();
