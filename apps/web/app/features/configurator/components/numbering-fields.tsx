import {
  numberingAffixMaxLength,
  numberingDigitChoices,
  numberingErrors,
  numberingRange,
  type ConfiguratorAction,
  type Numbering,
} from '@shop/domain/configurator';
import { memo, type Dispatch } from 'react';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';

const count = new Intl.NumberFormat('ja-JP');

const digitOptions = numberingDigitChoices.map((digits) => ({
  value: String(digits),
  label: digits === 0 ? 'ゼロ埋めしない（1, 2, 3…）' : `${digits}桁（${'1'.padStart(digits, '0')}）`,
}));

/**
 * A numbering seal's numbering (issue 16 point 3, decision 0655): start number, digit count, prefix
 * and suffix, with the first and last numbers printed for the quantity chosen. Each field says at
 * once what is wrong with it, in the words the purchase check uses.
 */
export const NumberingFields = memo(function NumberingFields({
  numbering,
  num,
  dispatch,
}: {
  numbering: Numbering;
  num: number;
  dispatch: Dispatch<ConfiguratorAction>;
}) {
  const errors = numberingErrors(numbering, num);
  const range = numberingRange(numbering, num);
  const set = (patch: Partial<Numbering>) => dispatch({ type: 'setNumbering', numbering: patch });

  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-base font-bold text-slate-900">連番の指定</legend>
      <p className="text-sm text-slate-700">1枚ごとに異なる番号を印刷します。</p>
      <TextField
        id="numbering-start"
        label="開始番号"
        required
        inputMode="numeric"
        autoComplete="off"
        hint="1枚目に印刷する番号です（8桁まで、例：1、1001）。"
        value={numbering.start}
        error={errors.start}
        onChange={(event) => set({ start: event.target.value })}
      />
      <SelectField
        id="numbering-digits"
        label="桁数"
        required
        hint="桁数に満たない番号は、前に0を付けて揃えます。"
        options={digitOptions}
        value={String(numbering.digits)}
        error={errors.digits}
        onChange={(event) => set({ digits: Number(event.target.value) })}
      />
      <TextField
        id="numbering-prefix"
        label="接頭文字（番号の前）"
        hint={`任意・${numberingAffixMaxLength}文字まで（例：No.、A-）。`}
        autoComplete="off"
        value={numbering.prefix}
        error={errors.prefix}
        onChange={(event) => set({ prefix: event.target.value })}
      />
      <TextField
        id="numbering-suffix"
        label="接尾文字（番号の後）"
        hint={`任意・${numberingAffixMaxLength}文字まで（例：号、-K）。`}
        autoComplete="off"
        value={numbering.suffix}
        error={errors.suffix}
        onChange={(event) => set({ suffix: event.target.value })}
      />
      <div aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        <p className="font-bold">印刷される番号</p>
        {range ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 tabular-nums">
            <dt>1枚目</dt>
            <dd data-testid="numbering-first">{range.first}</dd>
            <dt>{num > 0 ? `最後（${count.format(num)}枚目）` : '最後'}</dt>
            <dd data-testid="numbering-last">{range.last ?? '枚数を選ぶと表示されます'}</dd>
          </dl>
        ) : (
          <p className="mt-1">開始番号を入力すると表示されます。</p>
        )}
      </div>
    </fieldset>
  );
});
