import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const advance = (app: TestApp, payload: unknown) =>
  app.app.inject({ method: 'POST', url: '/__test/clock', payload: payload as object });

describe('the test-only clock control', () => {
  it('does not exist without TEST_CLOCK_CONTROL', async () => {
    t = await createTestApp();
    const response = await advance(t, { advance_ms: 1000 });
    expect(response.statusCode).toBe(404);
  });

  it('moves the clock the app uses when TEST_CLOCK_CONTROL is on', async () => {
    t = await createTestApp({ now: new Date('2026-06-01T12:00:00Z'), env: { TEST_CLOCK_CONTROL: 'true' } });
    const response = await advance(t, { advance_ms: 49 * 3600 * 1000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ now: '2026-06-03 13:00:00' });
  });

  it('moves it back again', async () => {
    t = await createTestApp({ now: new Date('2026-06-01T12:00:00Z'), env: { TEST_CLOCK_CONTROL: 'true' } });
    await advance(t, { advance_ms: 3600 * 1000 });
    const response = await advance(t, { advance_ms: -3600 * 1000 });
    expect(response.json().data).toEqual({ now: '2026-06-01 12:00:00' });
  });

  it('refuses a malformed move with a validation error', async () => {
    t = await createTestApp({ env: { TEST_CLOCK_CONTROL: 'true' } });
    const response = await advance(t, { advance_ms: 'soon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(400);
  });
});
