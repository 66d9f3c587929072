// E-mail addresses. Japanese mobile carriers once issued addresses with consecutive dots or a dot
// before the @ (taro..yamada.@docomo.ne.jp); they still receive mail, so the local part allows them.
// Decision: docs/decisions/0151-field-rules.md.
import { z } from 'zod/mini';
import { fieldMessages } from '../messages/index.ts';
import { stringInput } from './text-fields.ts';

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;

/** True for an address mail can be sent to: ASCII local part, a dotted domain with a real TLD. */
export function isEmailAddress(input: string): boolean {
  if (input.length > EMAIL_MAX_LENGTH) return false;
  const at = input.lastIndexOf('@');
  if (at <= 0) return false;
  const local = input.slice(0, at);
  const labels = input.slice(at + 1).split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return (
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(topLevel)
  );
}

/** Required e-mail address, trimmed: 必ず入力してください, then the address rule. */
export function emailField(): z.ZodMiniString<string> {
  return stringInput().check(
    z.overwrite((value) => value.trim()),
    z.minLength(1, { error: fieldMessages.mustEnter, abort: true }),
    z.refine(isEmailAddress, { error: fieldMessages.email }),
  );
}
