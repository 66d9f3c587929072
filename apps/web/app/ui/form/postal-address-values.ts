// The address block's values without the block: a form's defaults and the prefecture choices, for
// pages that set them up in their first view while the block itself (lookup included) may load
// apart (decision 0563).
import { PREFECTURES } from '@shop/domain/prefectures';
import type { ChoiceOption } from './select-field';

/** The 48 prefecture codes as select options, 00 未選択 first (the selects' placeholder). */
export const prefectureOptions: readonly ChoiceOption[] = PREFECTURES.map(({ code, label }) => ({
  value: code,
  label,
}));

/** Empty values of a new address form, for `defaultValues`. */
export const emptyPostalAddress = {
  postalCode: '',
  addressLevel1: '00',
  addressLevel2: '',
  addressLine1: '',
  addressLine2: '',
} as const;
