// A fast path for zod parsing, generated from the schema itself (decision 0521). Zod walks its
// schema tree on every call, which costs as much as pricing the item; this walks the tree once, at
// start, and writes one straight-line JavaScript function for the kinds the calcprice body is made
// of (as ajv does for JSON schemas). The function only ever answers "valid, and here is exactly
// what zod would output" or `undecided`. Whenever it is undecided (bad input, or a kind or check
// it does not know) zod parses the value itself, so zod stays the only judge of what is refused
// and of every message. Being stricter than zod is therefore safe; being looser, or giving another
// output, never is: the tests compare the two value by value.
import type * as core from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';

/** The answer of a compiled parser that is not sure: zod must decide. */
export const undecided: unique symbol = Symbol('undecided');

/** Returns what zod's parse would output for a value it accepts, or `undecided`. */
export type CompiledParser = (value: unknown) => unknown;

export function compileParser(schema: core.$ZodType): CompiledParser {
  const writer = new Writer();
  const out = writer.node(schema as core.$ZodTypes, 'input');
  const source = `${writer.lines.join('\n')}\nreturn ${out};`;
  // The source holds no input text: only names, JSON-quoted keys and numbers read from the schema.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const build = new Function(
    'refs',
    'U',
    'plain',
    `return function compiledParse(input) {\n${source}\n};`,
  ) as (refs: unknown[], u: typeof undecided, plain: typeof isPlainObject) => CompiledParser;
  return build(writer.refs, undecided, isPlainObject);
}

/** Kinds the writer does not know (pipes, transforms, loose objects…): zod parses that part alone. */
function delegateToZod(schema: core.$ZodType): CompiledParser {
  return (value) => {
    const result = safeParse(schema, value);
    return result.success ? result.data : undecided;
  };
}

class Writer {
  readonly lines: string[] = [];
  /** Values the generated code reads (sets, patterns, defaults, delegates), as `refs[i]`. */
  readonly refs: unknown[] = [];
  private count = 0;

  private name(): string {
    return `v${this.count++}`;
  }

  private ref(value: unknown): string {
    this.refs.push(value);
    return `refs[${this.refs.length - 1}]`;
  }

  private fail(condition: string): void {
    this.lines.push(`if (${condition}) return U;`);
  }

  /** Writes the code that checks `input` (a variable name) and returns the output's expression. */
  node(schema: core.$ZodTypes, input: string): string {
    return this.known(schema, input) ?? this.delegate(schema, input);
  }

  private delegate(schema: core.$ZodType, input: string): string {
    const out = this.name();
    this.lines.push(`const ${out} = ${this.ref(delegateToZod(schema))}(${input});`);
    this.fail(`${out} === U`);
    return out;
  }

  private known(schema: core.$ZodTypes, input: string): string | null {
    const def = schema._zod.def;
    switch (def.type) {
      case 'string': {
        const checks = def.coerce ? null : checkConditions(def.checks, 'string', input, (v) => this.ref(v));
        if (checks === null) return null;
        this.fail([`typeof ${input} !== 'string'`, ...checks].join(' || '));
        return input;
      }
      case 'number': {
        const checks = def.coerce ? null : checkConditions(def.checks, 'number', input, (v) => this.ref(v));
        if (checks === null) return null;
        // `z.int()` is a number schema that is its own format check (the domain's integers).
        if ('format' in def) {
          const own = failCondition(def as unknown as core.$ZodChecks['_zod']['def'], 'number', input, (v) =>
            this.ref(v),
          );
          if (own === null) return null;
          checks.unshift(own);
        }
        // Zod refuses NaN and ±Infinity before any check.
        this.fail([`typeof ${input} !== 'number'`, `!Number.isFinite(${input})`, ...checks].join(' || '));
        return input;
      }
      case 'boolean':
        if (def.checks?.length || def.coerce) return null;
        this.fail(`typeof ${input} !== 'boolean'`);
        return input;
      case 'enum':
      case 'literal': {
        const values = schema._zod.values;
        if (def.checks?.length || !values) return null;
        this.fail(`!${this.ref(values)}.has(${input})`);
        return input;
      }
      case 'unknown':
      case 'any':
        return def.checks?.length ? null : input;
      case 'nullable':
      case 'default':
        return def.checks?.length ? null : this.wrapper(def, input);
      case 'array':
        return this.array(def, input);
      case 'object':
        return this.object(def, input);
      case 'record':
        return this.enumRecord(def, input);
      default:
        return null;
    }
  }

  /** Nullable: null stays null. Default: undefined becomes the default, which zod does not parse. */
  private wrapper(def: core.$ZodNullableDef | core.$ZodDefaultDef, input: string): string {
    const out = this.name();
    if (def.type === 'nullable') {
      this.lines.push(`let ${out} = null;`, `if (${input} !== null) {`);
      const inner = this.node(def.innerType as core.$ZodTypes, input);
      this.lines.push(`${out} = ${inner};`, '}');
      return out;
    }
    // The getter gives a fresh value each time (a copy, or the default function's result).
    const fallback = `${this.ref(def)}.defaultValue`;
    this.lines.push(`let ${out};`, `if (${input} === undefined) ${out} = ${fallback};`, 'else {');
    const inner = this.node(def.innerType as core.$ZodTypes, input);
    this.lines.push(`${out} = ${inner} === undefined ? ${fallback} : ${inner};`, '}');
    return out;
  }

  private array(def: core.$ZodArrayDef, input: string): string | null {
    const checks = checkConditions(def.checks, 'length', input, (v) => this.ref(v));
    if (checks === null) return null;
    this.fail([`!Array.isArray(${input})`, ...checks].join(' || '));
    const out = this.name();
    const index = this.name();
    const element = this.name();
    this.lines.push(
      `const ${out} = new Array(${input}.length);`,
      `for (let ${index} = 0; ${index} < ${input}.length; ${index}++) {`,
      `const ${element} = ${input}[${index}];`,
    );
    const parsed = this.node(def.element as core.$ZodTypes, element);
    this.lines.push(`${out}[${index}] = ${parsed};`, '}');
    return out;
  }

  /** A plain z.object: known keys in the schema's order, unknown keys dropped. */
  private object(def: core.$ZodObjectDef, input: string): string | null {
    if (def.catchall || def.checks?.length || Object.getOwnPropertySymbols(def.shape).length) return null;
    const keys = Object.keys(def.shape);
    // A key every object inherits (toString, __proto__…) would be "present" in any input.
    if (keys.some((key) => key in Object.prototype)) return null;
    this.fail(`!plain(${input})`);
    const fields = keys.map((key) => {
      const value = this.name();
      const schema = def.shape[key] as core.$ZodTypes;
      this.lines.push(`const ${value} = ${input}[${JSON.stringify(key)}];`);
      // Absent (or undefined): only a defaulted field is sure to pass; otherwise zod decides.
      if (schema._zod.def.type !== 'default') this.fail(`${value} === undefined`);
      return `${JSON.stringify(key)}: ${this.node(schema, value)}`;
    });
    const out = this.name();
    this.lines.push(`const ${out} = { ${fields.join(', ')} };`);
    return out;
  }

  /** z.record(z.enum([...]), value): every key of the enum, in its order, and no other key. */
  private enumRecord(def: core.$ZodRecordDef, input: string): string | null {
    const keyDef = (def.keyType as core.$ZodTypes)._zod.def;
    if (keyDef.type !== 'enum' || keyDef.checks?.length || def.partial || def.mode === 'loose') return null;
    const keys = [...(def.keyType._zod.values ?? [])];
    if (!keys.every((key): key is string => typeof key === 'string' && !(key in Object.prototype)))
      return null;
    this.fail(`!plain(${input})`);
    const key = this.name();
    this.lines.push(`for (const ${key} in ${input}) if (!${this.ref(new Set(keys))}.has(${key})) return U;`);
    const fields = keys.map((name) => {
      const value = this.name();
      this.lines.push(`const ${value} = ${input}[${JSON.stringify(name)}];`);
      return `${JSON.stringify(name)}: ${this.node(def.valueType as core.$ZodTypes, value)}`;
    });
    const out = this.name();
    this.lines.push(`const ${out} = { ${fields.join(', ')} };`);
    return out;
  }
}

type CheckTarget = 'string' | 'number' | 'length';

/**
 * Each check as a condition that is true when the value fails it, or null when one of them is of
 * a kind this writer does not know (a refinement, a transform such as trim, a format other than a
 * plain regex, a bound that is not a number).
 */
function checkConditions(
  checks: readonly core.$ZodCheck<never>[] | undefined,
  target: CheckTarget,
  value: string,
  ref: (value: unknown) => string,
): string[] | null {
  const conditions: string[] = [];
  for (const check of checks ?? []) {
    const def = (check as unknown as core.$ZodChecks)._zod.def;
    const condition = failCondition(def, target, value, ref);
    if (condition === null) return null;
    conditions.push(condition);
  }
  return conditions;
}

function failCondition(
  def: core.$ZodChecks['_zod']['def'],
  target: CheckTarget,
  value: string,
  ref: (value: unknown) => string,
): string | null {
  switch (def.check) {
    case 'greater_than':
      if (target !== 'number' || !isFiniteNumber(def.value)) return null;
      return `${value} ${def.inclusive ? '<' : '<='} ${def.value}`;
    case 'less_than':
      if (target !== 'number' || !isFiniteNumber(def.value)) return null;
      return `${value} ${def.inclusive ? '>' : '>='} ${def.value}`;
    case 'number_format':
      // .int() is the safe-integer format; the others (int32, float32…) are left to zod.
      return target === 'number' && def.format === 'safeint' ? `!Number.isSafeInteger(${value})` : null;
    case 'max_length':
      return target !== 'number' && isFiniteNumber(def.maximum) ? `${value}.length > ${def.maximum}` : null;
    case 'min_length':
      return target !== 'number' && isFiniteNumber(def.minimum) ? `${value}.length < ${def.minimum}` : null;
    case 'length_equals':
      return target !== 'number' && isFiniteNumber(def.length) ? `${value}.length !== ${def.length}` : null;
    case 'string_format': {
      if (target !== 'string' || def.format !== 'regex' || !def.pattern) return null;
      const pattern = ref(def.pattern);
      // A global or sticky pattern keeps state between tests; zod resets it as well.
      return `(${pattern}.lastIndex = 0, !${pattern}.test(${value}))`;
    }
    default:
      return null;
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
