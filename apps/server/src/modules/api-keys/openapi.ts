import { ZRestPageQuery, ZRestProblem } from '@screener/contracts/api-keys';
import { z } from 'zod';

/** JSON Schema 2020-12, which OpenAPI 3.1 takes as it is. */
const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'output') => z.toJSONSchema(schema, { io });

/**
 * The REST surface's OpenAPI 3.1 document, generated from the same zod schemas the routes answer
 * with, so the two cannot drift apart.
 */
export function openApiDocument(pages: Record<'orders' | 'events' | 'viewers', z.ZodType>) {
  const query = schemaOf(ZRestPageQuery, 'input') as { properties: Record<string, object> };
  const parameters = Object.entries(query.properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema,
  }));
  const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
  const paths = Object.fromEntries(
    Object.entries(pages).map(([name, schema]) => [
      `/${name}`,
      {
        get: {
          operationId: `list_${name}`,
          summary: `The organisation's ${name}, oldest first, a page at a time`,
          parameters,
          responses: {
            '200': { description: 'One page', content: { 'application/json': { schema: schemaOf(schema) } } },
            '400': { description: 'A cursor or limit this API does not take', content: problem },
            '401': { description: 'No key, an unknown key or a revoked one', content: problem },
            '403': { description: "The key used on another organisation's address", content: problem },
            '503': { description: "The organisation's site is suspended by the platform", content: problem },
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'Screener organisation API', version: '1' },
    servers: [{ url: '/api/v1' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Problem: schemaOf(ZRestProblem) },
    },
    paths,
  };
}
