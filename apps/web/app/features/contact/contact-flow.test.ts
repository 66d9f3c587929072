import { contactFormSchema } from '@shop/domain/forms';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../lib/api-error';
import { contactPayload, sendContact, toCamelCase, toSnakeCase } from './api/send-contact';
import { useContactStore } from './store';

afterEach(() => {
  vi.unstubAllGlobals();
  useContactStore.getState().requestSucceeded();
});

const form = contactFormSchema.parse({
  orderStatus: '注文後',
  orderId: '26112000001',
  familyName: '佐藤',
  givenName: '花子',
  email: 'sato@example.jp',
  message: '納期を教えてください',
});

describe('POST /contact: the converted case (decision 0445)', () => {
  it('sends the camelCase form with snake_case names', () => {
    expect(contactPayload(form)).toEqual({
      order_status: '注文後',
      order_id: '26112000001',
      organization: '',
      family_name: '佐藤',
      given_name: '花子',
      tel: '',
      email: 'sato@example.jp',
      message: '納期を教えてください',
    });
  });

  it('converts names both ways', () => {
    for (const name of ['orderStatus', 'orderId', 'familyName', 'email']) {
      expect(toCamelCase(toSnakeCase(name))).toBe(name);
    }
  });

  it('gives the server’s field messages back under the form’s names', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            message: '入力内容に誤りがあります',
            errors: { order_id: '必ず入力してください' },
          }),
          {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const failure: unknown = await sendContact(form).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.errors).toEqual({ orderId: '必ず入力してください' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ family_name: '佐藤', order_status: '注文後' });
  });
});

describe('the contact store (spec point 4)', () => {
  it('keeps the form when sending fails and resets it after success', () => {
    const store = useContactStore.getState();
    store.saveDraft({ values: { ...form }, form });
    store.requestStarted();
    store.requestFailed('サーバーエラーが発生しました');
    expect(useContactStore.getState()).toMatchObject({
      requesting: false,
      requestError: 'サーバーエラーが発生しました',
    });
    expect(useContactStore.getState().draft?.form).toEqual(form);
    useContactStore.getState().requestSucceeded();
    expect(useContactStore.getState().draft).toBeNull();
  });
});
