import { deliveryDateOptions, orderCutoffHour } from '@shop/domain/calendar';
import {
  CASH_ON_DELIVERY_LIMIT,
  OFFERED_PAYMENT_METHOD_IDS,
  cashOnDeliveryFee,
  paymentMethodLabel,
} from '@shop/domain/checkout';
import { formatYen, formatYenSuffix } from '@shop/domain/format';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Operator, ShopProfileState } from '../../lib/shop-profile';
import { operatorPlaceholders } from './components/operator-detail';
import { cashOnDeliveryTiers, TokushohoContent } from './components/tokushoho-content';

afterEach(cleanup);

/** An operator other than the sample shop: the page prints whatever the server's profile says. */
const operator: Operator = {
  shopName: 'ラベル工房',
  name: '株式会社ラベル工房（試験用）',
  representative: '佐藤 花子',
  postalCode: '530-0001',
  address: '大阪府大阪市北区梅田1-1-1',
  tel: '06-6000-0000',
  email: 'shop@label-kobo.example.jp',
  businessHours: '平日 9:30〜17:30（土日祝を除く）',
  registrationNumber: 'T2876543210987',
};

function renderPage(profile: ShopProfileState = { operator }) {
  const { container } = render(
    <MemoryRouter>
      <TokushohoContent profile={profile} />
    </MemoryRouter>,
  );
  const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
  const text = (term: string) =>
    [...container.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
      ?.textContent ?? '';
  return { terms, text };
}

describe('特定商取引法に基づく表記 (issue 7, point 6)', () => {
  it('has every item the law asks for, each with content', () => {
    const { terms, text } = renderPage();
    for (const item of [
      '販売業者',
      '運営統括責任者',
      '所在地',
      '電話番号',
      'メールアドレス',
      'お問い合わせ',
      '販売価格',
      '商品代金以外の必要料金',
      'お支払い方法',
      'お支払い時期',
      '商品の引渡時期',
      'ご注文のキャンセル',
      '返品・交換',
    ]) {
      expect(terms).toContain(item);
      expect(text(item).length).toBeGreaterThan(2);
    }
    expect(text('所在地')).toMatch(/〒\d{3}-\d{4}/);
    expect(text('電話番号')).toMatch(/\d{2,4}-\d{2,4}-\d{4}/);
  });

  it("prints the operator the server's profile names, and nothing of its own (issue 15)", () => {
    const { text } = renderPage();
    expect(text('販売業者')).toBe(operator.name);
    expect(text('運営統括責任者')).toBe(operator.representative);
    expect(text('所在地')).toBe('〒530-0001 大阪府大阪市北区梅田1-1-1');
    expect(text('電話番号')).toContain(`06-6000-0000（受付時間：${operator.businessHours}`);
    expect(text('メールアドレス')).toBe(operator.email);
    expect(text('適格請求書発行事業者登録番号')).toBe(operator.registrationNumber);
    // Every mail's Reply-To is this address, so a reply is a way to write too (decision 0783).
    expect(text('お問い合わせ')).toContain('当店からお送りしたメールへのご返信でも承ります');
  });

  it('says the details are loading, or could not be read, until the server answers', () => {
    expect(renderPage({ operator: null, failed: false }).text('販売業者')).toBe(operatorPlaceholders.loading);
    cleanup();
    expect(renderPage({ operator: null, failed: true }).text('所在地')).toBe(operatorPlaceholders.failed);
  });

  it('states the cash-on-delivery fees the checkout charges', () => {
    const { text } = renderPage();
    const fees = text('商品代金以外の必要料金');
    for (const tier of cashOnDeliveryTiers) {
      const upTo = Number(tier.upTo.replace(/[^\d]/g, ''));
      expect(formatYenSuffix(upTo)).toBe(tier.upTo);
      expect(formatYen(cashOnDeliveryFee(upTo) ?? -1)).toBe(tier.fee);
      expect(fees).toContain(`${tier.upTo}まで：${tier.fee}`);
    }
    expect(cashOnDeliveryFee(CASH_ON_DELIVERY_LIMIT + 1)).toBeNull();
    expect(text('お支払い方法')).toContain(formatYen(CASH_ON_DELIVERY_LIMIT));
  });

  it('names exactly the payment methods offered at checkout, and when each is paid', () => {
    const { text } = renderPage();
    const labels = OFFERED_PAYMENT_METHOD_IDS.map(paymentMethodLabel);
    expect(text('お支払い方法').split('ポイントは')[0]).toBe(labels.join('、'));
    for (const label of labels) expect(text('お支払い時期')).toContain(label);
  });

  it('states the cut-off and the delivery options of the calendar', () => {
    const { text } = renderPage();
    const delivery = text('商品の引渡時期');
    expect(delivery).toContain(`平日${orderCutoffHour}時まで`);
    expect(delivery).toContain(`${[...deliveryDateOptions].sort((a, b) => a - b).join('・')}営業日`);
  });

  // Issue 24 point 6: plain and complete (decision 0715).
  it('names the 運営統括責任者, gives the telephone hours and defines the fee base as the checkout computes it', () => {
    const { text } = renderPage();
    expect(text('運営統括責任者')).not.toContain('開示');
    expect(text('運営統括責任者').length).toBeGreaterThan(1);
    expect(text('電話番号')).toContain('受付時間：');
    expect(text('電話番号')).not.toMatch(/確実|つながりにくい/);
    expect(text('商品代金以外の必要料金')).toContain('クーポン・ポイントご利用後の金額');
  });

  it('says what delays delivery, what happens without artwork, how refunds are paid and what a defect claim gets', () => {
    const { text } = renderPage();
    expect(text('販売価格')).toContain('申込期間');
    const delivery = text('商品の引渡時期');
    for (const words of ['入稿データのお送りが遅れた場合', '再入稿', '仕上がりイメージ', '30日を過ぎても']) {
      expect(delivery).toContain(words);
    }
    const returns = text('返品・交換');
    for (const words of ['銀行口座', '受取拒否', '7日を過ぎた場合も', '法令に従い'])
      expect(returns).toContain(words);
  });
});
