// The 後払い stand-in's page for testers (README: 「後払いの審査と発送連絡」): the latest
// transactions, a held review finished with OK or NG (the signed result goes to the shop), and the
// shipping reports the shop sent for each. No script: one form per held transaction.
import { formatYen } from '@shop/domain/format';
import type { ReviewResult, StandInTransaction } from './deferred-payment.ts';
import { escapeHtml, page } from './tds-page.ts';

const RESULT_LABELS = { OK: '審査OK', NG: '審査NG', HOLD: '審査保留' } as const;

export function reviewsPage(input: {
  action: (transactionId: string) => string;
  transactions: (StandInTransaction & { row: { token: string; orderNumber: string; amount: number } })[];
  result: ReviewResult | null;
}): string {
  const result = input.result;
  const outcome =
    result === null
      ? ''
      : result.kind === 'refused'
        ? `<p id="error" class="error" role="alert">${escapeHtml(result.message)}</p>`
        : `<p class="done" role="status">${escapeHtml(RESULT_LABELS[result.result])}をショップへ通知しました（ショップの応答 ${result.shopStatus}）。</p>`;
  const items = input.transactions
    .map((transaction) => {
      const { row } = transaction;
      const shipments =
        transaction.shipments.length === 0
          ? '<p class="hint">発送連絡：まだありません</p>'
          : `<ul data-testid="shipments">${transaction.shipments
              .map(
                (shipment) =>
                  `<li>発送連絡 ${escapeHtml(shipment.reportId)}：${escapeHtml(shipment.carrier || '（配送業者なし）')} ${escapeHtml(shipment.trackingNumber || '（伝票番号なし）')}（${escapeHtml(shipment.receivedAt)}）</li>`,
              )
              .join('')}</ul>`;
      const review =
        transaction.result === 'HOLD'
          ? `<form method="post" action="${escapeHtml(input.action(row.token))}">
<button type="submit" name="decision" value="OK" class="primary">審査OKにする</button>
<button type="submit" name="decision" value="NG" class="secondary">審査NGにする</button>
</form>`
          : '';
      return `<section data-testid="transaction" data-buyer="${escapeHtml(transaction.buyerName)}">
<dl>
<div><dt>購入者</dt><dd>${escapeHtml(transaction.buyerName)}</dd></div>
<div><dt>金額</dt><dd>${escapeHtml(formatYen(row.amount))}</dd></div>
<div><dt>審査</dt><dd data-testid="screening">${escapeHtml(RESULT_LABELS[transaction.result])}</dd></div>
${transaction.cancelledAt ? `<div><dt>取消</dt><dd data-testid="cancelled">ショップから取消（${escapeHtml(transaction.cancelledAt)}）・請求しません</dd></div>` : ''}
</dl>
${transaction.cancelledAt ? '' : review}
${shipments}
</section>`;
    })
    .join('\n');
  return page(
    '後払いの審査と発送連絡',
    `<h1>後払いの審査と発送連絡</h1>
<p>購入者のお名前に「審査保留」を含むご注文は審査保留に、「審査NG」を含むご注文（または¥55,000を超えるご注文）は審査NGになります。審査保留の取引は、ここで結果を決めるとショップへ署名付きで通知されます。</p>
${outcome}
${items || '<p>取引はまだありません。</p>'}`,
  );
}
