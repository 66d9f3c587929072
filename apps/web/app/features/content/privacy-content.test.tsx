import { leaveDataStatement } from '@shop/domain/members';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Operator, ShopProfileState } from '../../lib/shop-profile';
import { operatorPlaceholders } from './components/operator-detail';
import { PrivacyContent } from './components/privacy-content';

afterEach(cleanup);

// Issue 24 point 5, decision 0716.
/** An operator other than the sample shop: the policy names whoever the server's profile names. */
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

describe('プライバシーポリシー', () => {
  const renderPolicy = (profile: ShopProfileState = { operator }) =>
    render(
      <MemoryRouter>
        <PrivacyContent profile={profile} />
      </MemoryRouter>,
    ).container;
  const text = () => renderPolicy().textContent ?? '';

  it('names the operator, its address and 代表者 from the shop profile (decision 0719)', () => {
    const container = renderPolicy();
    const described = (term: string) =>
      [...container.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling
        ?.textContent;
    expect(described('事業者の名称')).toBe('株式会社ラベル工房（試験用）');
    expect(described('住所')).toBe('〒530-0001 大阪府大阪市北区梅田1-1-1');
    expect(described('代表者')).toBe('佐藤 花子');
  });

  it('says politely when the operator cannot be read yet', () => {
    const loading = renderPolicy({ operator: null, failed: false }).textContent ?? '';
    expect(loading).toContain(operatorPlaceholders.loading);
    cleanup();
    const failed = renderPolicy({ operator: null, failed: true }).textContent ?? '';
    expect(failed).toContain(operatorPlaceholders.failed);
  });

  it('has every part 個人情報保護法 asks for', () => {
    const policy = text();
    for (const words of [
      '代表者',
      'ポイント',
      '請求書・領収書',
      '制作事例',
      'リピート注文に備えた入稿データの保管',
      'Google タグマネージャー',
      'Google アナリティクス 4',
      'オプトアウト',
      'ご注文番号',
      '外国にある第三者',
      '外的環境',
      'ご本人の確認',
      '手数料',
      '電子データ',
      '第三者提供記録',
      '利用の停止',
      '制定日',
      '改定日',
    ]) {
      expect(policy).toContain(words);
    }
    expect(policy).not.toContain('個人を特定する情報は含まれません');
  });

  it('says what leaving does to the data with the words of the leave mail', () => {
    const policy = text();
    expect(policy).toContain(leaveDataStatement.deleted);
    expect(policy).toContain(leaveDataStatement.kept);
  });
});
