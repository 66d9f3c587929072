import { describe, expect, it } from 'vitest';
import { doneStateOf } from './done-message';

describe('doneStateOf', () => {
  it.each([
    [{ message: 'ご注文のキャンセルが完了しました' }, 'ご注文のキャンセルが完了しました'],
    [{ message: '' }, null],
    [{ message: 3 }, null],
    [null, null],
    ['text', null],
    [undefined, null],
  ])('%j → message %j', (state, expected) => {
    expect(doneStateOf(state).message).toBe(expected);
  });

  it.each([
    [{ message: 'x', purchaseGone: true }, true],
    [{ message: 'x', purchaseGone: 'yes' }, false],
    [{ message: 'x' }, false],
    [null, false],
  ])('%j → purchase gone %j', (state, expected) => {
    expect(doneStateOf(state).purchaseGone).toBe(expected);
  });
});
