// The prefecture choices of the address block and of the estimate form's delivery prefecture,
// apart from the block (decision 0563).
import { PREFECTURES } from '@shop/domain/prefectures';
import type { ChoiceOption } from './select-field';

/** The 48 prefecture codes as select options, 00 未選択 first (the selects' placeholder). */
export const prefectureOptions: readonly ChoiceOption[] = PREFECTURES.map(({ code, label }) => ({
  value: code,
  label,
}));
