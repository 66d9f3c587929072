// The react-hook-form resolver for a domain schema, with the Japanese default messages of spec
// point 5 (decision 0004) for any rule that does not set its own, as the API does.
//
// Screens pass a loader, `() => import('@shop/domain/forms').then((m) => m.signupSchema)`, not the
// schema: the form's schema and the resolver then load once the page is shown (useShopForm starts
// the load at idle) rather than with the page's first view (decision 0560). A form cannot be
// submitted before its first check, so the customer never waits on them in practice.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A schema's input as a form holds it: a select over fixed choices ('01'–'47') holds any string
 * until validated ('00' 未選択 included), so literal unions widen to their base type.
 */
export type FormValuesOf<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? FormValuesOf<Item>[]
        : T extends object
          ? { [K in keyof T]: FormValuesOf<T[K]> }
          : T;

type AnySchema = z.core.$ZodType<FieldValues, FieldValues>;

/** The resolver typed as the form holds values and as the schema gives them back. */
export type SchemaResolver<T extends AnySchema> = Resolver<FormValuesOf<z.input<T>>, unknown, z.output<T>> & {
  /** Starts loading the schema and the resolver ahead of the first check (useShopForm calls it). */
  preload: () => void;
};

/** Raised when the schema's code could not be loaded (offline, a deploy removed the chunk). */
export class SchemaLoadError extends Error {
  constructor(cause: unknown) {
    super('The form’s schema could not be loaded', { cause });
    this.name = 'SchemaLoadError';
  }
}

/**
 * `const resolver = schemaResolver(() => import('@shop/domain/auth').then((m) => m.loginSchema));`
 * then `useShopForm({ resolver, defaultValues })`. A schema given directly works too (tests).
 */
export function schemaResolver<T extends AnySchema>(schema: T | (() => Promise<T>)): SchemaResolver<T> {
  let loaded: Promise<Resolver<FieldValues>> | undefined;
  const load = (): Promise<Resolver<FieldValues>> => {
    loaded ??= Promise.all([
      typeof schema === 'function' ? schema() : Promise.resolve(schema),
      import('@hookform/resolvers/zod'),
      // With the resolver, not with the page (decision 0563).
      import('@shop/domain/zod-messages'),
    ]).then(
      // The schema checks every value at run time; the wider input type is what the DOM gives it.
      ([resolved, { zodResolver }, { japaneseErrorMap }]) =>
        zodResolver(resolved, { error: japaneseErrorMap }) as unknown as Resolver<FieldValues>,
      (error: unknown) => {
        // Not cached: the next check (the customer pressing the button again) tries again.
        loaded = undefined;
        throw new SchemaLoadError(error);
      },
    );
    return loaded;
  };
  const resolver: Resolver<FieldValues> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => void load().catch(() => undefined),
  }) as unknown as SchemaResolver<T>;
}
