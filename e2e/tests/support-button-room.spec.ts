import { expect, type Page, test } from '@playwright/test';
import { demoEventId, logIn } from './api-session.ts';
import { festival } from './sites.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Scrolls to the end of the page, again once lazily shown parts (the newsletter) made it longer. */
async function scrollToEnd(page: Page): Promise<void> {
  await settleAtEnd(page);
  await expect(page.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeVisible();
  await settleAtEnd(page);
}

async function settleAtEnd(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const atEnd = Math.abs(window.scrollY - end) < 1;
        window.scrollTo(0, document.documentElement.scrollHeight);
        return atEnd;
      }),
    )
    .toBe(true);
}

/**
 * What the floating button overlaps at the end of the page: any control or heading, and any line
 * of text, as the viewer sees them.
 */
function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector('.MuiFab-root');
    if (!fab) throw new Error('no Leave a message button');
    const area = fab.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      box.width > 0 &&
      box.height > 0 &&
      box.left < area.right &&
      box.right > area.left &&
      box.top < area.bottom &&
      box.bottom > area.top;
    const covered: string[] = [];
    const controls = document.querySelectorAll(
      'a, button, input, textarea, [role="button"], [role="tab"], h1, h2, h3',
    );
    for (const control of Array.from(controls)) {
      if (!fab.contains(control) && overlaps(control.getBoundingClientRect())) {
        covered.push(`${control.tagName} ${control.textContent?.trim()}`);
      }
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.textContent?.trim() || fab.contains(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      if (Array.from(range.getClientRects()).some(overlaps)) covered.push(`text ${text.textContent.trim()}`);
    }
    return covered;
  });
}

test('on a phone, the Leave a message button covers no control or text at the end of any page', async ({
  page,
}) => {
  await logIn(page);
  const live = await demoEventId(page, 'ongoing', 'Opening Night');
  const pages = [
    '/',
    '/screeners/upcoming',
    '/vod/movies',
    `/screeners/${live}`,
    `/screeners/${live}/watch`,
    '/user/dashboard',
  ];
  for (const path of pages) {
    await page.goto(`${festival.url}${path}`);
    await expect(page.getByRole('button', { name: 'Leave a message' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await scrollToEnd(page);
    // Asked again at the end until it holds: parts that load after the first heading (the home's
    // sections, pictures) make the page longer and move its end.
    await expect
      .poll(
        async () => {
          await settleAtEnd(page);
          return coveredContent(page);
        },
        { message: path },
      )
      .toEqual([]);
  }
});
