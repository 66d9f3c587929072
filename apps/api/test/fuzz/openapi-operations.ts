// The operations of the API's own OpenAPI document (GET /api/docs), in the shape the fuzz test
// needs: a new route appears here, and so in the fuzz test, without editing either.

/** The part of JSON Schema that fastify-type-provider-zod writes into the document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path template, `/api/v2/sources/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The body's media types and schemas; empty when the document names none (multipart routes). */
  bodies: Record<string, JsonSchema>;
  needsMember: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!HTTP_METHODS.has(method)) continue;
      const bodies: Record<string, JsonSchema> = {};
      for (const [type, content] of Object.entries(raw.requestBody?.content ?? {})) {
        bodies[type] = content.schema ?? {};
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: raw.parameters ?? [],
        bodies,
        needsMember: (raw.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}
