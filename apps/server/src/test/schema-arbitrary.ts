import fc from 'fast-check';
import { z } from 'zod';

/**
 * Bodies for a call, drawn from its zod schema: mostly values of the right shape, so a request
 * gets past parsing into the handler, mixed with the values an attacker tries (ids past 32 bits,
 * NUL bytes, huge or negative numbers, wrong types, extra keys). fast-check has no reader for
 * zod 4 or JSON Schema, hence this small one over zod's own JSON Schema output.
 */
export function bodyArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { weight: 4, arbitrary: fromSchema(json, json, 0) },
    { weight: 1, arbitrary: hostileValue },
  );
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    ' ',
    '💥',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 6000 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
);

function fromSchema(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const valid = validFromSchema(schema, root, depth);
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: hostileValue });
}

function validFromSchema(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    const target = root.$defs?.[name];
    return target && depth < 4 ? validFromSchema(target, root, depth + 1) : hostileValue;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validFromSchema(choice, root, depth + 1)));
  if (schema.allOf?.[0]) return validFromSchema(schema.allOf[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {});
      if (depth > 4 || entries.length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 });
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(entries.map(([key, value]) => [key, fromSchema(value, root, depth + 1)])),
        { requiredKeys: [...required].filter((key) => schema.properties?.[key]) },
      );
    }
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, root, depth + 1) : hostileValue, {
        maxLength: 4,
      });
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: schema.maxLength ?? 30 }),
        fc.emailAddress(),
        fc.constantFrom('1', '2', 'demo'),
      );
    case 'integer': {
      // Mostly small, so ids name rows that exist; sometimes anywhere in range.
      const min = Math.max(schema.minimum ?? -5, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 2 ** 31, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileValue;
  }
}
