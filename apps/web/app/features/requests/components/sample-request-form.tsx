// The input step of /request-sample: which samples, and where to send them. Checked with the
// shared schema (the API checks the same); a valid form goes to the confirmation.
import { FIELD_MAX } from '@shop/domain/form-limits';
import type { MemberContact } from '@shop/domain/members';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { CheckboxGroup } from '../../../ui/form/choice-group';
import { Form } from '../../../ui/form/form';
import { DeferredPostalAddressFields } from '../../../ui/form/deferred-postal-address-fields';
import { emptyPostalAddress } from '../../../ui/form/postal-address-values';
import { EmailField, OrganizationField, TelField } from '../../../ui/form/person-fields';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/text-field';
import { useDraftForm } from '../../../ui/form/use-draft-form';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { requestStepHref } from '../request-step';
import { useSampleRequestStore, type SampleRequestValues } from '../sample-store';
import { FormSection, RequestErrorAlert } from './request-parts';

/** Loaded apart from the page's first view (decision 0560). */
const sampleRequestResolver = schemaResolver(() =>
  import('@shop/domain/forms').then((m) => m.sampleRequestSchema),
);

/** A product that can be sent as a sample. */
export interface SampleChoice {
  id: number;
  name: string;
  nameDetail: string;
}

export const emptySampleRequest: SampleRequestValues = {
  sampleList: [],
  organization: '',
  name: '',
  kana: '',
  ...emptyPostalAddress,
  tel: '',
  email: '',
};

/** A member's request starts with their own name and address (decision 0661). */
function memberSampleRequest(member: MemberContact): SampleRequestValues {
  return {
    ...emptySampleRequest,
    organization: member.organization,
    name: member.fullName,
    kana: member.fullKana,
    postalCode: member.postalCode,
    addressLevel1: member.addressLevel1,
    addressLevel2: member.addressLevel2,
    addressLine1: member.addressLine1,
    addressLine2: member.addressLine2,
    tel: member.tel,
    email: member.email,
  };
}

const FIELDS = [
  'sampleList',
  'organization',
  'name',
  'kana',
  'postalCode',
  'addressLevel1',
  'addressLevel2',
  'addressLine1',
  'addressLine2',
  'tel',
  'email',
] as const;

export function SampleRequestForm({
  samples,
  member,
}: {
  samples: readonly SampleChoice[] | undefined;
  /** The logged-in member, whose details the form starts from; null for visitors. */
  member: MemberContact | null;
}) {
  const navigate = useNavigate();
  const { form, ref, requestError, saveDraft } = useDraftForm({
    store: useSampleRequestStore,
    resolver: sampleRequestResolver,
    empty: emptySampleRequest,
    member,
    fromMember: memberSampleRequest,
    fields: FIELDS,
  });
  const errors = form.formState.errors;

  return (
    <div ref={ref}>
      <Form
        form={form}
        aria-label="無料サンプルのお申し込み"
        className="space-y-6"
        onSubmit={(output) => {
          saveDraft({ values: form.getValues(), form: output });
          void navigate(requestStepHref(paths.requestSample.href(), 'confirm'));
        }}
      >
        <RequestErrorAlert message={requestError} />
        <FormSection title="ご希望のサンプル">
          {samples === undefined ? (
            <LoadingPlaceholder label="素材を読み込んでいます" className="h-40 rounded-lg" />
          ) : (
            <CheckboxGroup
              label="お試しになりたい素材（複数選択できます）"
              required
              id="sample-list"
              hint="各素材の印刷見本を1枚ずつお送りします。"
              options={samples.map((sample) => ({ value: String(sample.id), label: sample.name }))}
              describe={(option) => {
                const detail = samples.find((sample) => String(sample.id) === option.value)?.nameDetail;
                return detail ? <p className="-mt-1 mb-1 text-sm text-slate-600">{detail}</p> : null;
              }}
              error={errors.sampleList?.message}
              {...form.register('sampleList')}
            />
          )}
        </FormSection>

        <FormSection title="お届け先">
          <OrganizationField idPrefix="sample" />
          <TextField
            label="お名前"
            required
            id="sample-name"
            autoComplete="name"
            placeholder="山田 太郎"
            maxLength={FIELD_MAX.fullName}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="フリガナ"
            required
            id="sample-kana"
            placeholder="ヤマダ タロウ"
            hint="全角カタカナでご入力ください"
            maxLength={FIELD_MAX.fullName}
            error={errors.kana?.message}
            {...form.register('kana')}
          />
          <DeferredPostalAddressFields idPrefix="sample" />
          <TelField idPrefix="sample" />
          <EmailField idPrefix="sample" hint="受付完了のメールをお送りします" />
        </FormSection>

        <Button type="submit" fullWidth>
          入力内容を確認する
        </Button>
      </Form>
    </div>
  );
}
