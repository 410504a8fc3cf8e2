import { APP_VERSION, BUILD_MODE } from '@screener/contracts/api';
import type { AuthorizationHeader } from '@screener/contracts/auth-header';
import { headerTimestamp } from '@screener/contracts/auth-header';
import { type Company, ZGetCompanyByDomainResponse } from '@screener/contracts/company';
import type { FirstAnswer } from '@screener/contracts/first-view';
import type { LanguageCode } from '@screener/contracts/language';
import { ZGetScreenerResponse, ZListScreenersResponse } from '@screener/contracts/screener';
import { PAGE_SIZES } from '@screener/contracts/ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { FirstPage } from './page-routes.ts';

/** Headers of the visitor's request that must not reach the in-process guest calls. */
const NOT_FORWARDED = new Set([
  'authorization',
  'cookie',
  'content-length',
  'content-type',
  'accept-encoding',
]);

export type GuestCaller = <S extends z.ZodType>(
  path: string,
  body: object,
  schema: S,
  screenerId?: number,
) => Promise<z.infer<S> | null>;

/**
 * Calls the site's own guest API in process, as this visitor would as a guest: same host (the
 * company), same address and headers (the country), but never their session or cookies, so every
 * answer is the public one that the guest answer cache already shares.
 */
export function guestCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  clock: Clock,
  language: LanguageCode,
): GuestCaller {
  const forwarded = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => !NOT_FORWARDED.has(name)),
  );
  return async (path, body, schema, screenerId) => {
    const header: AuthorizationHeader = {
      key: '',
      timestamp: headerTimestamp(clock.now().getTime()),
      hash: '',
      version: APP_VERSION,
      build_mode: BUILD_MODE,
      language,
      screener_id: screenerId ?? null,
    };
    const response = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { ...forwarded, 'content-type': 'application/json', authorization: JSON.stringify(header) },
      payload: JSON.stringify(body),
      remoteAddress: request.socket.remoteAddress,
    });
    if (response.statusCode !== 200) return null;
    const parsed = schema.safeParse((response.json() as { data?: unknown }).data);
    return parsed.success ? parsed.data : null;
  };
}

/** The company of the visitor's host, or null when the host is no company's site. */
export async function companyOfHost(call: GuestCaller): Promise<Company | null> {
  return (await call('guest/company/get', {}, ZGetCompanyByDomainResponse))?.company ?? null;
}

/** The guest answers the first page's code asks for, with the exact path and body it sends. */
export async function firstAnswers(
  call: GuestCaller,
  company: Company,
  page: FirstPage,
): Promise<FirstAnswer[]> {
  const screenings = `guest/company/${company.id}/screenings`;
  const answer = async <S extends z.ZodType>(path: string, body: object, schema: S, screenerId?: number) => {
    const data = await call(path, body, schema, screenerId);
    return data === null ? [] : [{ path, body, data }];
  };
  switch (page.kind) {
    case 'home': {
      // The hero's and the home's lists (`DASHBOARD_QUERY` of the web's festival hero).
      const body = { page: 1, perPage: PAGE_SIZES.dashboard };
      const lists = await Promise.all([
        answer(`${screenings}/ongoing`, body, ZListScreenersResponse),
        answer(`${screenings}/upcoming`, body, ZListScreenersResponse),
      ]);
      return lists.flat();
    }
    case 'overview':
    case 'watch':
      return answer(`${screenings}/get`, { id: page.screenerId }, ZGetScreenerResponse, page.screenerId);
  }
}
