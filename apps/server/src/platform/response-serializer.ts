// Answers are written by fast-json-stringify (Fastify's own serializer) from the JSON Schema of the
// operation's zod response schema, compiled once per route: like zod's encode before it, only the
// declared properties go out (a row's other columns never reach the client) and a missing required
// one fails the answer (500), but without walking the value twice. It was a third of a small read's
// Node time. zod still validates every request.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: 'null'}]` (zod's nullable) as `type: [X's type, 'null']`, which the
 *  serializer writes directly; an anyOf it must otherwise try branch by branch per value. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _drop, ...rest } = out;
      const merged: JsonSchema = { ...rest, ...other, type: [other.type, 'null'] };
      if (Array.isArray(other.enum)) merged.enum = [...other.enum, null];
      return merged;
    }
  }
  return out;
}

/** The JSON Schema the serializer follows for a zod response schema (the shape that goes out). */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as JsonSchema;
}

function resolveSchema(maybe: unknown): z.ZodType {
  if (maybe instanceof z.ZodType) return maybe;
  const props = (maybe as { properties?: unknown } | null)?.properties;
  if (props instanceof z.ZodType) return props;
  throw new Error(`not a zod response schema: ${JSON.stringify(maybe)}`);
}

/** Fastify's serializerCompiler for zod response schemas. */
export function responseSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(responseJsonSchema(resolveSchema(schema)) as unknown as Parameters<typeof fastJson>[0]);
}
