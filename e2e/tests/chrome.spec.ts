import { expect, test } from '@playwright/test';
import { outboxMails } from './outbox.ts';
import { cinema, festival } from './sites.ts';

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');
const footer = (page: import('@playwright/test').Page) => page.getByRole('contentinfo');

test('the header shows the menus each demo company has, and a Login/Signup button', async ({ page }) => {
  await page.goto(festival.url);
  const nav = header(page).getByRole('navigation', { name: 'Main navigation' });
  // The festival asks for the Pricing menu: its subscription plans.
  await expect(nav.getByRole('link', { name: 'On Demand' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/subscription/plans');
  await expect(nav.getByRole('link', { name: 'On Demand' })).toHaveAttribute('href', '/vod/movies');
  await expect(nav.getByRole('link', { name: 'Buy Passes' })).toHaveAttribute('href', '/pricing/plans');
  await expect(nav.getByRole('link', { name: 'Login/Signup' })).toHaveAttribute('href', '/login');

  // The cinema does not show the pricing menu.
  await page.goto(cinema.url);
  await expect(header(page).getByRole('link', { name: 'התחברות/הרשמה' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'מחירים' })).toHaveCount(0);
});

test('the footer links to the archive, home, the default pages the company keeps, and its own pages', async ({
  page,
}) => {
  await page.goto(festival.url);
  const links = footer(page).getByRole('navigation');
  await expect(links.getByRole('link', { name: 'Past events' })).toHaveAttribute(
    'href',
    '/screeners/archive',
  );
  await expect(links.getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/');
  await expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(links.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(links.getByRole('link', { name: 'Visiting the festival' })).toHaveAttribute(
    'href',
    '/visiting',
  );
  const press = links.getByRole('link', { name: /Press/ });
  await expect(press).toHaveAttribute('target', '_blank');
  await expect(footer(page)).toContainText('Powered by Screener');

  // The cinema switched its built-in about page off and has no newsletter.
  await page.goto(cinema.url);
  await expect(footer(page).getByRole('link', { name: 'פרטיות' })).toBeVisible();
  await expect(footer(page).locator('a[href="/about"]')).toHaveCount(0);
  await expect(footer(page).getByRole('heading', { name: 'הרשמה לניוזלטר שלנו' })).toHaveCount(0);
});

test('About shows 10 numbered points, Terms and Privacy 46, in the chosen language', async ({ page }) => {
  await page.goto(`${festival.url}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.locator('article ol > li')).toHaveCount(10);
  await expect(page.locator('article')).toContainText(festival.title);

  await page.goto(`${festival.url}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.locator('article ol > li')).toHaveCount(46);

  await page.goto(`${festival.url}/privacy`);
  await expect(page.getByText('Version 1.5, 18 June 2024')).toBeVisible();
  await expect(page.locator('article ol > li')).toHaveCount(46);

  await page.goto(`${cinema.url}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'תנאי שימוש' })).toBeVisible();
  await expect(page.locator('article ol > li')).toHaveCount(46);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side menu repeats the entries and changes the language in a dialog', async ({ page }) => {
    await page.goto(festival.url);
    await expect(header(page).getByRole('link', { name: 'Pricing' })).toHaveCount(0);
    await header(page).getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer.getByRole('link', { name: 'Buy Passes' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'On Demand' })).toBeVisible();
    await drawer.getByRole('button', { name: /Change language/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change language' });
    await dialog.getByRole('button', { name: 'Italiano' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(footer(page).getByRole('link', { name: 'Chi siamo' })).toBeVisible();
  });

  test('the Leave a message button shrinks to a named icon and still opens the form', async ({ page }) => {
    await page.goto(festival.url);
    const button = page.getByRole('button', { name: 'Leave a message' });
    await expect(button).toHaveText('');
    const box = await button.boundingBox();
    expect(box?.width).toBeLessThan(80);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Leave us a message' })).toBeVisible();
  });
});

test('the Leave a message form validates, sends, and the company gets the mail', async ({ page }) => {
  await page.goto(`${festival.url}/about`);
  await page.getByRole('button', { name: 'Leave a message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave us a message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(3);

  await dialog.getByLabel('Name').fill('Robin Park');
  await dialog.getByLabel('Email').fill('robin@example.test');
  await dialog.getByLabel('Message').fill('Is Aurora Hall step-free? (e2e chrome)');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/consumer/support'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect((await response.json()).data.message).toContain('your message has been sent');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'your message has been sent' })).toBeVisible();

  await expect
    .poll(async () => (await outboxMails()).find((mail) => mail.text.includes('(e2e chrome)')))
    .toMatchObject({
      to: 'owner@festival.localhost',
      replyTo: '"Robin Park" <robin@example.test>',
      text: expect.stringContaining(`Sent from: ${festival.url}/about`),
    });
});

test('the newsletter box checks the address on blur and subscribes', async ({ page }) => {
  await page.goto(festival.url);
  // The box is fetched as the footer comes near the screen, as a reader scrolling down brings it
  // (again if the home's lists, loading meanwhile, pushed the footer away).
  const box = footer(page).getByRole('region', { name: 'Subscribe to our newsletter' });
  await expect(async () => {
    await footer(page).scrollIntoViewIfNeeded();
    await expect(box).toBeVisible({ timeout: 1000 });
  }).toPass();
  const email = box.getByLabel('Email');
  await email.fill('not-an-address');
  await email.blur();
  await expect(box.getByText('invalid email')).toBeVisible();
  await email.fill('reader@example.test');
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/consumer/subscribeNewsletter'),
  );
  await box.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you for subscribing' })).toBeVisible();
});

test('the company message stays dismissed on every page of that company only', async ({ page }) => {
  await page.goto(festival.url);
  const banner = page.getByRole('alert').filter({ hasText: 'Festival passes are on sale' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto(`${festival.url}/terms`);
  await expect(page.getByText('Festival passes are on sale')).toHaveCount(0);
  await page.goto(cinema.url);
  await expect(page.getByText('מנוי חודשי חדש')).toBeVisible();
});

test('embed mode hides header and footer and survives in-site navigation', async ({ page }) => {
  await page.goto(`${festival.url}/about?allowEmbed=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // An in-site link without the query keeps the embedded look and puts the flag back in the address.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/terms');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page).toHaveURL(/\/terms\?allowEmbed=true$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a ref code is stored with a timestamp in seconds and reported once', async ({ page }) => {
  const reported = page.waitForResponse((response) =>
    response.url().endsWith('/api/guest/company/referral/updateHits'),
  );
  const before = Math.floor(Date.now() / 1000);
  await page.goto(`${festival.url}/?ref=spring-news`);
  const response = await reported;
  expect(response.status()).toBe(200);
  expect((await response.json()).data.affiliation).toMatchObject({ code: 'spring-news' });
  const stored = await page.evaluate(() => localStorage.getItem('screener.affiliation'));
  const affiliation = JSON.parse(stored ?? 'null') as { code: string; timestamp: number };
  expect(affiliation.code).toBe('spring-news');
  expect(affiliation.timestamp).toBeGreaterThanOrEqual(before - 5);
  expect(affiliation.timestamp).toBeLessThan(before + 120);
});

test('the thank-you and payment-return pages', async ({ page }) => {
  await page.goto(`${festival.url}/thank-you`);
  await expect(page.getByRole('heading', { name: 'Thank you for taking part!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Host your own events/ })).toHaveAttribute('target', '_blank');

  // Inside a frame of the same site, the return page tells its parent that 3-D Secure is done.
  await page.goto(`${festival.url}/terms`);
  const message = page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin === window.location.origin) resolve(event.data);
        });
        const frame = document.createElement('iframe');
        frame.src = '/payment/returnUrl/pi_123_secret';
        document.body.append(frame);
      }),
  );
  expect(await message).toEqual({ type: '3ds-complete', response: 'pi_123_secret' });

  await page.goto(`${festival.url}/payment/returnUrl`);
  await expect(page.getByText('Please do not close this page.')).toBeVisible();
});
