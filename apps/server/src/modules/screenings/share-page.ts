import { isRtl, type LanguageCode } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { normalizeHost } from '../../lib/host-name.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { type CompanyRow, offeredLanguages } from '../companies/index.ts';
import type { ScreeningsDeps } from './deps.ts';
import { findScreener } from './listing.ts';
import type { ScreenerParts } from './screener-view.ts';

/** A card's description: the event's text without its markup, cut at a word near this length. */
export const SHARE_DESCRIPTION_LENGTH = 200;
/** A chat or crawler asks again after this long; the event's own page is always fresh. */
const SHARE_CACHE = 'public, max-age=300';

const ZSharePath = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The rich description as one line of plain text, at most `SHARE_DESCRIPTION_LENGTH` characters. */
export function shareDescription(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
    // Text keeps its characters; the page escapes them once where it writes them.
    textFilter: (value) => value,
    parser: { decodeEntities: true },
  })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= SHARE_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, SHARE_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHARE_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The page's language: the first of the browser's (`Accept-Language`) the company offers, else the
 * company's default. A link opened in a chat carries no signed header to name one.
 */
export function shareLanguage(
  company: Pick<CompanyRow, 'customProperties'>,
  acceptLanguage: string | undefined,
): LanguageCode {
  const offered = offeredLanguages(company);
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const primary = tag.trim().split(/[-;]/)[0]?.toLowerCase() ?? '';
    const known = offered.find((language) => language === primary);
    if (known) return known;
  }
  return company.customProperties.language;
}

/** An absolute http(s) address of a picture: the site's own paths are put on its origin. */
function absolutePicture(url: string | null, origin: string): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return `${origin}${value}`;
  return null;
}

type ShareContent = {
  language: LanguageCode;
  siteName: string;
  title: string;
  description: string;
  picture: string | null;
  /** Where the person is sent on: the event's overview. */
  target: string;
  /** The address shared (the page itself). */
  shared: string;
};

/**
 * The shared page: Open Graph and Twitter card tags for the chat or network that unfurls the link,
 * and a refresh to the event's overview for the person who opens it (a link too, if refresh is off).
 * Every value is escaped; the page runs no script.
 */
export function sharePageHtml(content: ShareContent): string {
  const e = escapeHtml;
  const tags: [string, string, string | null][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', content.siteName],
    ['property', 'og:title', content.title],
    ['property', 'og:description', content.description],
    ['property', 'og:url', content.shared],
    ['property', 'og:image', content.picture],
    ['property', 'og:locale', content.language],
    ['name', 'twitter:card', content.picture ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', content.title],
    ['name', 'twitter:description', content.description],
    ['name', 'twitter:image', content.picture],
    ['name', 'description', content.description],
  ];
  const meta = tags
    .filter((tag): tag is [string, string, string] => tag[2] !== null && tag[2] !== '')
    .map(([kind, name, value]) => `<meta ${kind}="${name}" content="${e(value)}">`)
    .join('\n');
  const dir = isRtl(content.language) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${content.language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(content.title)} | ${e(content.siteName)}</title>
${meta}
<link rel="canonical" href="${e(content.target)}">
<meta http-equiv="refresh" content="0; url=${e(content.target)}">
</head>
<body>
<p><a href="${e(content.target)}">${e(content.title)}</a></p>
</body>
</html>
`;
}

/**
 * The helper links of spec part 2 §7.1: `GET /screener/{id}` and `/screener/facebook/{id}`,
 * optionally with `/true`, on the company's site. Each answers a page a chat or network unfurls
 * into a card with the event's title, description and picture and the company's name, and that
 * sends the person who opens it on to the event's overview. The `/true` suffix, which the text
 * does not explain, opens the overview in embed mode (`allowEmbed=true`, part 1 §2): the
 * variant a company puts inside its own page. An event that is not published (or not of this
 * company) answers 404 with a page that sends the person to the site's home.
 */
export function registerSharePages(app: FastifyInstance, deps: ScreeningsDeps, parts: ScreenerParts): void {
  const share = async (request: FastifyRequest, reply: FastifyReply, embed: boolean) => {
    const company = await deps.companies.byDomain(normalizeHost(request.hostname));
    const params = ZSharePath.safeParse(request.params);
    if (!company) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const origin = siteOrigin(deps.config, company.domain);
    const language = shareLanguage(company, request.headers['accept-language']);
    const screener = params.success ? await publicScreener(company, request, params.data.id, language) : null;
    if (!screener) {
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          sharePageHtml({
            language,
            siteName: company.title,
            title: company.title,
            description: '',
            picture: null,
            target: `${origin}/`,
            shared: `${origin}${request.url}`,
          }),
        );
    }
    const target = `${origin}${routePath('screeners.overview', { screener_id: screener.id }, embed ? { allowEmbed: 'true' } : {})}`;
    return (
      reply
        .header('cache-control', SHARE_CACHE)
        // The card is in the browser's language: a shared cache keeps one per language.
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(
          sharePageHtml({
            language,
            siteName: company.title,
            title: screener.title,
            description: shareDescription(screener.description),
            picture: absolutePicture(screener.thumbnail_url ?? company.logoUrl, origin),
            target,
            shared: `${origin}${new URL(request.url, origin).pathname}`,
          }),
        )
    );
  };

  const publicScreener = (
    company: CompanyRow,
    request: FastifyRequest,
    id: number,
    language: LanguageCode,
  ): Promise<Screener | null> =>
    findScreener(
      deps.db,
      parts,
      {
        companyId: company.id,
        now: deps.clock.now(),
        country: deps.geo.countryOf(request),
        language,
        consumerId: null,
      },
      id,
    );

  app.get('/screener/:id', (request, reply) => share(request, reply, false));
  app.get('/screener/facebook/:id', (request, reply) => share(request, reply, false));
  app.get('/screener/facebook/:id/true', (request, reply) => share(request, reply, true));
  app.get('/screener/:id/true', (request, reply) => share(request, reply, true));
}
