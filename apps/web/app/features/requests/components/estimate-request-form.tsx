// The input step of /request-estimate: every field of the spec's estimate request form, in the
// order a customer thinks of them (what, how many, how delivered, files, who). Checked with the
// shared schema; a valid form goes to the confirmation.
import { FIELD_MAX, OTHER_CHOICE, TOKUSYOKU_CHOICES } from '@shop/domain/form-limits';
import type { MemberContact } from '@shop/domain/members';
import type { EstimateRequest } from '@shop/domain/forms';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useKeptDraft } from '../../../lib/session-draft';
import { Button } from '../../../ui/form/button';
import { CheckboxField } from '../../../ui/form/choice-group';
import { Form } from '../../../ui/form/form';
import { prefectureOptions } from '../../../ui/form/prefecture-options';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { useScrollToFirstError } from '../../../ui/form/scroll-to-first-error';
import { SelectField } from '../../../ui/form/select-field';
import { TextArea } from '../../../ui/form/text-area';
import { TextField } from '../../../ui/form/text-field';
import { useLateDefaults } from '../../../ui/form/use-late-defaults';
import { useShopForm } from '../../../ui/form/use-shop-form';
import {
  SAMPLE_FILE_FIELDS,
  type SampleFileField as FileField,
  type SampleFiles,
} from '../api/send-estimate-request';
import {
  adhesiveChoices,
  colorChoices,
  deliveryFormChoices,
  laminationChoices,
  materialChoices,
  packagingChoices,
  placementChoices,
  purposeChoices,
  ROLL_DELIVERY,
  rollPlacementChoices,
  rollRollChoices,
  shapeChoices,
  submissionChoices,
  tokusyokuChoices,
  UNSELECTED,
  whiteInkChoices,
} from '../estimate-choices';
import { useEstimateRequestStore, type EstimateRequestValues } from '../estimate-store';
import { requestStepHref } from '../request-step';
import { useServerFieldErrors } from '../use-server-field-errors';
import { FormSection, RequestErrorAlert } from './request-parts';
import { SampleFileField, sampleFileProblem } from './sample-file-field';

/** Loaded apart from the page's first view (decision 0560). */
const estimateRequestResolver = schemaResolver(() =>
  import('@shop/domain/forms').then((m) => m.estimateRequestSchema),
);

export const emptyEstimateRequest: EstimateRequestValues = {
  purpose: '',
  adhesive: UNSELECTED,
  placement: UNSELECTED,
  placementEtc: '',
  material: UNSELECTED,
  sizeX: '',
  sizeY: '',
  shape: UNSELECTED,
  whiteInk: UNSELECTED,
  color: UNSELECTED,
  tokusyoku: UNSELECTED,
  tokusyokuText: '',
  lamination: UNSELECTED,
  specialProcessing: '',
  num0: '',
  num1: '',
  num2: '',
  deliveryForm: UNSELECTED,
  rollRoll: UNSELECTED,
  rollPlacement: UNSELECTED,
  rollSize: '',
  packaging: UNSELECTED,
  submission: UNSELECTED,
  deliveryTo: '00',
  isHurry: false,
  etc: '',
  organization: '',
  familyName: '',
  givenName: '',
  tel: '',
  email: '',
};

const FIELDS = Object.keys(emptyEstimateRequest);
const FILE_LABELS: Record<FileField, string> = { sample1: '参考ファイル1', sample2: '参考ファイル2' };

/** Answers to questions that no longer apply (a roll size after choosing sheets) are not sent. */
export function withoutHiddenAnswers(form: EstimateRequest): EstimateRequest {
  const roll = form.deliveryForm === ROLL_DELIVERY;
  return {
    ...form,
    placementEtc: form.placement === OTHER_CHOICE ? form.placementEtc : '',
    tokusyokuText: form.tokusyoku === TOKUSYOKU_CHOICES[1] ? form.tokusyokuText : '',
    rollRoll: roll ? form.rollRoll : '',
    rollPlacement: roll ? form.rollPlacement : '',
    rollSize: roll ? form.rollSize : '',
  };
}

/** A member's request starts with their name, how to reach them and their prefecture (decision 0661). */
function memberEstimateRequest(member: MemberContact): EstimateRequestValues {
  return {
    ...emptyEstimateRequest,
    deliveryTo: member.addressLevel1,
    organization: member.organization,
    familyName: member.familyName,
    givenName: member.givenName,
    tel: member.tel,
    email: member.email,
  };
}

export function EstimateRequestForm({
  materials,
  member,
}: {
  materials: readonly string[];
  /** The logged-in member, whose details the form starts from; null for visitors. */
  member: MemberContact | null;
}) {
  const navigate = useNavigate();
  useKeptDraft(useEstimateRequestStore);
  const draft = useEstimateRequestStore((state) => state.draft);
  const requestError = useEstimateRequestStore((state) => state.requestError);
  const fieldErrors = useEstimateRequestStore((state) => state.fieldErrors);
  const saveDraft = useEstimateRequestStore((state) => state.saveDraft);
  const fieldErrorsShown = useEstimateRequestStore((state) => state.fieldErrorsShown);
  const { ref, scrollToFirstError } = useScrollToFirstError<HTMLDivElement>();

  const [files, setFiles] = useState<SampleFiles>(draft?.form.files ?? {});
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});

  const form = useShopForm({
    resolver: estimateRequestResolver,
    defaultValues: draft?.values ?? emptyEstimateRequest,
  });
  const memberValues = useMemo(() => (member ? memberEstimateRequest(member) : null), [member]);
  useLateDefaults(form, draft?.values ?? memberValues);
  const errors = form.formState.errors;
  const [placement, tokusyoku, deliveryForm] = useWatch({
    control: form.control,
    name: ['placement', 'tokusyoku', 'deliveryForm'],
  });
  useServerFieldErrors({
    fieldErrors,
    setError: form.setError,
    fields: FIELDS,
    // The server's messages about files come with the rest; `files` is "more than two".
    onOtherField: (field, message) => {
      const target = field === 'files' ? 'sample1' : field;
      if (target !== 'sample1' && target !== 'sample2') return false;
      setFileErrors((current) => ({ ...current, [target]: message }));
      return true;
    },
    onShown: fieldErrorsShown,
    scrollToFirstError,
  });

  const choose = (field: FileField, file: File) => {
    const problem = sampleFileProblem(file);
    setFileErrors((current) => ({ ...current, [field]: problem ?? undefined }));
    if (problem === null) setFiles((current) => ({ ...current, [field]: file }));
  };
  const remove = (field: FileField) => {
    setFileErrors((current) => ({ ...current, [field]: undefined }));
    setFiles((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const text = (name: keyof EstimateRequestValues) => ({
    id: `estimate-${name}`,
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <div ref={ref}>
      <Form
        form={form}
        aria-label="お見積りのご依頼"
        className="space-y-6"
        onSubmit={(output) => {
          saveDraft({ values: form.getValues(), form: { request: withoutHiddenAnswers(output), files } });
          void navigate(requestStepHref(paths.requestEstimate.href(), 'confirm'));
        }}
      >
        <RequestErrorAlert message={requestError} />

        <FormSection title="ご希望の仕様">
          <SelectField
            label="用途"
            required
            placeholder="選択してください"
            options={purposeChoices}
            {...text('purpose')}
          />
          <SelectField label="粘着の強さ" options={adhesiveChoices} {...text('adhesive')} />
          <SelectField label="貼る場所" options={placementChoices} {...text('placement')} />
          {placement === OTHER_CHOICE ? (
            <TextField
              label="貼る場所（その他）"
              required
              placeholder="例：ガラス瓶の曲面"
              maxLength={FIELD_MAX.shortAnswer}
              {...text('placementEtc')}
            />
          ) : null}
          <SelectField label="素材" options={materialChoices(materials)} {...text('material')} />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="横"
              required
              inputMode="numeric"
              suffix="mm"
              placeholder="50"
              {...text('sizeX')}
            />
            <TextField
              label="縦"
              required
              inputMode="numeric"
              suffix="mm"
              placeholder="50"
              {...text('sizeY')}
            />
          </div>
          <SelectField label="形状" options={shapeChoices} {...text('shape')} />
          <SelectField
            label="白インク"
            hint="透明・メタリック素材に白を敷いて発色を保ちます"
            options={whiteInkChoices}
            {...text('whiteInk')}
          />
          <SelectField label="印刷色" options={colorChoices} {...text('color')} />
          <SelectField label="特色（DIC・PANTONEなど）" options={tokusyokuChoices} {...text('tokusyoku')} />
          {tokusyoku === TOKUSYOKU_CHOICES[1] ? (
            <TextField
              label="特色の色番号"
              required
              placeholder="例：DIC 156"
              maxLength={FIELD_MAX.shortAnswer}
              {...text('tokusyokuText')}
            />
          ) : null}
          <SelectField label="ラミネート" options={laminationChoices} {...text('lamination')} />
          <TextField
            label="特殊加工"
            placeholder="例：箔押し、ホログラム加工"
            maxLength={FIELD_MAX.shortAnswer}
            {...text('specialProcessing')}
          />
        </FormSection>

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
            {...text('num0')}
          />
          <TextField label="数量2" inputMode="numeric" suffix="枚" placeholder="3000" {...text('num1')} />
          <TextField label="数量3" inputMode="numeric" suffix="枚" placeholder="5000" {...text('num2')} />
        </FormSection>

        <FormSection title="納品・梱包">
          <SelectField label="納品形態" options={deliveryFormChoices} {...text('deliveryForm')} />
          {deliveryForm === ROLL_DELIVERY ? (
            <>
              <SelectField label="ロールの巻き" options={rollRollChoices} {...text('rollRoll')} />
              <SelectField
                label="ロールの巻き方向"
                options={rollPlacementChoices}
                {...text('rollPlacement')}
              />
              <TextField
                label="紙管の内径・ロールの外径"
                placeholder="例：紙管76mm、外径200mm以内"
                maxLength={FIELD_MAX.shortAnswer}
                {...text('rollSize')}
              />
            </>
          ) : null}
          <SelectField label="梱包" options={packagingChoices} {...text('packaging')} />
          <SelectField label="データの入稿方法" options={submissionChoices} {...text('submission')} />
          <SelectField
            label="納品先（都道府県）"
            required
            hint="送料・お届け日数の目安に使います"
            options={prefectureOptions}
            {...text('deliveryTo')}
          />
          <CheckboxField id="estimate-isHurry" error={errors.isHurry?.message} {...form.register('isHurry')}>
            お急ぎのご依頼です（ご希望の納期をご要望欄にご記入ください）
          </CheckboxField>
        </FormSection>

        <FormSection title="参考ファイル（2点まで）">
          <p className="text-sm leading-relaxed text-slate-600">
            デザインのデータや、イメージに近い写真などをお送りいただくと、より正確にお見積りできます。
          </p>
          {SAMPLE_FILE_FIELDS.map((field) => (
            <SampleFileField
              key={field}
              id={`estimate-${field}`}
              label={FILE_LABELS[field]}
              file={files[field]}
              error={fileErrors[field]}
              onChoose={(file) => choose(field, file)}
              onRemove={() => remove(field)}
            />
          ))}
        </FormSection>

        <FormSection title="その他のご要望">
          <TextArea
            label="ご要望・ご質問"
            placeholder="ご希望の納期、仕様についてのご相談などをご記入ください"
            maxLength={FIELD_MAX.message}
            {...text('etc')}
          />
        </FormSection>

        <FormSection title="お客様の情報">
          <TextField
            label="会社名・団体名"
            autoComplete="organization"
            maxLength={FIELD_MAX.organization}
            {...text('organization')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="姓"
              required
              autoComplete="family-name"
              maxLength={FIELD_MAX.name}
              {...text('familyName')}
            />
            <TextField
              label="名"
              required
              autoComplete="given-name"
              maxLength={FIELD_MAX.name}
              {...text('givenName')}
            />
          </div>
          <TextField
            label="電話番号"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="03-1234-5678"
            hint="仕様の確認でお電話することがあります"
            {...text('tel')}
          />
          <TextField
            label="メールアドレス"
            required
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="sample@example.jp"
            hint="お見積りはメールでお送りします"
            {...text('email')}
          />
        </FormSection>

        <Button type="submit" fullWidth>
          入力内容を確認する
        </Button>
      </Form>
    </div>
  );
}
