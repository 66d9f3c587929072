import { currentItemWireSchema } from '@shop/domain/configurator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { compileParser, undecided } from './compiled-parser.ts';
import { sampleWireItem, type SampleOrder } from './sample-wire-items.ts';

/** The rule the fast path lives by: when it decides, zod accepts the value with the same output. */
function expectSameAsZod(schema: $ZodType, parse: (value: unknown) => unknown, value: unknown): boolean {
  const fast = parse(value);
  if (fast === undecided) return false;
  const byZod = z.safeParse(schema, value);
  expect(byZod.success, `zod refuses what the fast path took: ${JSON.stringify(value)}`).toBe(true);
  expect(fast).toStrictEqual(byZod.data);
  // The echo in the answer (cartItem) keeps zod's key order too.
  expect(JSON.stringify(fast)).toBe(JSON.stringify(byZod.data));
  return true;
}

const orders: SampleOrder[] = [
  {
    productId: 101,
    sizeX: 50,
    sizeY: 50,
    num: 100,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 1 },
  },
  {
    productId: 104,
    sizeX: 200,
    sizeY: 120,
    num: 30,
    days: 3,
    options: { adhesive: 2, whiteInk: 3, format: 3, deliveryForm: 2, lamination: 1, cutlineService: 1 },
  },
  {
    productId: 301,
    sizeX: 600,
    sizeY: 400,
    num: 5,
    days: 5,
    options: { adhesive: 1, format: 1, deliveryForm: 1 },
  },
  { productId: 401, shapeId: 2, num: 1000, days: 5, options: {} },
  {
    productId: 101,
    sizeX: 30,
    sizeY: 25,
    num: 5000,
    days: 7,
    options: { adhesive: 1, format: 3, deliveryForm: 3, halfcut: 1 },
    freeFormatAmount: 3000,
  },
];
const wireItems = orders.map(sampleWireItem);

describe('compileParser on the calcprice body', () => {
  const parse = compileParser(currentItemWireSchema);

  it.each(wireItems.map((item) => [item.product, item] as const))(
    'decides an item the web app sends (%o) exactly as zod parses it',
    (_product, item) => {
      expect(expectSameAsZod(currentItemWireSchema, parse, item)).toBe(true);
    },
  );

  it('leaves a bad field to zod', () => {
    const [item] = wireItems;
    for (const bad of [
      { sizeX: -3 },
      { sizeX: 'abc' },
      { num: 1.5 },
      { product: undefined },
      { estimate: '{oops' },
    ]) {
      expect(parse({ ...item, ...bad })).toBe(undecided);
      expect(currentItemWireSchema.safeParse({ ...item, ...bad }).success).toBe(false);
    }
  });

  it('never accepts what zod refuses, nor outputs anything else, whatever a field is changed to', () => {
    const paths = wireItems.flatMap((item) => leafPaths(item).map((path) => [item, path] as const));
    const counts = { decided: 0, undecided: 0 };
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.constant(undefined),
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom(
            -1,
            0,
            1,
            1.5,
            30,
            2 ** 53,
            -0,
            100_001,
            '',
            'abc',
            '12345678901',
            '2026-11-22',
            null,
          ),
          fc.integer({ min: -10, max: 2_000_000 }),
          fc.string({ maxLength: 210 }),
          fc.boolean(),
        ),
        fc.option(fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }))),
        ([item, path], value, extraKey) => {
          const changed = withValueAt(item, path, value);
          if (extraKey) changed[extraKey[0]] = extraKey[1];
          if (expectSameAsZod(currentItemWireSchema, parse, changed)) counts.decided++;
          else counts.undecided++;
        },
      ),
      { numRuns: 600 },
    );
    // Both ways were taken: the property did not hold only because everything went to zod.
    expect(counts.decided).toBeGreaterThan(50);
    expect(counts.undecided).toBeGreaterThan(50);
  });
});

describe('compileParser, kind by kind', () => {
  const cases: [string, $ZodType, unknown[], unknown[]][] = [
    [
      'an integer with bounds',
      z.number().int().min(0).max(10),
      [0, 10, 5, -0],
      [-1, 11, 1.5, NaN, Infinity, '5', null, undefined],
    ],
    ['a positive number', z.number().positive(), [0.5, 3], [0, -2]],
    [
      'a string with a length and a pattern',
      z.string().max(5).regex(/^\d+$/),
      ['123', '12345'],
      ['123456', 'a1', 1],
    ],
    ['an enum', z.enum(['product', 'estimate']), ['product'], ['other', 1]],
    ['a nullable default', z.number().nullable().default(null), [null, 3], ['3']],
    ['a default made by a function', z.array(z.number()).default(() => [7, 5]), [[1, 2], []], [['a'], {}]],
    [
      'an array with bounds',
      z.array(z.boolean()).min(1).max(2),
      [[true], [true, false]],
      [[], [1], [true, true, true]],
    ],
    [
      'an object dropping unknown keys',
      z.object({ id: z.number(), name: z.string().default('') }),
      [{ id: 1 }, { id: 1, name: 'a', extra: 2 }],
      [{}, { id: '1' }, [], null, { name: 'a' }],
    ],
    [
      'a record over an enum',
      z.record(z.enum(['a', 'b']), z.boolean()),
      [{ a: true, b: false }],
      [{ a: true }, { a: true, b: false, c: true }, { a: 1, b: false }],
    ],
  ];

  it.each(cases)(
    '%s: decides the valid values as zod does, leaves the others to zod',
    (_name, schema, good, bad) => {
      const parse = compileParser(schema);
      for (const value of good) expect(expectSameAsZod(schema, parse, value)).toBe(true);
      for (const value of bad) {
        expect(parse(value)).toBe(undecided);
        expect(z.safeParse(schema, value).success).toBe(false);
      }
    },
  );

  it('gives a fresh default each time, as zod does', () => {
    const parse = compileParser(z.object({ list: z.array(z.number()).default(() => [7, 5]) }));
    const first = parse({}) as { list: number[] };
    first.list.push(1);
    expect(parse({})).toStrictEqual({ list: [7, 5] });
  });

  it('hands the kinds it does not know to zod, output included', () => {
    const trimmed = z.object({ name: z.string().trim(), at: z.preprocess((v) => Number(v), z.number()) });
    expect(compileParser(trimmed)({ name: ' 猫 ', at: '3' })).toStrictEqual({ name: '猫', at: 3 });
    const refined = z.number().refine((n) => n % 2 === 0);
    expect(compileParser(refined)(3)).toBe(undecided);
    expect(compileParser(refined)(4)).toBe(4);
    const loose = z.looseObject({ no: z.number() });
    expect(compileParser(loose)({ no: 1, extra: 'kept' })).toStrictEqual({ no: 1, extra: 'kept' });
  });
});

type Path = readonly (string | number)[];

/** Every path to a value in the item, containers included, so a whole object can be replaced too. */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [path, ...entries.flatMap(([key, child]) => leafPaths(child, [...path, key]))].filter(
    (p) => p.length > 0,
  );
}

function withValueAt(item: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(item);
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (value === undefined && !Array.isArray(target)) delete target[last];
  else target[last] = value;
  return copy;
}
