// One focus rule for every form (decision 0516): after a refused submit the focus goes once, to
// the field in error nearest the top, never first to the field react-hook-form registered first.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { Form } from './form';
import { schemaResolver } from './schema-resolver';
import { TextField } from './text-field';
import { useShopForm } from './use-shop-form';

const listeners: ((event: FocusEvent) => void)[] = [];
afterEach(() => {
  cleanup();
  for (const listener of listeners.splice(0)) document.removeEventListener('focusin', listener);
});

const schema = z.object({
  familyName: z.string().check(z.minLength(1, '必ず入力してください')),
  email: z.string().check(z.minLength(1, '必ず入力してください')),
});
type Values = z.infer<typeof schema>;
const defaultValues: Values = { familyName: '', email: '' };

// メールアドレス is registered first but shown below 姓: the two focus rules disagree here.
function Fields({ form }: { form: UseFormReturn<Values, unknown, Values> }) {
  const email = form.register('email');
  const familyName = form.register('familyName');
  const { errors } = form.formState;
  return (
    <>
      <TextField label="姓" required error={errors.familyName?.message} {...familyName} />
      <TextField label="メールアドレス" required error={errors.email?.message} {...email} />
      <button type="submit">確認する</button>
    </>
  );
}

function ShopForm() {
  const form = useShopForm({ resolver: schemaResolver(schema), defaultValues });
  return (
    <Form form={form} onSubmit={() => {}} aria-label="テスト">
      <Fields form={form} />
    </Form>
  );
}

// What a form built on react-hook-form's defaults does, for contrast.
function PlainForm() {
  const form = useForm({ resolver: schemaResolver(schema), defaultValues });
  return (
    <Form form={form} onSubmit={() => {}} aria-label="テスト">
      <Fields form={form} />
    </Form>
  );
}

/** Every control that received the focus, in order. */
function recordFocus(): string[] {
  const focused: string[] = [];
  const listener = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement) focused.push(event.target.id);
  };
  listeners.push(listener);
  document.addEventListener('focusin', listener);
  return focused;
}

describe('useShopForm', () => {
  it('moves the focus once, straight to the top-most field in error', async () => {
    render(<ShopForm />);
    const focused = recordFocus();
    fireEvent.submit(screen.getByRole('form'));
    const familyName = screen.getByRole('textbox', { name: '姓' });
    await waitFor(() => expect(document.activeElement).toBe(familyName));
    expect(focused).toEqual([familyName.id]);
    expect(familyName.getAttribute('aria-invalid')).toBe('true');
  });

  it('differs from react-hook-form’s default, which first jumps to the field registered first', async () => {
    render(<PlainForm />);
    const focused = recordFocus();
    fireEvent.submit(screen.getByRole('form'));
    const familyName = screen.getByRole('textbox', { name: '姓' });
    await waitFor(() => expect(document.activeElement).toBe(familyName));
    expect(focused[0]).toBe(screen.getByRole('textbox', { name: 'メールアドレス' }).id);
  });
});
