import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { checkboxGroupField, isSelected, optionalSelectField, selectField, selectFieldOf } from './choice.ts';

describe('isSelected', () => {
  it.each([undefined, null, '', ' ', '未選択', 'unselect'])('treats %j as nothing chosen', (value) =>
    expect(isSelected(value)).toBe(false),
  );
  it.each(['01', 'ラベル', 0, 3])('treats %j as chosen', (value) => expect(isSelected(value)).toBe(true));
});

describe('selectField', () => {
  const field = selectField();
  it.each([undefined, '', '未選択', 'unselect'])('refuses %j with 必ず選択してください', (value) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe('必ず選択してください');
  });
  it('passes a choice', () => expect(field.parse('販促用')).toBe('販促用'));
});

describe('selectFieldOf', () => {
  const field = selectFieldOf(['注文前', '注文後']);
  it('asks for a choice when nothing is chosen', () => {
    expect(field.safeParse('未選択').error?.issues[0]?.message).toBe('必ず選択してください');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('必ず選択してください');
  });
  it('refuses a value that is not a choice', () => {
    expect(field.safeParse('その他').error?.issues[0]?.message).toBe('値に誤りがあります');
  });
  it('passes a choice', () => expect(field.parse('注文後')).toBe('注文後'));
});

describe('optionalSelectField', () => {
  it('turns unanswered values into an empty string and keeps a choice', () => {
    const field = optionalSelectField();
    expect(field.parse(undefined)).toBe('');
    expect(field.parse('未選択')).toBe('');
    expect(field.parse('unselect')).toBe('');
    expect(field.parse('強粘着')).toBe('強粘着');
  });
});

describe('checkboxGroupField', () => {
  const field = checkboxGroupField(z.string());
  it.each([undefined, null, false, '', []])('refuses %j with いずれかにチェックを入れてください', (value) => {
    expect(field.safeParse(value).error?.issues[0]?.message).toBe('いずれかにチェックを入れてください');
  });
  it('accepts one ticked box given alone or as a list', () => {
    expect(field.parse('a')).toEqual(['a']);
    expect(field.parse(['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('select values from other clients', () => {
  it('are held to the character rule', () => {
    expect(selectField().safeParse('販促①').error?.issues[0]?.message).toBe(
      '3文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
    expect(optionalSelectField().safeParse('ﾛｰﾙ').error?.issues[0]?.message).toBe(
      '1文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）',
    );
  });
});
