// What the server's logs keep of an error (issue 14): its kind, codes, the SQL text and the stack
// frames, never the values. A failed query's message carries its parameters (e-mail addresses,
// names, card tokens), PostgreSQL's detail repeats the row, and a validation error holds the input;
// none of it may reach a log file.

export interface LoggedError {
  type: string;
  message: string;
  code?: string | number;
  statusCode?: number;
  /** Where PostgreSQL saw the problem: names only, never the row. */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
}

const MAX_CAUSES = 3;

/** Pino's `err` serializer for the server's logger. */
export function safeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)' };
  const fields = error as Error & Record<string, unknown>;
  const logged: LoggedError = { type: error.constructor.name, message: scrub(error.message) };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  for (const name of ['table', 'column', 'constraint'] as const) {
    if (typeof fields[name] === 'string') logged[name] = fields[name];
  }
  // The stack's first lines repeat the message: keep the frames only.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  if (frames.length > 0) logged.stack = frames.join('\n');
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = safeErrorForLog(error.cause, depth + 1);
  return logged;
}

/**
 * The message without values: drizzle's "params: …" line dropped, quoted values, e-mail addresses
 * and long digit runs (telephone, card, postal numbers) masked. The SQL text itself stays: it is
 * parameterised, so it names columns, not customers.
 */
export function scrub(message: string): string {
  // drizzle quotes identifiers ("users"."email") in its SQL: those stay, literals go.
  const quoted = message.startsWith('Failed query:') ? /'[^']*'/g : /"[^"]*"|'[^']*'/g;
  return message
    .replace(/\nparams:[\s\S]*$/, '\nparams: (not logged)')
    .replace(quoted, '"…"')
    .replace(/[^\s@"']+@[^\s@"']+/g, '…@…')
    .replace(/\d{5,}/g, '…')
    .slice(0, 2000);
}
