import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_PATHS } from '../../packages/contracts/src/staff.ts';
import { api, DEMO_VIEWER, type Session, sessionByCode, storeSession, toSession } from './api-session.ts';
import { cinema, festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

type Tree = { [key: string]: string | Tree };

/**
 * The web app's own words, so the same walk finds its way in English and in Hebrew. A key may name
 * the namespace of a feature's own texts first, as i18next does (`venues:seatChart.grid`).
 */
function translator(language: 'en' | 'he'): (key: string) => string {
  const bundle = (folder: string) =>
    JSON.parse(
      readFileSync(new URL(`../../apps/web/src/i18n/${folder}${language}.json`, import.meta.url), 'utf8'),
    ) as Tree;
  return (key) => {
    const [namespace, path] = key.includes(':') ? key.split(':') : [null, key];
    const text = (path ?? '')
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        bundle(namespace ? `${namespace}/` : ''),
      );
    if (typeof text !== 'string') throw new Error(`no ${language} text for ${key}`);
    return text;
  };
}

const SITES = [
  {
    language: 'en',
    domain: 'festival.localhost',
    site: festival,
    viewer: DEMO_VIEWER,
    live: 'Opening Night: Aurora Over the Fjord',
    hybrid: "The Lighthouse Keeper's Daughter: In the Hall and Online",
  },
  {
    language: 'he',
    domain: 'cinema.localhost',
    site: cinema,
    viewer: { email: 'viewer@cinema.localhost', password: DEMO_VIEWER.password },
    live: 'ערב פתיחה: גלים של זיכרון',
    hybrid: 'השומר של יפו: באולם ובבית',
  },
] as const;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails on any serious or critical violation, naming each rule, its elements and what is wrong. */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // Let entrances and skeletons settle, so colours are measured as the viewer finally sees them.
  await page.waitForLoadState('networkidle');
  // A bar with a value (places taken of a hall) is content, not loading.
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
  // A dialog or drawer loaded when first opened may still be fading in: measured mid-fade, its
  // text blends with the backdrop.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${node.html}: ${node.failureSummary ?? violation.help}`,
    ),
  );
  // Soft, so one run lists the violations of every page it visits.
  expect.soft(report, `serious or critical axe violations on ${where}`).toEqual([]);
}

async function logInOn(page: Page, url: string, credentials: { email: string; password: string }) {
  await page.goto(url);
  const login = await api<Session>(page, 'consumer/login', credentials);
  expect(login.error).toBeNull();
  await storeSession(page, toSession(login.data));
}

async function openOverview(page: Page, url: string, title: string, list: string): Promise<void> {
  await page.goto(`${url}/screeners/${list}`);
  await page.getByRole('article', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The first row's id of a back-office list. */
async function firstId(page: Page, list: string): Promise<string> {
  const answer = await api<{ rows: { id: number }[] }>(page, `admin/${list}/list`, {
    page: 0,
    page_size: 25,
    sort_direction: 'asc',
    search: '',
  });
  const id = answer.data?.rows[0]?.id;
  if (id === undefined) throw new Error(`the demo has no ${list}`);
  return String(id);
}

type AdminPage = keyof typeof ADMIN_PATHS;
/** The back-office's pages for a visitor not signed in: a made-up link and invitation show their refusal. */
const SIGNED_OUT: Partial<Record<AdminPage, string>> = {
  login: ADMIN_PATHS.login,
  loginLink: '/admin/login/link/made-up-key/made-up-secret-of-22-chars',
  invitation: '/admin/invitation/made-up-invitation',
};

/**
 * Every other page of the back-office's router (its table of paths), each with the demo's ids
 * filled in; a page added to the router with a parameter not filled here stops the test.
 */
/** Pages of a row the demo does not have: it sells nothing, so it has no order or subscription to open. */
const WITHOUT_DEMO_ROW: AdminPage[] = ['order', 'subscriptionOrder'];

async function signedInPages(page: Page): Promise<[AdminPage, string][]> {
  const event = await firstId(page, 'events');
  const ids: Record<string, string> = {
    screener_id: event,
    venueId: await firstId(page, 'venues'),
    filmId: await firstId(page, 'films'),
  };
  return (Object.entries(ADMIN_PATHS) as [AdminPage, string][])
    .filter(([name]) => !(name in SIGNED_OUT) && !WITHOUT_DEMO_ROW.includes(name))
    .map(([name, path]) => [
      name,
      path.replace(/:(\w+)/g, (_, parameter: string) => {
        const id = ids[parameter];
        if (!id) throw new Error(`no demo id for the ${name} page's :${parameter}`);
        return id;
      }),
    ]);
}

/** Horizontal scrolling of the whole page: something is wider than the screen. */
async function expectNoPageOverflow(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect.soft(widths.page, `${where} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

for (const { language, domain, site, viewer, live, hybrid } of SITES) {
  const t = translator(language);

  test.describe(`in ${language === 'en' ? 'English' : 'Hebrew'}`, () => {
    test('a visitor’s pages: home, an overview, login and the catalogue by region', async ({ page }) => {
      // Four pages, each analysed whole: about 15 s on a warm server, and the run's first test
      // meets a cold one.
      test.slow();
      await page.goto(site.url);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSeriousViolations(page, `${site.url}/`);

      await openOverview(page, site.url, hybrid, 'upcoming');
      await expectNoSeriousViolations(page, `the overview of ${hybrid}`);

      await page.goto(`${site.url}/login`);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expectNoSeriousViolations(page, `${site.url}/login`);

      await page.goto(`${site.url}/vod/geo-graphical-catalogue`);
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'the catalogue by region');
    });

    test('on a phone, the side menu and its language dialog', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(site.url);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('chrome.openMenu') })
        .click();
      const drawer = page.getByRole('navigation', { name: t('header.mainNavigation') });
      await expect(drawer).toBeVisible();
      await expectNoSeriousViolations(page, 'the side menu');

      await drawer.getByRole('button', { name: new RegExp(t('language.change')) }).click();
      await expect(page.getByRole('dialog', { name: t('language.change') })).toBeVisible();
      await expectNoSeriousViolations(page, 'the language dialog');
    });

    test('each step of the enrollment dialog', async ({ page }) => {
      const buyTicket = page
        .getByRole('group', { name: t('screenings.buttons.actions') })
        .getByRole('button', { name: t('screenings.buttons.buyTicket') });
      const dialog = page.getByRole('dialog', { name: hybrid });
      const online = dialog.getByRole('button', { name: new RegExp(t('enrollment.eventType.virtual')) });

      // A visitor who picks how to attend meets the login step.
      await openOverview(page, site.url, hybrid, 'upcoming');
      await buyTicket.click();
      await online.click();
      await expect(dialog.getByRole('textbox', { name: t('account.email') })).toBeVisible();
      await expectNoSeriousViolations(page, 'the login step');

      const email = `e2e-axe-${language}-${Date.now()}@example.test`;
      await storeSession(page, await sessionByCode(page, email));
      await openOverview(page, site.url, hybrid, 'upcoming');
      await buyTicket.click();

      await expect(dialog.getByRole('heading', { name: t('enrollment.eventType.title') })).toBeVisible();
      await expectNoSeriousViolations(page, 'the event type step');

      await online.click();
      await expect(dialog.getByRole('heading', { name: t('enrollment.plan.title') })).toBeVisible();
      await expectNoSeriousViolations(page, 'the plan step');

      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: t('enrollment.continue') }).click();
      await expect(dialog.getByRole('heading', { name: t('enrollment.payment.title') })).toBeVisible();
      await dialog.getByRole('radio', { name: t('enrollment.gateways.sandbox') }).check();
      await expect(dialog.getByLabel(new RegExp(`^${t('enrollment.sandbox.cardNumber')}`))).toBeVisible();
      await expectNoSeriousViolations(page, 'the payment step');
    });

    test('the seat chart of a hall of about 300 seats, wide and on a phone', async ({ page }) => {
      // Each axe pass walks every seat of the hall.
      test.slow();
      await page.goto(site.url);
      await storeSession(
        page,
        await sessionByCode(page, `e2e-axe-seats-${language}-${Date.now()}@example.test`),
      );
      await openOverview(page, site.url, hybrid, 'upcoming');
      await page
        .getByRole('group', { name: t('screenings.buttons.actions') })
        .getByRole('button', { name: t('screenings.buttons.buyTicket') })
        .click();
      await page
        .getByRole('dialog', { name: hybrid })
        .getByRole('button', { name: new RegExp(t('enrollment.eventType.physical')) })
        .click();
      const grid = page.getByRole('grid', { name: t('venues:seatChart.grid') });
      await expect(grid.getByRole('button').first()).toBeVisible();
      // The pointer left where the venue button was, over a seat whose tooltip would open while
      // axe measures; the tooltips have their own test.
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await expectNoSeriousViolations(page, 'the seat chart');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(grid).toBeVisible();
      await expectNoSeriousViolations(page, 'the seat chart on a phone');
    });

    test('the watch page and every dashboard tab of the demo viewer', async ({ page }) => {
      // An axe pass per page: the watch page and each of the dashboard's seven tabs.
      test.slow();
      await logInOn(page, site.url, viewer);
      await openOverview(page, site.url, live, 'ongoing');
      await page.goto(`${page.url()}/watch`);
      await expect(page.getByRole('region', { name: t('watch.stage') })).toBeVisible();
      await expectNoSeriousViolations(page, `the watch page of ${live}`);

      await page.goto(`${site.url}/user/dashboard`);
      const tabs = page.getByRole('tablist', { name: t('dashboard.tabsLabel') }).getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      for (const tab of await tabs.all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoSeriousViolations(page, `the dashboard tab ${await tab.textContent()}`);
      }
    });

    // English on a phone and Hebrew on a desktop, so both directions and both layouts are measured
    // (the Hebrew site's dark theme on the wide lists, whose every column shows there).
    const phone = language === 'en';
    test(`every back-office page, ${phone ? 'on a phone' : 'on a desktop'}`, async ({ page }) => {
      // An axe pass for each of the router's two dozen pages, the seat-map editor's hall among them.
      test.setTimeout(180_000);
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      const check = async (name: AdminPage, address: string) => {
        // A load of its own, so the wait for a quiet network covers the page's own calls.
        await page.goto(`${site.url}${address}`);
        // The operators' companies page is seen as an owner sees it, refused: only the platform
        // operator opens it (platform-console.spec.ts goes through it as the operator).
        await expect(
          name === 'companies'
            ? page.getByRole('main').getByRole('alert')
            : page.getByRole('heading', { level: 1 }),
        ).toBeVisible();
        // Still there: a page that sent the visitor elsewhere is not the page measured.
        await expect(page).toHaveURL(`${site.url}${address}`);
        await expectNoSeriousViolations(page, `the back-office's ${name} page (${address})`);
        if (phone) await expectNoPageOverflow(page, `the back-office's ${name} page (${address})`);
      };
      for (const [name, address] of Object.entries(SIGNED_OUT) as [AdminPage, string][]) {
        await check(name, address);
      }
      await page.goto(site.url);
      await staffLogIn(page, staffOf(domain).owner);
      for (const [name, address] of await signedInPages(page)) await check(name, address);
    });
  });
}
