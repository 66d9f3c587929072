import { productSchema, sampleCatalogue, sampleCatalogueSource } from '@shop/domain/catalog';
import { describe, expect, it } from 'vitest';
import { readDomainProduct, type ListedProduct } from './domain-product';

// The reader stands in for the domain's productSchema in the browser (decision 0563): it must
// accept, fill in and refuse exactly what the schema does.

type Json = unknown;
type Path = (string | number)[];

/**
 * Every path to a value inside `value`, the root excluded; of a list, its first two items and its
 * last (the price tables' many cells are alike).
 */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value
        .map((item: Json, index): [number, Json] => [index, item])
        .filter(([index]) => index < 2 || index === value.length - 1)
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** A deep copy of `value` with the value at `path` replaced (or removed when `replacement` is `remove`). */
const remove = Symbol('remove');
function withValueAt(value: Json, path: Path, replacement: Json): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (replacement === remove) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

const replacements: Json[] = [
  remove,
  undefined,
  null,
  0,
  -1,
  1.5,
  // The bounds of the schema's ranges (days 0–30, percent 0–300, rate 50–400, points 0–10).
  10,
  11,
  31,
  49,
  301,
  401,
  2 ** 60,
  Number.NaN,
  '',
  'x',
  true,
  [],
  {},
  { extra: 1 },
];

function agree(input: Json): void {
  const zod = productSchema.safeParse(input);
  const read = readDomainProduct(input as ListedProduct);
  if (zod.success) expect(read).toStrictEqual(zod.data);
  else expect(read).toBeNull();
}

describe('readDomainProduct', () => {
  it.each(sampleCatalogueSource.map((source) => [source.id, source] as const))(
    'reads product %i as the schema does',
    (id, source) => {
      const read = readDomainProduct(source);
      expect(read).toStrictEqual(sampleCatalogue.find((product) => product.id === id));
    },
  );

  it('drops fields the schema does not know, and takes an object for the setting only', () => {
    const source = sampleCatalogueSource[0]!;
    agree({ ...source, slug: 'extra', setting: { ...source.setting, unknown: [1] } });
    agree({ ...source, setting: [] });
    agree({ ...source, setting: { ...source.setting, options: [] } });
    agree({
      ...source,
      setting: { ...source.setting, options: { ...source.setting.options, foil: undefined } },
    });
    agree({ ...source, setting: { ...source.setting, restrictions: [] } });
  });

  // Fields the sample products leave at their defaults, set to values on and past their bounds.
  const settingPatches: Record<string, Json>[] = [
    ...[-1, 0, 10, 11, 1.5, '1'].map((pointRatePercent) => ({ pointRatePercent })),
    { features: ['防水'] },
    { features: [''] },
    { repeatDelivery: { from: 3, to: 5 } },
    { repeatDelivery: { from: 1.5, to: 5 } },
    { repeatDelivery: { from: 3 } },
    { spec: null },
    { restrictions: { fastDelivery: { days: 2, formatIds: [] } } },
    { restrictions: { deliveryForm: { allowedIds: [999] } } },
    { slug: 'Satin' },
    { slug: 'a--b' },
  ];
  it.each(settingPatches.map((patch) => [JSON.stringify(patch), patch] as const))(
    'agrees with the schema on a setting with %s',
    (_label, patch) => {
      for (const source of sampleCatalogueSource)
        agree({ ...source, setting: { ...source.setting, ...patch } });
    },
  );

  // Every value of every sample product replaced by each of a set of wrong (and some right) values:
  // the reader and the schema must agree on each, in acceptance and in what they give back.
  it.each(sampleCatalogueSource.map((source) => [source.id, source] as const))(
    'agrees with the schema on every change to product %i',
    (_id, source) => {
      for (const path of pathsOf(source)) {
        for (const replacement of replacements) agree(withValueAt(source, path, replacement));
      }
    },
    // Some thousand parses each: a second alone, several on a busy machine.
    30_000,
  );
});
