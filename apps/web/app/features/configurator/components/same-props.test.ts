import { describe, expect, it } from 'vitest';
import { sameProps } from './same-props';

const dispatch = () => undefined;

describe('sameProps', () => {
  it('treats freshly derived but equal lists and records as the same', () => {
    const previous = {
      dispatch,
      number: 3,
      progress: { active: true, touched: false },
      view: { label: 'ラミネート', choices: [{ id: 1, name: 'グロス', disabled: false }] },
      differences: { 1: 110, [-999]: -330 },
    };
    const next = {
      dispatch,
      number: 3,
      progress: { active: true, touched: false },
      view: { label: 'ラミネート', choices: [{ id: 1, name: 'グロス', disabled: false }] },
      differences: { 1: 110, [-999]: -330 },
    };
    expect(sameProps(previous, next)).toBe(true);
  });

  it.each([
    ['a changed figure', { differences: { 1: 220 } }],
    ['a choice that became disabled', { view: { choices: [{ id: 1, disabled: true }] } }],
    ['a touched step', { progress: { active: true, touched: true } }],
    ['another callback', { dispatch: () => undefined }],
    ['a figure that appeared', { differences: { 1: 110, 2: 0 } }],
    ['null against a record', { differences: null }],
  ])('sees %s', (_label, change) => {
    const base = {
      dispatch,
      progress: { active: true, touched: false },
      view: { choices: [{ id: 1, disabled: false }] },
      differences: { 1: 110 } as Record<number, number> | null,
    };
    expect(sameProps<object>(base, { ...base, ...change })).toBe(false);
  });

  it('compares dates and other instances by identity', () => {
    expect(sameProps({ now: new Date(0) }, { now: new Date(0) })).toBe(false);
    const now = new Date(0);
    expect(sameProps({ now }, { now })).toBe(true);
  });

  it('tells a list from a record with the same entries', () => {
    expect(sameProps({ list: [1] }, { list: { 0: 1 } })).toBe(false);
  });
});
