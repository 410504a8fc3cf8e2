import { APP_VERSION } from '@screener/contracts/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../test/factories.ts';
import { refusalCode } from '../test/refusal.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  t.app.post('/api/test/boom', async () => {
    throw new Error('database password is hunter2');
  });
  t.app.post('/api/test/restarting', async () => {
    throw new Error('Failed query: select 1', {
      cause: Object.assign(new Error('the database system is shutting down'), { code: '57P01' }),
    });
  });
  await createCompany(t.db, { domain: 'core.localhost' });
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { host: 'core.localhost', 'content-type': 'application/json', ...headers },
  });

describe('the API envelope', () => {
  it('answers success as {data, error: null, version}', async () => {
    const response = await post('/api/page/list', '{}');
    expect(refusalCode(response)).toBeNull();
    expect(response.json()).toEqual({ data: { pages: [] }, error: null, version: APP_VERSION });
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const response = await post('/api/no/such/call', '{}');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ data: null, error: { code: 404 }, version: APP_VERSION });
  });

  it('answers malformed JSON with 400 and a clear message, never 500', async () => {
    const response = await post('/api/page/get', '{"slug": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await post('/api/page/get', 'slug=about', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(400);
  });

  it('answers wrong types with HTTP 200, the envelope’s 400 and a message per field', async () => {
    const response = await post('/api/page/get', JSON.stringify({ slug: 42 }));
    // A refusal the envelope carries is a 200: the specification's client reads no other reply.
    expect(response.statusCode).toBe(200);
    expect(refusalCode(response)).toBe(400);
    const { error } = response.json();
    expect(Object.keys(error.details.fields)).toEqual(['slug']);
    expect(error.details.fields.slug[0]).toMatch(/string/i);
  });

  it('answers messages in the language of the signed header', async () => {
    const header = JSON.stringify({
      key: '',
      hash: '',
      timestamp: '11790000000',
      version: APP_VERSION,
      build_mode: 'PRODUCTION',
      language: 'es',
    });
    const response = await post('/api/getPricing', JSON.stringify({ pricing_id: 999_999 }), {
      authorization: header,
    });
    expect(response.json().error).toEqual({ code: 404, message: 'Página no encontrada' });
  });

  it('hides the details of an unexpected failure behind a 500', async () => {
    const response = await post('/api/test/boom', '{}');
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toEqual({
      code: 500,
      message: 'Server Error: Please refresh your browser',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a database away for a moment with 503, when to try again and words for the viewer', async () => {
    const response = await post('/api/test/restarting', '{}');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      data: null,
      error: { code: 503, message: 'The service is briefly unavailable. Please try again in a few seconds.' },
    });
  });

  it('sends the security headers of a JSON answer', async () => {
    const response = await post('/api/page/list', '{}');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});
