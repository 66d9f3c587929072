// The virtual-account stand-in's page for testers (README: 「バーチャル口座への入金」): an account
// number from the thanks page or My page, and how the money comes in. No script.
import { formatYen } from '@shop/domain/format';
import { escapeHtml, page } from './tds-page.ts';
import type { DepositKind, DepositResult } from './virtual-accounts.ts';

const KIND_LABELS: Record<DepositKind, string> = {
  full: 'ご請求額どおり（残りの全額）',
  short: '不足（残りの半額）',
  over: '過入金（残りの全額＋¥1,000）',
  late: 'お振込み期限の翌日に残りの全額',
};

export function depositPage(input: {
  action: string;
  accountNumber: string;
  result: DepositResult | null;
}): string {
  const result = input.result;
  const outcome =
    result === null
      ? ''
      : result.kind === 'refused'
        ? `<p id="error" class="error" role="alert">${escapeHtml(result.message)}</p>`
        : `<div role="status"><p class="done">${escapeHtml(formatYen(result.amount))} を入金し、ショップへ通知しました（ショップの応答 ${result.shopStatus}）。</p>${result.accountClosed ? '\n<p class="error">この口座はショップが閉鎖済みです（ご注文の取り消し・期限切れ）。閉鎖後の入金として通知しました。</p>' : ''}
<dl>
<div><dt>入金の合計</dt><dd data-testid="deposit-total">${escapeHtml(formatYen(result.total))}</dd></div>
<div><dt>ご請求額</dt><dd>${escapeHtml(formatYen(result.due))}</dd></div>
<div><dt>通知番号</dt><dd>${escapeHtml(result.notificationId)}</dd></div>
</dl></div>`;
  const choices = (Object.keys(KIND_LABELS) as DepositKind[])
    .map(
      (kind, index) =>
        `<label class="choice"><input type="radio" name="kind" value="${kind}"${index === 0 ? ' checked' : ''}> ${escapeHtml(KIND_LABELS[kind])}</label>`,
    )
    .join('\n');
  return page(
    'バーチャル口座への入金',
    `<h1>バーチャル口座への入金</h1>
<p>ご注文ごとに発行された口座へ、お客様の代わりに入金します。入金するとショップへ入金通知（署名付き）が送られます。</p>
${outcome}
<form method="post" action="${escapeHtml(input.action)}">
<label for="account_number">口座番号（7桁）</label>
<input id="account_number" name="account_number" type="text" inputmode="numeric" autocomplete="off" value="${escapeHtml(input.accountNumber)}" required>
<fieldset>
<legend>入金のしかた</legend>
${choices}
</fieldset>
<button type="submit" class="primary">入金する</button>
</form>`,
  );
}
