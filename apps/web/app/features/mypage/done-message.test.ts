import { describe, expect, it } from 'vitest';
import { doneMessageOf } from './done-message';

describe('doneMessageOf', () => {
  it.each([
    [{ message: 'ご注文のキャンセルが完了しました' }, 'ご注文のキャンセルが完了しました'],
    [{ message: '' }, null],
    [{ message: 3 }, null],
    [null, null],
    ['text', null],
    [undefined, null],
  ])('%j → %j', (state, expected) => {
    expect(doneMessageOf(state)).toBe(expected);
  });
});
