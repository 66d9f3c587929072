// The pricing routes' compilers (decisions 0521 and 0522). calcprice answers every change a
// customer makes, so its own work must stay under the cost of a bare Fastify request.
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { compileParser, undecided } from './compiled-parser.ts';

type RouteSchemaDef<T> = Parameters<FastifySchemaCompiler<T>>[0];

/**
 * The body parsed by closures compiled from its zod schema, and by zod itself whenever they are
 * not sure: a refused body therefore gets exactly the 400 and the Japanese field messages it
 * always had, from the same validator as every other route.
 */
export function compiledZodValidator<RouteSchema>(
  routeDef: RouteSchemaDef<RouteSchema>,
): ReturnType<FastifySchemaCompiler<RouteSchema>> {
  // A route-level compiler is typed with the route's whole schema, but Fastify calls it once per
  // part (here the body) with that part's zod schema.
  const route = routeDef as unknown as RouteSchemaDef<$ZodType>;
  const byZod = validatorCompiler(route);
  const parse = compileParser(route.schema);
  return (data: unknown) => {
    const value = parse(data);
    return value === undecided ? byZod(data) : { value };
  };
}

/**
 * The answer written with JSON.stringify, without zod re-parsing it first: the handler's return
 * type is checked against the response schema at compile time, and the engine builds every field.
 * (fast-json-stringify measured slower than JSON.stringify on this answer: decision 0522.)
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
