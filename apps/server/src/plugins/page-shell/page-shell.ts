import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Company } from '@screener/contracts/company';
import { FIRST_DATA_ELEMENT_ID, type FirstAnswer, type FirstData } from '@screener/contracts/first-view';
import { headlineEvent } from '@screener/contracts/headline-event';
import { isRtl } from '@screener/contracts/language';
import { ZGetScreenerResponse, ZListScreenersResponse } from '@screener/contracts/screener';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { companyOfHost, firstAnswers, guestCaller } from './first-answers.ts';
import { type FirstViewContent, firstViewHtml, safeImageUrl } from './first-view-html.ts';
import { firstViewStyle } from './first-view-style.ts';
import { BACK_OFFICE_ENTRY, type PagePreloads, readPagePreloads, SITE_ENTRY } from './page-preloads.ts';
import { type FirstPage, firstPageOf } from './page-routes.ts';

/** JSON inside a script element: `<` escaped so that no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The event a first view shows, read from the answers it inlines. */
function screenerOf(page: FirstPage, answers: FirstAnswer[], now: Date): FirstViewContent['screener'] {
  if (page.kind === 'home') {
    const listed = answers.flatMap((answer) => {
      const parsed = ZListScreenersResponse.safeParse(answer.data);
      return parsed.success ? parsed.data.data : [];
    });
    return headlineEvent(listed, now);
  }
  const parsed = ZGetScreenerResponse.safeParse(answers[0]?.data);
  return parsed.success ? parsed.data.screener : null;
}

export type PageShell = (request: FastifyRequest) => Promise<string>;

/**
 * index.html as each company's site serves it: the company's language, direction and title; the
 * company and the first page's public answers inlined, so the app makes no call before its first
 * render; the first page's code and texts preloaded beside the entry; and a static first view of
 * the page drawn from those answers (spec: nothing renders before the company is known; here the
 * server knows it). Only guest data goes in: the page is the same for every visitor of the host
 * and country, and it is sent `private` all the same.
 */
export function createPageShell(
  app: FastifyInstance,
  distDir: string,
  clock: Clock,
  preloads: PagePreloads = readPagePreloads(distDir),
): PageShell {
  const template = readFileSync(path.join(distDir, SITE_ENTRY), 'utf8');
  return async (request) => {
    const pathname = new URL(request.url, 'http://site').pathname;
    const call = guestCaller(app, request, clock, 'en');
    const company = await companyOfHost(call);
    if (!company) return template;
    const language = company.custom_properties.language;
    const page = firstPageOf(pathname);
    const answers = page ? await firstAnswers(guestCaller(app, request, clock, language), company, page) : [];
    const firstData: FirstData = { language, company, answers };
    const links = [...preloads.texts(language), ...(page ? preloads.page(page.kind) : [])].map(
      (file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    );
    const view = page
      ? firstViewHtml({ page, screener: screenerOf(page, answers, clock.now()) }, company)
      : '';
    return renderShell(template, company, {
      head: [
        page ? `<style>${firstViewStyle(company.custom_properties.theme)}</style>` : '',
        ...links,
        `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(firstData)}</script>`,
      ].join(''),
      body: view,
    });
  };
}

/**
 * admin.html, the back-office's entry, as each company's site serves it under `/admin`: the
 * company's language, direction and title, the company inlined and the back-office's texts
 * preloaded. No page of the back-office has a first view or public answers to inline.
 */
export function createBackOfficeShell(
  app: FastifyInstance,
  distDir: string,
  clock: Clock,
  preloads: PagePreloads = readPagePreloads(distDir),
): PageShell {
  const template = readFileSync(path.join(distDir, BACK_OFFICE_ENTRY), 'utf8');
  return async (request) => {
    const company = await companyOfHost(guestCaller(app, request, clock, 'en'));
    if (!company) return template;
    const language = company.custom_properties.language;
    const firstData: FirstData = { language, company, answers: [] };
    const links = preloads
      .backOfficeTexts(language)
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
    return renderShell(template, company, {
      head: [
        ...links,
        `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(firstData)}</script>`,
      ].join(''),
      body: '',
    });
  };
}

function renderShell(template: string, company: Company, inserts: { head: string; body: string }): string {
  const language = company.custom_properties.language;
  const favicon = safeImageUrl(company.favicon_url);
  const html = template
    .replace(/<html[^>]*>/, () => `<html lang="${language}" dir="${isRtl(language) ? 'rtl' : 'ltr'}">`)
    // As the app titles its pages: the company, then the product's name the built page carries.
    .replace(
      /<title>([^<]*)<\/title>/,
      (_, product: string) => `<title>${escapeHtml(company.title)} | ${product}</title>`,
    )
    .replace('</head>', () => `${inserts.head}</head>`)
    .replace('<div id="root">', () => `${inserts.body}<div id="root">`);
  return favicon
    ? html.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${escapeHtml(favicon)}">`)
    : html;
}
