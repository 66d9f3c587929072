// /contact: the contact form (spec point 3). orderStatus starts at 注文前; the order number is
// asked only for a question about an order already placed. A valid form goes to the confirmation.
import { CONTACT_ORDER_STATUSES, DEFAULT_CONTACT_ORDER_STATUS, FIELD_MAX } from '@shop/domain/form-limits';
import type { MemberContact } from '@shop/domain/members';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { RadioGroup } from '../../../ui/form/choice-group';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { EmailField, OrganizationField, PersonNameFields, TelField } from '../../../ui/form/person-fields';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextArea } from '../../../ui/form/text-area';
import { useDraftForm } from '../../../ui/form/use-draft-form';
import { TextField } from '../../../ui/form/text-field';
import { PageContainer, PageHeader } from '../../../ui/page';
import { orderStatusLabels } from '../order-status-labels';
import { useContactStore, type ContactFormValues } from '../store';

/** Loaded apart from the page's first view (decision 0560). */
const contactFormResolver = schemaResolver(() =>
  import('@shop/domain/forms').then((m) => m.contactFormSchema),
);

export const emptyContact: ContactFormValues = {
  orderStatus: DEFAULT_CONTACT_ORDER_STATUS,
  orderId: '',
  organization: '',
  familyName: '',
  givenName: '',
  tel: '',
  email: '',
  message: '',
};

/** A member's question starts with their name and how to reach them (decision 0661). */
function memberContactForm(member: MemberContact): ContactFormValues {
  return {
    ...emptyContact,
    organization: member.organization,
    familyName: member.familyName,
    givenName: member.givenName,
    tel: member.tel,
    email: member.email,
  };
}

const FIELDS = Object.keys(emptyContact);

/** `member`: the logged-in member, whose details the form starts from; null for visitors. */
export function ContactScreen({ member }: { member: MemberContact | null }) {
  const navigate = useNavigate();
  const { form, ref, requestError, saveDraft } = useDraftForm({
    store: useContactStore,
    resolver: contactFormResolver,
    empty: emptyContact,
    member,
    fromMember: memberContactForm,
    fields: FIELDS,
  });
  const { errors } = form.formState;
  const orderStatus = useWatch({ control: form.control, name: 'orderStatus' });

  return (
    <PageContainer>
      <PageHeader
        title="お問い合わせ"
        lead="ご注文前のご相談から、ご注文後の納期・入稿データについてまで、お気軽にお問い合わせください。担当者より原則2営業日以内にメールでご返信いたします。"
      />
      <div ref={ref}>
        <Form
          form={form}
          aria-label="お問い合わせ"
          className="space-y-6"
          onSubmit={(output) => {
            saveDraft({ values: form.getValues(), form: output });
            void navigate(paths.contactConfirmation.href());
          }}
        >
          {requestError ? <FormAlert message={requestError} /> : null}
          <section className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <RadioGroup
              label="お問い合わせの種類"
              required
              id="contact-order-status"
              options={CONTACT_ORDER_STATUSES.map((status) => ({
                value: status,
                label: orderStatusLabels[status],
              }))}
              error={errors.orderStatus?.message}
              {...form.register('orderStatus')}
            />
            {orderStatus === '注文後' ? (
              <TextField
                label="ご注文番号・明細番号"
                required
                id="contact-order-id"
                inputMode="numeric"
                placeholder="26112000001"
                hint="ご注文番号（11桁）はご注文完了メールとマイページに、明細番号（例：26112000001-1）は発送のお知らせなどに記載しています。どちらでも承ります"
                maxLength={17}
                error={errors.orderId?.message}
                {...form.register('orderId')}
              />
            ) : null}
            <OrganizationField idPrefix="contact" />
            <PersonNameFields idPrefix="contact" />
            <TelField idPrefix="contact" optional hint="お電話でのご連絡を希望される場合にご入力ください" />
            <EmailField idPrefix="contact" hint="ご返信はこちらのアドレスにお送りします" />
            <TextArea
              label="お問い合わせ内容"
              required
              id="contact-message"
              rows={8}
              maxLength={FIELD_MAX.message}
              error={errors.message?.message}
              {...form.register('message')}
            />
          </section>
          <Button type="submit" fullWidth>
            入力内容を確認する
          </Button>
        </Form>
      </div>
    </PageContainer>
  );
}
