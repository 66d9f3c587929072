import { leaveDataStatement } from '@shop/domain/members';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PrivacyContent } from './components/privacy-content';

afterEach(cleanup);

// Issue 24 point 5, decision 0716.
describe('プライバシーポリシー', () => {
  const text = () =>
    render(
      <MemoryRouter>
        <PrivacyContent />
      </MemoryRouter>,
    ).container.textContent ?? '';

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
