import { z } from 'zod';

export const ZPage = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  is_external: z.boolean(),
  external_url: z.string().nullable(),
});
export type Page = z.infer<typeof ZPage>;

export const ZGetPageRequest = z.object({ slug: z.string().trim().min(1).max(120) });
/** The spec's page/get answers an array holding the page. */
export const ZGetPageResponse = z.object({ page: z.array(ZPage) });
export const ZListPagesRequest = z.object({ company: z.number().int().optional() });
export const ZListPagesResponse = z.object({ pages: z.array(ZPage) });
