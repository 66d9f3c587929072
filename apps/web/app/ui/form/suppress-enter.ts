// Spec point 5: pressing Enter (key code 13) in a form does not submit it. On a phone the keyboard's
// 改行/開く key would otherwise send a half-filled form; submitting takes a tap on the button.
import type { KeyboardEvent } from 'react';

const ENTER_KEY_CODE = 13;

// Text-like inputs are where Enter submits a form implicitly; buttons keep Enter (keyboard users
// press them with it), textareas keep it for new lines.
function submitsOnEnter(target: EventTarget | null): boolean {
  if (typeof HTMLInputElement === 'undefined' || !(target instanceof HTMLInputElement)) return false;
  return !['button', 'submit', 'reset', 'image', 'file'].includes(target.type);
}

/** True when the key event is an Enter that would submit the form. */
export function isSuppressedEnter(
  event: Pick<KeyboardEvent, 'key' | 'keyCode' | 'target' | 'nativeEvent'>,
): boolean {
  const isEnter = event.key === 'Enter' || event.keyCode === ENTER_KEY_CODE;
  // Enter that confirms a Japanese IME conversion is part of typing, not a submit.
  const composing = (event.nativeEvent as { isComposing?: boolean } | undefined)?.isComposing === true;
  return isEnter && !composing && submitsOnEnter(event.target);
}

/** A form's onKeyDown: cancels an Enter that would submit. */
export function suppressEnter(event: KeyboardEvent<HTMLElement>): void {
  if (isSuppressedEnter(event)) event.preventDefault();
}
