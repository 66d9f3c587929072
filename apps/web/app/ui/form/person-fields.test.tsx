// Issue 17 point 4: the person fields every form shares. Inside a form checked by the domain's own
// schema, each field takes its id from the form's prefix, shows the schema's message under itself
// and names it in aria-describedby, and the telephone is required only where the form says so.
import { contactFormSchema } from '@shop/domain/forms';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Form } from './form';
import { EmailField, OrganizationField, PersonNameFields, TelField } from './person-fields';
import { schemaResolver } from './schema-resolver';
import { useShopForm } from './use-shop-form';

afterEach(cleanup);

const blank = {
  orderStatus: '注文前',
  orderId: '',
  organization: '',
  familyName: '',
  givenName: '',
  tel: '',
  email: 'not-an-address',
  message: 'テスト',
};

function ContactPerson({ telOptional }: { telOptional: boolean }) {
  const form = useShopForm({ resolver: schemaResolver(contactFormSchema), defaultValues: blank });
  return (
    <Form form={form} onSubmit={() => {}}>
      <OrganizationField idPrefix="contact" />
      <PersonNameFields idPrefix="contact" />
      <TelField idPrefix="contact" optional={telOptional} />
      <EmailField idPrefix="contact" hint="ご返信はこちらのアドレスにお送りします" />
      <button type="submit">確認</button>
    </Form>
  );
}

it('names each input under the form prefix and marks what is required', () => {
  render(<ContactPerson telOptional />);
  expect(screen.getByRole('textbox', { name: /会社名・団体名/ }).id).toBe('contact-organization');
  expect(screen.getByRole('textbox', { name: /^姓/ }).id).toBe('contact-familyName');
  expect(screen.getByRole('textbox', { name: /^名/ }).id).toBe('contact-givenName');
  expect(screen.getByRole('textbox', { name: /電話番号/ }).getAttribute('aria-required')).toBeNull();
  expect(screen.getByRole('textbox', { name: /メールアドレス/ }).getAttribute('aria-required')).toBe('true');
  cleanup();
  render(<ContactPerson telOptional={false} />);
  expect(screen.getByRole('textbox', { name: /電話番号/ }).getAttribute('aria-required')).toBe('true');
});

it("shows the schema's messages under their fields, named by aria-describedby", async () => {
  render(<ContactPerson telOptional />);
  fireEvent.click(screen.getByRole('button', { name: '確認' }));
  const familyName = screen.getByRole('textbox', { name: /^姓/ });
  const email = screen.getByRole('textbox', { name: /メールアドレス/ });
  await waitFor(() => expect(familyName.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
  expect(email.getAttribute('aria-invalid')).toBe('true');
  for (const control of [familyName, email]) {
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described).not.toContain(null);
    expect(
      described.some((element) => element?.getAttribute('role') === 'alert' && element.textContent),
    ).toBe(true);
  }
});
