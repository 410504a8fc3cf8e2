import { chromium } from 'playwright-core';
const base = (host) => `http://${host}:3300`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
const sizes = { desk: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const errors = [];
for (const [sizeName, viewport] of Object.entries(sizes)) {
  for (const [lang, host, email] of [['en', 'festival.localhost', 'owner@festival.localhost'], ['he', 'cinema.localhost', 'owner@cinema.localhost']]) {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(`${lang} ${sizeName} ${e.message}`));
    await page.goto(base(host) + '/');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/${lang}-${sizeName}-home.png` });
    await page.goto(base(host) + '/admin/login');
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/shots/${lang}-${sizeName}-admin-login.png` });
    await page.locator('input[type=email], input[name=email]').first().fill(email);
    await page.locator('input[type=password]').last().fill('screener-staff');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shots/${lang}-${sizeName}-admin-home.png` });
    for (const p of ['plans', 'coupons', 'settings']) {
      await page.goto(base(host) + '/admin/' + p);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${lang}-${sizeName}-admin-${p}.png` });
    }
    await ctx.close();
  }
}
console.log(errors.join('\n') || 'no page errors');
await browser.close();
