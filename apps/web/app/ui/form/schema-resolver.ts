// The react-hook-form resolver for a domain schema, with the Japanese default messages of spec
// point 5 (decision 0004) for any rule that does not set its own, as the API does.
import { zodResolver } from '@hookform/resolvers/zod';
import { japaneseErrorMap } from '@shop/domain/messages';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

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

/** `useShopForm({ resolver: schemaResolver(signupSchema), defaultValues })`: typed as the form holds values. */
export function schemaResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T,
): Resolver<FormValuesOf<z.input<T>>, unknown, z.output<T>> {
  // The schema checks every value at run time; the wider input type is what the DOM gives it.
  return zodResolver(schema, { error: japaneseErrorMap }) as unknown as Resolver<
    FormValuesOf<z.input<T>>,
    unknown,
    z.output<T>
  >;
}
