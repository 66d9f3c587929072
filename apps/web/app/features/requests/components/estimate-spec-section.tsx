// The estimate request's 「ご希望の仕様」: what the sticker is for and how it is made. The questions
// that depend on an answer (the other place, the spot colour's number) appear with it.
import { FIELD_MAX, OTHER_CHOICE, TOKUSYOKU_CHOICES } from '@shop/domain/form-limits';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useFieldProps } from '../../../ui/form/use-field-props';
import {
  adhesiveChoices,
  colorChoices,
  laminationChoices,
  materialChoices,
  placementChoices,
  purposeChoices,
  shapeChoices,
  tokusyokuChoices,
  whiteInkChoices,
} from '../estimate-choices';
import type { EstimateRequestValues } from '../estimate-store';
import { FormSection } from './request-parts';

export function EstimateSpecSection({ materials }: { materials: readonly string[] }) {
  const field = useFieldProps<EstimateRequestValues>('estimate');
  const [placement, tokusyoku] = useWatch<EstimateRequestValues, ['placement', 'tokusyoku']>({
    name: ['placement', 'tokusyoku'],
  });
  return (
    <FormSection title="ご希望の仕様">
      <SelectField
        label="用途"
        required
        placeholder="選択してください"
        options={purposeChoices}
        {...field('purpose')}
      />
      <SelectField label="粘着の強さ" options={adhesiveChoices} {...field('adhesive')} />
      <SelectField label="貼る場所" options={placementChoices} {...field('placement')} />
      {placement === OTHER_CHOICE ? (
        <TextField
          label="貼る場所（その他）"
          required
          placeholder="例：ガラス瓶の曲面"
          maxLength={FIELD_MAX.shortAnswer}
          {...field('placementEtc')}
        />
      ) : null}
      <SelectField label="素材" options={materialChoices(materials)} {...field('material')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="横" required inputMode="numeric" suffix="mm" placeholder="50" {...field('sizeX')} />
        <TextField label="縦" required inputMode="numeric" suffix="mm" placeholder="50" {...field('sizeY')} />
      </div>
      <SelectField label="形状" options={shapeChoices} {...field('shape')} />
      <SelectField
        label="白インク"
        hint="透明・メタリック素材に白を敷いて発色を保ちます"
        options={whiteInkChoices}
        {...field('whiteInk')}
      />
      <SelectField label="印刷色" options={colorChoices} {...field('color')} />
      <SelectField label="特色（DIC・PANTONEなど）" options={tokusyokuChoices} {...field('tokusyoku')} />
      {tokusyoku === TOKUSYOKU_CHOICES[1] ? (
        <TextField
          label="特色の色番号"
          required
          placeholder="例：DIC 156"
          maxLength={FIELD_MAX.shortAnswer}
          {...field('tokusyokuText')}
        />
      ) : null}
      <SelectField label="ラミネート" options={laminationChoices} {...field('lamination')} />
      <TextField
        label="特殊加工"
        placeholder="例：箔押し、ホログラム加工"
        maxLength={FIELD_MAX.shortAnswer}
        {...field('specialProcessing')}
      />
    </FormSection>
  );
}
