import { estimateRequestSchema, type EstimateRequestInput } from '@shop/domain/forms';
import { describe, expect, it } from 'vitest';
import { estimateFormData, estimateJson } from './api/send-estimate-request';
import { samplePayload } from './api/send-sample-request';
import { toReceipt } from './api/receipt';
import { withoutHiddenAnswers } from './components/estimate-request-form';
import { sampleFileProblem } from './components/sample-file-field';
import { ROLL_DELIVERY } from './estimate-choices';
import { createRequestStore } from '../../lib/draft-request-store';
import { requestStepHref, requestStepOf } from './request-step';

describe('request steps in the URL', () => {
  it.each([
    ['/request-sample', 'input'],
    ['/request-sample/', 'input'],
    ['/request-sample/confirm', 'confirm'],
    ['/request-sample/confirm/', 'confirm'],
    ['/request-sample/anything', 'input'],
    ['/request-estimate/confirm', 'input'],
  ] as const)('%s → %s', (pathname, step) => {
    expect(requestStepOf(pathname, '/request-sample')).toBe(step);
  });

  it('builds the step URLs from the base path', () => {
    expect(requestStepHref('/request-estimate', 'confirm')).toBe('/request-estimate/confirm');
    expect(requestStepHref('/request-estimate', 'input')).toBe('/request-estimate');
  });
});

describe('the request store (spec point 4)', () => {
  it('keeps the draft and says why when a send fails, and forgets everything after success', () => {
    const store = createRequestStore<{ name: string }, { name: string }>('test');
    store.getState().saveDraft({ values: { name: '山田' }, form: { name: '山田' } });
    store.getState().requestStarted();
    expect(store.getState().requesting).toBe(true);
    store.getState().requestFailed('サーバーエラーが発生しました', { name: '必ず入力してください' });
    expect(store.getState()).toMatchObject({
      requesting: false,
      requestError: 'サーバーエラーが発生しました',
      fieldErrors: { name: '必ず入力してください' },
      draft: { values: { name: '山田' } },
    });
    store.getState().requestStarted();
    expect(store.getState().requestError).toBeNull();
    store.getState().requestSucceeded();
    expect(store.getState()).toMatchObject({ draft: null, requesting: false, requestError: null });
  });
});

describe('POST /sample payload', () => {
  it('sends the postal code as a number and leaves the lookup candidates out', () => {
    const payload = samplePayload({
      sampleList: [101],
      organization: '',
      name: '山田 太郎',
      kana: 'ヤマダ タロウ',
      postalCode: '0600000',
      addressLevel1: '01',
      addressLevel2: '札幌市中央区',
      addressLine1: '北1条西2丁目',
      addressLine2: '',
      receivedPostalData: [{ prefecture: '北海道', city: '札幌市中央区' }],
      tel: '011-123-4567',
      email: 'a@example.jp',
    });
    expect(payload.postalCode).toBe(600000);
    expect(payload).not.toHaveProperty('receivedPostalData');
  });

  it('reads the receipt number, and a success without one', () => {
    expect(toReceipt({ receiptNumber: 'S-000001' })).toEqual({ receiptNumber: 'S-000001' });
    expect(toReceipt(undefined)).toEqual({ receiptNumber: null });
  });
});

const estimateInput: EstimateRequestInput = {
  purpose: '商品ラベル',
  placement: '屋外',
  placementEtc: '看板の横',
  sizeX: '50',
  sizeY: '30',
  tokusyoku: 'なし',
  tokusyokuText: 'DIC 1',
  num0: '1,000',
  num1: '２０００',
  deliveryForm: '複数面付けのシート',
  rollRoll: '外巻き（印刷面が外側）',
  rollSize: '76mm',
  deliveryTo: '27',
  familyName: '山田',
  givenName: '太郎',
  tel: '06-1234-5678',
  email: 'a@example.jp',
};

describe('POST /request-estimate body', () => {
  const form = estimateRequestSchema.parse(estimateInput);

  it('sends every field as json with deliveryTo as the prefecture name, and the files', () => {
    const logo = new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' });
    const body = estimateFormData(form, { sample2: logo });
    const json = JSON.parse(body.get('json') as string) as Record<string, unknown>;
    expect(json).toMatchObject({ deliveryTo: '大阪府', num0: '1000', num1: '2000', num2: '', sizeX: 50 });
    expect(body.get('sample1')).toBeNull();
    const sent = body.get('sample2');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('logo.pdf');
    expect((sent as File).size).toBe(logo.size);
    expect(estimateJson(form).deliveryTo).toBe('大阪府');
  });

  it('does not send answers to questions that no longer apply', () => {
    const cleaned = withoutHiddenAnswers(form);
    expect(cleaned).toMatchObject({ placementEtc: '', tokusyokuText: '', rollRoll: '', rollSize: '' });
    const roll = withoutHiddenAnswers({
      ...form,
      deliveryForm: ROLL_DELIVERY,
      placement: 'その他',
      tokusyoku: 'あり',
    });
    expect(roll).toMatchObject({
      placementEtc: '看板の横',
      tokusyokuText: 'DIC 1',
      rollRoll: '外巻き（印刷面が外側）',
      rollSize: '76mm',
    });
  });
});

describe('choosing a sample file', () => {
  it.each([
    ['logo.ai', 1000, null],
    ['photo.JPG', 5 * 1024 * 1024, null],
    ['empty.png', 0, '空のファイルはお送りいただけません'],
    ['huge.pdf', 10 * 1024 * 1024 + 1, 'ファイルのサイズは10MBまででお願いいたします'],
    ['setup.exe', 1000, 'このファイル形式はお送りいただけません（PDF・AI・EPS・PSD・JPEG・PNG・ZIPなど）'],
  ] as const)('%s of %d bytes → %s', (name, size, problem) => {
    const file = new File([], name);
    Object.defineProperty(file, 'size', { value: size });
    expect(sampleFileProblem(file)).toBe(problem);
  });
});
