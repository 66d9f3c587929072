// The one string schema every text the shop takes is built on (issue 14): every form field, coupon
// code, card token, id in a path and header. A NUL cannot be stored (PostgreSQL refuses it in
// text) and a lone surrogate has no UTF-8 form, so either would fail deep inside a purchase or a
// mail; refused here, at the door, they get the usual 400 with a message on their field.
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';

// Without the u flag the pattern sees UTF-16 code units: a high surrogate not followed by a low
// one, or a low one not preceded by a high one, is a lone surrogate.
const UNSAFE_CHARACTER = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when text holds a NUL or a lone surrogate: characters no text of ours may carry. */
export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/**
 * `z.string()` that refuses NUL and lone surrogates (使用できない文字が含まれています) before any
 * other check of the field runs. Takes z.string's own parameters (its type error).
 */
export function safeString(params?: Parameters<typeof z.string>[0]): z.ZodMiniString<string> {
  return z
    .string(params)
    .check(
      z.refine((text) => !hasUnsafeCharacter(text), { error: fieldMessages.unusableCharacter, abort: true }),
    );
}
