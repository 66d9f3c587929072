// The estimate request's quantities (up to three to compare) and how the stickers are delivered;
// the roll's questions appear only for rolls.
import { FIELD_MAX } from '@shop/domain/form-limits';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../../ui/form/choice-group';
import { prefectureOptions } from '../../../ui/form/prefecture-options';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useFieldProps } from '../../../ui/form/use-field-props';
import {
  deliveryFormChoices,
  packagingChoices,
  ROLL_DELIVERY,
  rollPlacementChoices,
  rollRollChoices,
  submissionChoices,
} from '../estimate-choices';
import type { EstimateRequestValues } from '../estimate-store';
import { FormSection } from './request-parts';

export function EstimateQuantitySection() {
  const field = useFieldProps<EstimateRequestValues>('estimate');
  return (
    <FormSection title="数量">
      <p className="text-sm leading-relaxed text-slate-600">
        3つまで数量を比べてお見積りできます。2つ目・3つ目は任意です。
      </p>
      <TextField
        label="数量1"
        required
        inputMode="numeric"
        suffix="枚"
        placeholder="1000"
        {...field('num0')}
      />
      <TextField label="数量2" inputMode="numeric" suffix="枚" placeholder="3000" {...field('num1')} />
      <TextField label="数量3" inputMode="numeric" suffix="枚" placeholder="5000" {...field('num2')} />
    </FormSection>
  );
}

export function EstimateDeliverySection() {
  const field = useFieldProps<EstimateRequestValues>('estimate');
  const deliveryForm = useWatch<EstimateRequestValues, 'deliveryForm'>({ name: 'deliveryForm' });
  return (
    <FormSection title="納品・梱包">
      <SelectField label="納品形態" options={deliveryFormChoices} {...field('deliveryForm')} />
      {deliveryForm === ROLL_DELIVERY ? (
        <>
          <SelectField label="ロールの巻き" options={rollRollChoices} {...field('rollRoll')} />
          <SelectField label="ロールの巻き方向" options={rollPlacementChoices} {...field('rollPlacement')} />
          <TextField
            label="紙管の内径・ロールの外径"
            placeholder="例：紙管76mm、外径200mm以内"
            maxLength={FIELD_MAX.shortAnswer}
            {...field('rollSize')}
          />
        </>
      ) : null}
      <SelectField label="梱包" options={packagingChoices} {...field('packaging')} />
      <SelectField label="データの入稿方法" options={submissionChoices} {...field('submission')} />
      <SelectField
        label="納品先（都道府県）"
        required
        hint="送料・お届け日数の目安に使います"
        options={prefectureOptions}
        {...field('deliveryTo')}
      />
      <CheckboxField {...field('isHurry')}>
        お急ぎのご依頼です（ご希望の納期をご要望欄にご記入ください）
      </CheckboxField>
    </FormSection>
  );
}
