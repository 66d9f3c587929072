// What staff read of a sample request or contact message: the sender, a one-line summary and the
// form as labelled lines. The stored forms are the ones the request calls validated (requests/).
import { inboxFieldLabels } from '@shop/domain/messages';
import { CONTACT_ABOUT_AN_ORDER } from '@shop/domain/form-limits';
import { formatPostalCode } from '@shop/domain/format';
import type { InboxKind } from '@shop/domain/inbox';
import { prefectureLabel } from '@shop/domain/prefectures';
import { receiptNumber } from '../requests/mails.ts';

export interface Sender {
  from: string;
  email: string;
  /** For the reply's greeting. */
  greetingName: { organization: string; familyName: string; givenName?: string };
}

export interface Presented extends Sender {
  receiptNumber: string;
  summary: string;
  message: string;
  fields: { label: string; value: string }[];
}

const SUMMARY_LENGTH = 60;
const withOrganization = (organization: string, name: string) =>
  organization === '' ? name : `${organization} ${name}`;

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_LENGTH ? `${flat.slice(0, SUMMARY_LENGTH)}…` : flat;
}

/**
 * The stored form's text fields, read defensively: the rows outlive the form's schema, and an
 * older or odd row must still show (blank where a field is missing), never fail the whole inbox.
 */
type StoredForm = (key: string) => string;
function storedForm(value: unknown): StoredForm {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return (key) => {
    const field = record[key];
    if (typeof field === 'string') return field;
    return typeof field === 'number' ? String(field) : '';
  };
}

function presentContact(id: number, read: StoredForm): Presented {
  const form = {
    orderStatus: read('orderStatus'),
    orderId: read('orderId'),
    organization: read('organization'),
    familyName: read('familyName'),
    givenName: read('givenName'),
    tel: read('tel'),
    email: read('email'),
    message: read('message'),
  };
  const name = `${form.familyName} ${form.givenName}`;
  return {
    receiptNumber: receiptNumber('contact', id),
    from: withOrganization(form.organization, name),
    email: form.email,
    greetingName: { organization: form.organization, familyName: form.familyName, givenName: form.givenName },
    summary: oneLine(form.message),
    message: form.message,
    fields: [
      { label: inboxFieldLabels.orderStatus, value: form.orderStatus },
      ...(form.orderStatus === CONTACT_ABOUT_AN_ORDER
        ? [{ label: inboxFieldLabels.orderId, value: form.orderId }]
        : []),
      { label: inboxFieldLabels.organization, value: form.organization },
      { label: inboxFieldLabels.name, value: name },
      { label: inboxFieldLabels.tel, value: form.tel },
      { label: inboxFieldLabels.email, value: form.email },
    ],
  };
}

function presentSample(id: number, read: StoredForm, sampleNames: string[]): Presented {
  const form = {
    organization: read('organization'),
    name: read('name'),
    kana: read('kana'),
    postalCode: read('postalCode'),
    addressLevel1: read('addressLevel1'),
    addressLevel2: read('addressLevel2'),
    addressLine1: read('addressLine1'),
    addressLine2: read('addressLine2'),
    tel: read('tel'),
    email: read('email'),
  };
  const address = `${prefectureLabel(form.addressLevel1)}${form.addressLevel2}${form.addressLine1}${
    form.addressLine2 === '' ? '' : ` ${form.addressLine2}`
  }`;
  return {
    receiptNumber: receiptNumber('sample', id),
    from: withOrganization(form.organization, form.name),
    email: form.email,
    greetingName: { organization: form.organization, familyName: form.name },
    summary: oneLine(sampleNames.join('、')),
    message: '',
    fields: [
      { label: inboxFieldLabels.samples, value: sampleNames.join('\n') },
      { label: inboxFieldLabels.organization, value: form.organization },
      { label: inboxFieldLabels.name, value: form.name },
      { label: inboxFieldLabels.kana, value: form.kana },
      { label: inboxFieldLabels.postalCode, value: formatPostalCode(form.postalCode, { mark: true }) },
      { label: inboxFieldLabels.address, value: address },
      { label: inboxFieldLabels.tel, value: form.tel },
      { label: inboxFieldLabels.email, value: form.email },
    ],
  };
}

/** A stored row as staff read it; `samples` only for sample requests. */
export function present(kind: InboxKind, row: { id: number; form: unknown; samples?: unknown }): Presented {
  if (kind === 'contact') return presentContact(row.id, storedForm(row.form));
  // Stored by createSampleRequest as [{ id, name }].
  const samples = Array.isArray(row.samples) ? (row.samples as { name?: unknown }[]) : [];
  return presentSample(
    row.id,
    storedForm(row.form),
    samples.map((sample) => (typeof sample.name === 'string' ? sample.name : '')),
  );
}
