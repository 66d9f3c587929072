// The invoice-credit stand-in's page for testers (README: 「掛け払いの審査と請求」): the applications
// with a button that screens one by the README's rule and sends the result to the shop, and each
// month's invoice per member (the orders the shop billed) with 「入金を通知する」 (decision 0848). No script.
import { formatYen } from '@shop/domain/format';
import type { sandboxCreditApplications, sandboxCreditTransactions } from '../db/schema.ts';
import type { ScreeningSent } from './invoice-credit.ts';
import { escapeHtml, page } from './tds-page.ts';

type Application = typeof sandboxCreditApplications.$inferSelect;
type Billed = typeof sandboxCreditTransactions.$inferSelect;

const STATUS_LABELS: Record<string, string> = { screening: '審査中', approved: '承認', declined: '否決' };

function applicationRows(applications: Application[], action: string): string {
  if (applications.length === 0) return '<p>お申し込みはまだありません。</p>';
  return applications
    .map(
      (
        row,
      ) => `<form method="post" action="${escapeHtml(action)}" class="application" data-application="${escapeHtml(row.applicationId)}">
<p><strong>${escapeHtml(row.companyName)}</strong>（希望 ${escapeHtml(formatYen(row.desiredLimit))}）: <span data-testid="application-status">${escapeHtml(STATUS_LABELS[row.status] ?? row.status)}</span>${row.status === 'approved' ? ` 限度額 ${escapeHtml(formatYen(row.creditLimit))}` : ''}</p>
<input type="hidden" name="application_id" value="${escapeHtml(row.applicationId)}">
<button type="submit" class="primary">審査結果を通知する</button>
</form>`,
    )
    .join('\n');
}

function billingRows(applications: Application[], billed: Billed[], payAction: string): string {
  if (billed.length === 0) return '<p>請求対象のご注文はまだありません。</p>';
  const companyOf = new Map(applications.map((row) => [row.applicationId, row.companyName]));
  const groups = new Map<string, Billed[]>();
  for (const row of billed) {
    const key = `${row.billingMonth} ${row.applicationId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()]
    .map((rows) => {
      const first = rows[0];
      if (!first) return '';
      const total = rows.filter((row) => !row.cancelled).reduce((sum, row) => sum + row.amount, 0);
      const items = rows
        .map(
          (row) =>
            `<li>${escapeHtml(row.orderNumber)} ${escapeHtml(formatYen(row.amount))}${row.cancelled ? '（取消）' : ''}</li>`,
        )
        .join('');
      return `<section class="invoice" data-testid="invoice"><h3>${escapeHtml(first.billingMonth)} ${escapeHtml(companyOf.get(first.applicationId) ?? first.applicationId)}</h3>
<ul>${items}</ul><p>ご請求額 <strong data-testid="invoice-total">${escapeHtml(formatYen(total))}</strong></p>
<form method="post" action="${escapeHtml(payAction)}">
<input type="hidden" name="application_id" value="${escapeHtml(first.applicationId)}">
<input type="hidden" name="billing_month" value="${escapeHtml(first.billingMonth)}">
<label>入金額（円） <input name="amount" inputmode="numeric" value="${total}"></label>
<button type="submit" class="primary">入金を通知する</button>
</form></section>`;
    })
    .join('\n');
}

export function invoiceCreditPage(input: {
  action: string;
  /** Where 「入金を通知する」 posts (decision 0848). */
  payAction: string;
  applications: Application[];
  billed: Billed[];
  sent: ScreeningSent | null;
}): string {
  const sent = input.sent;
  const outcome =
    sent === null
      ? ''
      : sent.kind === 'refused'
        ? `<p id="error" class="error" role="alert">${escapeHtml(sent.message)}</p>`
        : sent.kind === 'paid'
          ? `<p class="done" role="status">${escapeHtml(sent.billingMonth)} のご請求への入金 ${escapeHtml(formatYen(sent.amount))} をショップへ通知しました（ショップの応答 ${sent.shopStatus}）。</p>`
          : `<p class="done" role="status">審査結果（${escapeHtml(STATUS_LABELS[sent.result] ?? sent.result)}${sent.result === 'approved' ? ` 限度額 ${escapeHtml(formatYen(sent.creditLimit))}` : ''}）をショップへ通知しました（ショップの応答 ${sent.shopStatus}）。</p>`;
  return page(
    '掛け払いの審査と請求',
    `<h1>掛け払いの審査と請求</h1>
<p>会社名に「審査NG」を含むお申し込みは否決、それ以外は希望額（上限 ¥1,000,000）で承認します。結果はショップへ署名付きで通知されます。</p>
${outcome}
<h2>お申し込み</h2>
${applicationRows(input.applications, input.action)}
<h2>月ごとのご請求</h2>
${billingRows(input.applications, input.billed, input.payAction)}`,
  );
}
