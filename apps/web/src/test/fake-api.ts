import { APP_VERSION, type ApiError } from '@screener/contracts/api';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n';

export type ApiAnswer = { data?: unknown; error?: ApiError; status?: number };
/** Per path: its answer, or answers given in turn, the last one again once the queue runs out. */
export type ApiAnswers = Record<string, ApiAnswer | ApiAnswer[]>;
export type ApiRequest = { path: string; body: Record<string, unknown> };

const notFound: ApiAnswer = { error: { code: 404, message: 'Not found' }, status: 404 };
const apiPath = (url: string) => url.replace('/api/', '');

/**
 * The API of a page test. Before each test it starts from empty storage in English and stubs
 * `fetch`: a request is named by `pathOf` (the path after `/api/` unless told), recorded in
 * `requests`, and answered from `answers` in the server's envelope, read at request time so a test
 * may change them; an unknown path is a 404. After each test it unmounts and lifts the stubs.
 */
export function fakeApiForEachTest(initialAnswers: () => ApiAnswers, pathOf = apiPath) {
  const api = { answers: {} as ApiAnswers, requests: [] as ApiRequest[] };
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('en');
    api.answers = initialAnswers();
    api.requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = pathOf(String(input));
        api.requests.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
        const queued = api.answers[path];
        const answer =
          (Array.isArray(queued) ? (queued.length > 1 ? queued.shift() : queued[0]) : queued) ?? notFound;
        // A 204 carries no body, as the server sends it.
        if (answer.status === 204) return new Response(null, { status: 204 });
        return new Response(
          JSON.stringify({ data: answer.data ?? null, error: answer.error ?? null, version: APP_VERSION }),
          { status: answer.status ?? 200 },
        );
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return api;
}
