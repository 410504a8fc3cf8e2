import type { Company } from '@screener/contracts/company';
import { FIRST_VIEW_ELEMENT_ID } from '@screener/contracts/first-view';
import type { Screener } from '@screener/contracts/screener';
import escapeHtml from 'escape-html';
import type { FirstPage } from './page-routes.ts';

/** What the first view shows: the page, and its event when it has one. */
export type FirstViewContent = { page: FirstPage; screener: Screener | null };

/**
 * An image address over http(s), the site's own path or an inline `data:image/` (an image element
 * never runs its scripts), as the app's `safeImageSrc` allows; anything else (javascript:) is left out.
 */
export function safeImageUrl(value: string | null | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  return /^(https?:\/\/|\/(?!\/)|data:image\/[a-z0-9.+-]+[;,])/i.test(address) ? address : null;
}

function picture(url: string | null, className: string): string {
  if (!url) return `<div class="${className}"></div>`;
  // The largest thing above the fold, and the page's largest paint: fetched first.
  return `<div class="${className}"><img src="${escapeHtml(url)}" alt="" width="640" height="360" fetchpriority="high"></div>`;
}

function header(company: Company): string {
  if (company.custom_properties.advertising_layout) return '';
  const title = escapeHtml(company.title);
  const logo = safeImageUrl(company.logo_url);
  const logoImg = logo ? `<img src="${escapeHtml(logo)}" alt="${title}">` : '';
  if (logo && company.custom_properties.logo_as_header) {
    return `<header class="fv-header"><a class="fv-banner" href="/">${logoImg}</a><div class="fv-bar"></div></header>`;
  }
  const home = logo ? logoImg : `<span class="fv-name">${title}</span>`;
  return `<header class="fv-header"><div class="fv-bar"><a class="fv-home" href="/">${home}</a></div></header>`;
}

function main({ page, screener }: FirstViewContent, company: Company): string {
  const eventTitle = screener ? escapeHtml(screener.title) : '';
  const eventPicture = safeImageUrl(screener?.thumbnail_url);
  switch (page.kind) {
    case 'home': {
      const hero = screener
        ? `<section class="fv-hero" aria-labelledby="fv-hero-title">${picture(eventPicture, 'fv-hero-picture')}<div class="fv-hero-words"><h2 id="fv-hero-title">${eventTitle}</h2></div></section>`
        : '';
      return `<div class="fv-page"><h1 class="fv-company">${escapeHtml(company.title)}</h1>${hero}</div>`;
    }
    case 'overview':
      return screener
        ? `<div class="fv-page fv-overview">${picture(eventPicture, 'fv-overview-picture')}<h1 class="fv-event">${eventTitle}</h1></div>`
        : '';
    case 'watch':
      // The player's box, with the event's picture until the film plays.
      return screener
        ? `<div class="fv-page fv-watch"><h1 class="fv-event">${eventTitle}</h1>${picture(eventPicture, 'fv-player')}</div>`
        : '';
  }
}

/**
 * The page's first view as static HTML: the company's header and the page's title and picture,
 * laid out as the app lays them out, shown until the app has drawn the same page. Every
 * company-controlled text is escaped; addresses are limited to http(s) and the site's own paths.
 */
export function firstViewHtml(content: FirstViewContent, company: Company): string {
  // The company's message is left to the app: a viewer's dismissal of it lives in the browser's
  // storage, so a view drawn on the server would flash it on every page to those who closed it.
  return `<div id="${FIRST_VIEW_ELEMENT_ID}">${header(company)}<main class="fv-main" aria-busy="true">${main(content, company)}</main></div>`;
}
