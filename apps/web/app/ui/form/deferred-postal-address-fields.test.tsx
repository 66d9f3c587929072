import { addressFormSchema } from '@shop/domain/forms';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredPostalAddressFields } from './deferred-postal-address-fields';
import { Form } from './form';
import { emptyPostalAddress } from './postal-address-values';
import { schemaResolver } from './schema-resolver';

// The address block loads after the first paint (decision 0563): its place is held meanwhile, the
// form's values wait in its defaults, and its checks are the same once it is there.
function Harness({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useForm({
    resolver: schemaResolver(addressFormSchema),
    defaultValues: {
      id: 0,
      ...emptyPostalAddress,
      organization: '',
      familyName: '山田',
      givenName: '太郎',
      familyKana: 'ヤマダ',
      givenKana: 'タロウ',
      tel: '03-1234-5678',
    },
  });
  return (
    <Form form={form} onSubmit={onValid} aria-label="住所">
      <DeferredPostalAddressFields />
      <button type="submit">登録</button>
    </Form>
  );
}

describe('DeferredPostalAddressFields', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds the block’s place, then shows the fields with their messages', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    expect(screen.getByRole('status', { name: '住所の入力欄を読み込んでいます' })).toBeTruthy();
    const postal = await screen.findByLabelText(/郵便番号/);
    expect(screen.queryByRole('status', { name: '住所の入力欄を読み込んでいます' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登録' }));
    await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('必ず入力してください', { selector: '#address-postal-code-error' })).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
  });
});
