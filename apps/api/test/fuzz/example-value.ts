// A plausible value for a JSON Schema: the skeleton the fuzz test then breaks in one place, so a
// bad field is seen by the route's own checks rather than refused with the first missing key.
import type { JsonSchema } from './openapi-operations.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function exampleValue(schema: JsonSchema): Json {
  if (schema.default !== undefined && schema.default !== null) return schema.default as Json;
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0] as Json;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return exampleValue(alternative);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = exampleValue(property);
      }
      return value;
    }
    case 'array':
      return schema.items ? [exampleValue(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** Every path into a value (object keys and array indexes), the root included. */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** A copy of `value` with the thing at `path` replaced (or removed, for `undefined`). */
export function withValueAt(value: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement === undefined ? null : replacement;
  const copy = structuredClone(value);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string | number, Json>)[key] as Json;
  const last = path[path.length - 1] as string | number;
  const container = parent as Record<string | number, Json>;
  if (replacement === undefined) {
    if (Array.isArray(container) && typeof last === 'number') container.splice(last, 1);
    else delete container[last];
  } else {
    container[last] = replacement;
  }
  return copy;
}
