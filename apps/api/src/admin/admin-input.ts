// Reading the staff command line (decision 0346): node:util parseArgs for the shape, zod for the
// values, and one clear Japanese line per problem. Staff of a Japanese print shop read these.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';

/** Bad input: the command prints the message and exits with 2, changing nothing. */
export class AdminInputError extends Error {
  override readonly name = 'AdminInputError';
}

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Parses `args` against the options and the schema; throws AdminInputError naming each bad option.
 * `positional` names the one option that may also be given bare (`backup FILE` as `--to FILE`).
 */
export function readOptions<T extends z.ZodType>(
  args: string[],
  options: Options,
  schema: T,
  positional?: string,
): z.output<T> {
  let values: Record<string, unknown>;
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: positional !== undefined });
    values = withPositional(parsed.values, parsed.positionals, positional);
  } catch (error) {
    if (error instanceof AdminInputError) throw error;
    throw new AdminInputError(parseArgsMessage(error));
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.map(String).join('.');
      return name ? `--${name}: ${issue.message}` : issue.message;
    });
    throw new AdminInputError(lines.join('\n'));
  }
  return parsed.data;
}

/** The bare argument read as its option: at most one, and not together with the option itself. */
function withPositional(
  values: Record<string, unknown>,
  positionals: string[],
  name: string | undefined,
): Record<string, unknown> {
  if (name === undefined || positionals.length === 0) return values;
  if (positionals.length > 1) {
    throw new AdminInputError(
      `余分な引数があります（指定できるのは1つだけです）: ${positionals.slice(1).join(' ')}`,
    );
  }
  if (values[name] !== undefined) {
    throw new AdminInputError(
      `--${name} と ${positionals[0]} の両方が指定されています。どちらか一方にしてください`,
    );
  }
  return { ...values, [name]: positionals[0] };
}

function parseArgsMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const unknown = /Unknown option '([^']+)'/.exec(text);
  if (unknown) return `知らないオプションです: ${unknown[1]}`;
  const missing = /Option '([^']+)' argument missing/.exec(text);
  if (missing) return `${missing[1]} に値を指定してください`;
  const ambiguous = /Option '([^']+)' argument is ambiguous/.exec(text);
  if (ambiguous)
    return `${ambiguous[1]} の値が - で始まっています。${ambiguous[1]}=値 の形で指定してください`;
  if (/Unexpected argument/.test(text))
    return `余分な引数があります（オプションは --名前 値 の形で指定してください）: ${text}`;
  return text;
}

/** A required option's text. */
export const requiredOption = (label: string) =>
  z
    .string({ error: `${label}を指定してください` })
    .trim()
    .min(1, { error: `${label}を指定してください` });

/** A whole number given as text, within bounds. */
export function wholeNumber(label: string, bounds: { min: number; max: number }) {
  return z
    .string({ error: `${label}を指定してください` })
    .trim()
    .regex(/^-?\d+$/, { error: `${label}は半角数字の整数で指定してください` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(bounds.min, { error: `${label}は${bounds.min.toLocaleString('ja-JP')}以上で指定してください` })
        .max(bounds.max, { error: `${label}は${bounds.max.toLocaleString('ja-JP')}以下で指定してください` }),
    );
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;

/**
 * A day or a time in Tokyo: '2026-12-01' is its first instant; '2026-12-01 10:00' that minute.
 * With `endOfDay`, a day means the instant after it ends (the first of the next day), so
 * --until 2026-12-31 lasts through New Year's Eve.
 */
export function tokyoInstant(label: string, options: { endOfDay?: boolean } = {}) {
  return z
    .string()
    .trim()
    .transform((text, context) => {
      const day = DAY.exec(text);
      const time = LOCAL_TIME.exec(text);
      let date: Date | null = null;
      if (day) {
        date = new Date(`${day[1]}-${day[2]}-${day[3]}T00:00:00+09:00`);
        if (options.endOfDay && !Number.isNaN(date.getTime()))
          date = new Date(date.getTime() + 24 * 60 * 60 * 1000);
        // 2026-02-30 rolls over in Date; refuse it instead.
        if (!sameDay(date, day, options.endOfDay === true)) date = null;
      } else if (time) {
        date = new Date(`${time[1]}-${time[2]}-${time[3]}T${time[4]}:${time[5]}:00+09:00`);
      }
      if (date === null || Number.isNaN(date.getTime())) {
        context.addIssue({
          code: 'custom',
          message: `${label}は 2026-12-31 または 2026-12-31 10:00 の形で指定してください`,
        });
        return z.NEVER;
      }
      return date;
    });
}

function sameDay(date: Date, day: RegExpExecArray, shifted: boolean): boolean {
  const start = shifted ? new Date(date.getTime() - 24 * 60 * 60 * 1000) : date;
  const tokyo = new Date(start.getTime() + 9 * 60 * 60 * 1000);
  return (
    tokyo.getUTCFullYear() === Number(day[1]) &&
    tokyo.getUTCMonth() + 1 === Number(day[2]) &&
    tokyo.getUTCDate() === Number(day[3])
  );
}
