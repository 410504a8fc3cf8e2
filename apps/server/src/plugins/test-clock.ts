import { toApiDateTime } from '@screener/contracts/dates';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendData } from '../lib/envelope.ts';
import { validationError } from '../lib/validation-error.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** Forward to reach a date; backward (negative) to put the clock back for the tests that follow. */
const ZAdvanceClock = z.object({ advance_ms: z.number().int().min(-YEAR_MS).max(YEAR_MS) });

/**
 * Test-only: `POST /__test/clock {advance_ms}` moves the server's clock. It is registered
 * only when TEST_CLOCK_CONTROL is on (the end-to-end tests' server), never in a deployment.
 */
export function registerTestClock(app: FastifyInstance, clock: { now(): Date; advance(ms: number): void }) {
  app.post('/__test/clock', async (request, reply) => {
    const parsed = ZAdvanceClock.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    clock.advance(parsed.data.advance_ms);
    return sendData(reply, { now: toApiDateTime(clock.now()) });
  });
}
