import { z } from 'zod';

/** `alive`: the client's periodic proof that its session still stands (spec part 1 §7). */
export const ZAliveRequest = z.object({});
export const ZAliveResponse = z.object({ alive: z.literal(true) });
