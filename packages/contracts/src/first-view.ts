import { z } from 'zod';
import { ZCompany } from './company.ts';
import { LANGUAGES } from './language.ts';

/**
 * What the server writes into a site page so that the first visit does not wait for the app:
 * the company its first call would fetch, and the public (guest) answers the first page asks for.
 * Nothing personal: the server never reads a session for it.
 */
export const FIRST_DATA_ELEMENT_ID = 'first-data';
/** The static first view the server renders; the app removes it once its own page is drawn. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

export const ZFirstAnswer = z.object({ path: z.string(), body: z.unknown(), data: z.unknown() });
export type FirstAnswer = z.infer<typeof ZFirstAnswer>;

export const ZFirstData = z.object({
  /** The language the answers were made in: the company's own. */
  language: z.enum(LANGUAGES),
  company: ZCompany,
  answers: z.array(ZFirstAnswer),
});
export type FirstData = z.infer<typeof ZFirstData>;
