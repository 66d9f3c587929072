import { addressFormSchema } from '@shop/domain/forms';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPostalLookupCache } from '../../lib/postal-lookup';
import { Form } from './form';
import { PostalAddressFields } from './postal-address-fields';
import { emptyPostalAddress } from './postal-address-values';
import { schemaResolver } from './schema-resolver';
import { isSuppressedEnter } from './suppress-enter';
import { TextField } from './text-field';

function keyEvent(target: EventTarget, init: { key?: string; keyCode?: number; isComposing?: boolean }) {
  return {
    key: init.key ?? '',
    keyCode: init.keyCode ?? 0,
    target,
    nativeEvent: { isComposing: init.isComposing ?? false },
  } as unknown as KeyboardEvent;
}

describe('isSuppressedEnter (spec point 5: Enter does not submit)', () => {
  const input = document.createElement('input');
  const email = Object.assign(document.createElement('input'), { type: 'email' });
  const textarea = document.createElement('textarea');
  const button = document.createElement('button');
  const submit = Object.assign(document.createElement('input'), { type: 'submit' });

  it.each([
    ['Enter in a text input', input, { key: 'Enter' }, true],
    ['key code 13 in an e-mail input', email, { keyCode: 13 }, true],
    ['Enter confirming an IME conversion', input, { key: 'Enter', isComposing: true }, false],
    ['Enter in a textarea (new line)', textarea, { key: 'Enter' }, false],
    ['Enter on a button (keyboard press)', button, { key: 'Enter' }, false],
    ['Enter on a submit input', submit, { key: 'Enter' }, false],
    ['another key in an input', input, { key: 'a', keyCode: 65 }, false],
  ] as const)('%s → %s', (_name, target, init, expected) => {
    expect(isSuppressedEnter(keyEvent(target, init))).toBe(expected);
  });
});

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const yamada = {
  familyName: '山田',
  givenName: '太郎',
  familyKana: 'ヤマダ',
  givenKana: 'タロウ',
  tel: '03-1234-5678',
};

const chiyoda = {
  postalCode: '1000001',
  candidates: [{ prefectureCode: '13', prefecture: '東京都', city: '千代田区', town: '千代田' }],
};

function AddressHarness({ onValid, defaults = {} }: { onValid: (v: unknown) => void; defaults?: object }) {
  const form = useForm({
    resolver: schemaResolver(addressFormSchema),
    defaultValues: {
      id: 0,
      ...emptyPostalAddress,
      organization: '',
      familyName: '',
      givenName: '',
      familyKana: '',
      givenKana: '',
      tel: '',
      ...defaults,
    },
  });
  return (
    <Form form={form} onSubmit={onValid} aria-label="住所">
      <TextField
        label="姓"
        required
        error={form.formState.errors.familyName?.message}
        {...form.register('familyName')}
      />
      <PostalAddressFields />
      <button type="submit">登録</button>
    </Form>
  );
}

describe('PostalAddressFields', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    clearPostalLookupCache();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('looks a full-width, hyphenated code up at 7 digits and fills prefecture, city and street', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: chiyoda }));
    render(<AddressHarness onValid={() => {}} />);
    const postal = screen.getByLabelText(/郵便番号/);
    fireEvent.change(postal, { target: { value: '１００－０００' } });
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(postal, { target: { value: '１００－０００１' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>(/都道府県/).value).toBe('13'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/address/1000001');
    expect(screen.getByLabelText<HTMLInputElement>(/市区町村/).value).toBe('千代田区');
    expect(screen.getByLabelText<HTMLInputElement>(/町名・番地/).value).toBe('千代田');
    expect(screen.getByTestId('postal-lookup-result').textContent).toBe('〒100-0001 東京都千代田区千代田');
  });

  it('never overwrites a street the customer typed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: chiyoda }));
    render(<AddressHarness onValid={() => {}} />);
    fireEvent.change(screen.getByLabelText(/町名・番地/), { target: { value: '丸の内1-1' } });
    fireEvent.change(screen.getByLabelText(/郵便番号/), { target: { value: '1000001' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/市区町村/).value).toBe('千代田区'));
    expect(screen.getByLabelText<HTMLInputElement>(/町名・番地/).value).toBe('丸の内1-1');
  });

  it('says so when the code has no address, and the schema asks to check the code', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'not found' }));
    render(
      <AddressHarness
        onValid={() => {}}
        defaults={{ ...yamada, addressLevel1: '13', addressLevel2: '千代田区', addressLine1: '千代田1-1' }}
      />,
    );
    fireEvent.change(screen.getByLabelText(/郵便番号/), { target: { value: '9999999' } });
    await screen.findByText(/該当する住所が見つかりませんでした/);
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('郵便番号をご確認ください')).toBeTruthy();
  });

  it('checks the address against the candidates and sends the 7 digits', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: chiyoda }));
    const onValid = vi.fn();
    render(<AddressHarness onValid={onValid} defaults={yamada} />);
    fireEvent.change(screen.getByLabelText(/郵便番号/), { target: { value: '100-0001' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/市区町村/).value).toBe('千代田区'));
    fireEvent.change(screen.getByLabelText(/市区町村/), { target: { value: '港区' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('郵便番号と都道府県・市区町村が一致しません')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/市区町村/), { target: { value: '千代田区' } });
    fireEvent.submit(screen.getByRole('form'));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ postalCode: '1000001', addressLevel1: '13' });
  });

  it('marks fields in error and focuses the top-most one after a refused submit', async () => {
    render(<AddressHarness onValid={() => {}} />);
    fireEvent.submit(screen.getByRole('form'));
    const family = screen.getByLabelText(/姓/);
    await waitFor(() => expect(document.activeElement).toBe(family));
    expect(family.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getAllByRole('alert')[0]!;
    expect(message.textContent).toBe('必ず入力してください');
    expect(family.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText(/都道府県/).getAttribute('aria-invalid')).toBe('true');
  });
});
