// The input step of /request-estimate: every field of the spec's estimate request form, in the
// order a customer thinks of them (what, how many, how delivered, files, who), each group its own
// component. Checked with the shared schema; a valid form goes to the confirmation.
import { FIELD_MAX, OTHER_CHOICE, TOKUSYOKU_CHOICES } from '@shop/domain/form-limits';
import type { MemberContact } from '@shop/domain/members';
import type { EstimateRequest } from '@shop/domain/forms';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { Form } from '../../../ui/form/form';
import { EmailField, OrganizationField, PersonNameFields, TelField } from '../../../ui/form/person-fields';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextArea } from '../../../ui/form/text-area';
import { useDraftForm } from '../../../ui/form/use-draft-form';
import { ROLL_DELIVERY, UNSELECTED } from '../estimate-choices';
import { useEstimateRequestStore, type EstimateRequestValues } from '../estimate-store';
import { requestStepHref } from '../request-step';
import { EstimateDeliverySection, EstimateQuantitySection } from './estimate-delivery-sections';
import { EstimateFilesSection, useEstimateFiles } from './estimate-files-section';
import { EstimateSpecSection } from './estimate-spec-section';
import { FormSection, RequestErrorAlert } from './request-parts';

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
  const files = useEstimateFiles(useEstimateRequestStore((state) => state.draft?.form.files));
  const { form, ref, requestError, saveDraft } = useDraftForm({
    store: useEstimateRequestStore,
    resolver: estimateRequestResolver,
    empty: emptyEstimateRequest,
    member,
    fromMember: memberEstimateRequest,
    fields: FIELDS,
    onOtherField: files.showServerError,
  });

  return (
    <div ref={ref}>
      <Form
        form={form}
        aria-label="お見積りのご依頼"
        className="space-y-6"
        onSubmit={(output) => {
          saveDraft({
            values: form.getValues(),
            form: { request: withoutHiddenAnswers(output), files: files.files },
          });
          void navigate(requestStepHref(paths.requestEstimate.href(), 'confirm'));
        }}
      >
        <RequestErrorAlert message={requestError} />
        <EstimateSpecSection materials={materials} />
        <EstimateQuantitySection />
        <EstimateDeliverySection />
        <EstimateFilesSection {...files} />
        <FormSection title="その他のご要望">
          <TextArea
            label="ご要望・ご質問"
            placeholder="ご希望の納期、仕様についてのご相談などをご記入ください"
            maxLength={FIELD_MAX.message}
            id="estimate-etc"
            error={form.formState.errors.etc?.message}
            {...form.register('etc')}
          />
        </FormSection>
        <FormSection title="お客様の情報">
          <OrganizationField idPrefix="estimate" />
          <PersonNameFields idPrefix="estimate" />
          <TelField idPrefix="estimate" hint="仕様の確認でお電話することがあります" />
          <EmailField idPrefix="estimate" hint="お見積りはメールでお送りします" />
        </FormSection>
        <Button type="submit" fullWidth>
          入力内容を確認する
        </Button>
      </Form>
    </div>
  );
}
