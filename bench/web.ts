/**
 * A phone's first visit: the built site on the real server with the demo data, opened by Chromium
 * at 390x844 with an empty cache on the Slow 4G profile of the issue (150 ms latency, 1.6 Mbit/s
 * down, 750 kbit/s up) and a 4x CPU slowdown. Reports largest contentful paint, cumulative layout
 * shift and JavaScript bytes on the wire for the festival home, an event overview and the watch
 * page (with the time to the film's first frame there), the median of BENCH_WEB_RUNS runs each.
 *
 *   npm run bench:web            (builds the site first; CHROMIUM_PATH, BENCH_WEB_RUNS)
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { freePort, startProcess, stopProcess } from './watch-setup.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PHONE = { width: 390, height: 844 };
// DevTools' Slow 4G as the issue states it, in bytes per second.
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const DEMO_VIEWER = { email: 'viewer@festival.localhost', password: 'screener-demo' };
const SESSION_STORAGE_KEY = 'screener.session';

type Visit = { lcp: number; cls: number; jsBytes: number; jsFiles: number; firstFrame: number | null };

/** Collected in the page from its first script on: LCP, layout shifts and a video's first frame. */
function observeVitals(): void {
  const vitals = { lcp: 0, cls: 0, firstFrame: null as number | null };
  Object.assign(window, { __vitals: vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  // Media events do not bubble; a capturing listener on the document sees every video's.
  document.addEventListener(
    'loadeddata',
    () => {
      vitals.firstFrame ??= performance.now();
    },
    true,
  );
}

async function phoneContext(browser: Browser, session: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  if (session) {
    await context.addInitScript(
      ({ key, value }) => {
        if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
      },
      { key: SESSION_STORAGE_KEY, value: session },
    );
  }
  await context.addInitScript(observeVitals);
  return context;
}

/** One first visit of `url`: throttled, empty cache, until the network is quiet. */
async function visit(browser: Browser, url: string, session: string | null, ready: string): Promise<Visit> {
  const context = await phoneContext(browser, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = new Set<string>();
  let jsBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await settle(page);
  const vitals = await page.evaluate(
    () =>
      (window as unknown as { __vitals: { lcp: number; cls: number; firstFrame: number | null } }).__vitals,
  );
  await context.close();
  return { ...vitals, jsBytes, jsFiles: scripts.size };
}

/** Waits until no resource has started loading for two seconds, so late shifts and paints count. */
async function settle(page: Page): Promise<void> {
  let seen = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === seen) return;
    seen = count;
    await page.waitForTimeout(2000);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main(): Promise<void> {
  const port = await freePort();
  const site = `http://festival.localhost:${port}`;
  const server = await startProcess(
    path.resolve(import.meta.dirname, '../apps/server/src/main.ts'),
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      DEMO_DATA: 'true',
      MAILING_LIST_PROVIDER: 'none',
      LOG_LEVEL: 'warn',
      MEDIA_COOKIE_SECRET: randomBytes(32).toString('hex'),
    },
    port,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    // Ids and the viewer's session, read unthrottled through the site's own API.
    const setup = await browser.newPage();
    await setup.goto(site);
    const ids = await setup.evaluate(async () => {
      const post = async (apiPath: string, body: object) =>
        (
          await fetch(`/api/${apiPath}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).json();
      const company = (await post('guest/company/get', { origin: location.origin })).data.company.id;
      const firstOf = async (list: string) =>
        (await post(`guest/company/${company}/screenings/${list}`, { page: 1, perPage: 50 })).data.data[0].id;
      return { upcoming: await firstOf('upcoming'), live: await firstOf('ongoing') };
    });
    const login = await setup.evaluate(
      async (credentials) =>
        (
          await fetch('/api/consumer/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(credentials),
          })
        ).json(),
      DEMO_VIEWER,
    );
    const { key, secret, consumer, access_link } = login.data;
    const session = JSON.stringify({ key, secret, consumer, access_link });
    await setup.close();

    const pages = [
      { name: 'festival home', url: `${site}/`, session: null, ready: 'main h1, main h2' },
      { name: 'event overview', url: `${site}/screeners/${ids.upcoming}`, session: null, ready: 'main h1' },
      { name: 'watch page', url: `${site}/screeners/${ids.live}/watch`, session, ready: 'video' },
    ];
    console.log(
      `Chromium ${browser.version()}, ${PHONE.width}x${PHONE.height}, Slow 4G (${SLOW_4G.latency} ms, 1.6 Mbit/s), ${CPU_SLOWDOWN}x CPU slowdown, empty cache, median of ${RUNS}\n`,
    );
    console.log('| Page | LCP (ms) | CLS | JS on the wire (bytes) | JS files | first frame (ms) |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const target of pages) {
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run += 1)
        visits.push(await visit(browser, target.url, target.session, target.ready));
      const frames = visits.flatMap((one) => (one.firstFrame === null ? [] : [one.firstFrame]));
      console.log(
        `| ${target.name} | ${Math.round(median(visits.map((one) => one.lcp)))} | ${median(visits.map((one) => one.cls)).toFixed(3)} | ${median(visits.map((one) => one.jsBytes))} | ${median(visits.map((one) => one.jsFiles))} | ${frames.length ? Math.round(median(frames)) : '-'} |`,
      );
    }
  } finally {
    await browser.close();
    await stopProcess(server);
  }
}

await main();
