// 銀行振込 on the done page and My page (issue 21 point 1, decision 0820): where to transfer, how
// much, under which name and by when, from the purchase's own answer (the server reads the
// method's state in one place). 銀行振込（バーチャル口座） (point 2, decision 0825) shows the same with
// the order's own account, which needs no 振込名義. Loaded on its own, only for a bank-transfer
// purchase, so the pages' first view carries none of it.
import type { BankTransfer } from '@shop/domain/answers';
import { transferNameExample } from '@shop/domain/bank-transfer';
import { formatYen } from '@shop/domain/format';
import type { ReactNode } from 'react';

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5 last:border-b-0">
      <dt className="shrink-0 text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Instructions({ purchaseId, transfer }: { purchaseId: string; transfer: BankTransfer }) {
  const account = transfer.account;
  const short = transfer.state === 'short';
  const own = transfer.virtualAccount;
  return (
    <section
      aria-labelledby="bank-transfer-heading"
      className="rounded-xl border-2 border-brand bg-white p-4 text-left text-sm"
    >
      <h2 id="bank-transfer-heading" className="mb-2 text-base font-bold text-slate-900">
        お振込みのお願い
      </h2>
      <p className="mb-3 text-slate-800">
        {short ? (
          <>
            {formatYen(transfer.received)} のご入金を確認しましたが、{formatYen(transfer.difference)}{' '}
            不足しております。不足分を下記の口座へお振込みください。
          </>
        ) : (
          <>
            <strong data-testid="bank-transfer-due">{transfer.dueDateLabel}</strong>
            までに、下記の{own ? 'ご注文専用の' : ''}
            口座へお振込みください。ご入金を確認しましたら、メールでお知らせし、ご注文の手配を進めます。
          </>
        )}
      </p>
      <dl>
        <Row term={short ? '不足額' : 'お振込み金額'} testId="bank-transfer-amount">
          {formatYen(short ? transfer.difference : transfer.amount)}
        </Row>
        {account ? (
          <>
            <Row term="銀行名">{account.bankName}</Row>
            <Row term="支店名">{account.branchName}</Row>
            <Row term="口座種別">{account.accountType}</Row>
            <Row term="口座番号" testId="bank-transfer-account-number">
              <span className="font-mono">{account.accountNumber}</span>
            </Row>
            <Row term="口座名義">{account.accountHolder}</Row>
          </>
        ) : null}
        {own ? null : (
          <Row term="振込名義" testId="bank-transfer-name">
            <span className="font-mono">{transfer.transferName}</span>＋お名前
          </Row>
        )}
        <Row term="お振込み期限">{transfer.dueDateLabel}</Row>
      </dl>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {own ? (
          <li>この口座はこのご注文専用です。振込名義（ご依頼人名）はお名前のままで構いません。</li>
        ) : (
          <li>
            振込名義（ご依頼人名）は、お名前の前にご注文番号を入れてください（例：
            {transferNameExample(purchaseId, 'ヤマダ タロウ')}）。
          </li>
        )}
        <li>振込手数料はお客様のご負担にてお願いいたします。</li>
        <li>期限までにご入金を確認できない場合、ご注文は自動的にキャンセルとなります。</li>
      </ul>
    </section>
  );
}

/** What a bank-transfer purchase says about its payment; nothing for one cancelled by the customer. */
export function BankTransferPanel({ purchaseId, transfer }: { purchaseId: string; transfer: BankTransfer }) {
  switch (transfer.state) {
    case 'awaiting':
    case 'short':
      return <Instructions purchaseId={purchaseId} transfer={transfer} />;
    case 'paid':
    case 'over':
      return (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          お振込み（{formatYen(transfer.received)}）のご入金を確認しました。ありがとうございます。
        </p>
      );
    case 'late':
      return (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          お振込み期限（{transfer.dueDateLabel}）を過ぎてから、{formatYen(transfer.received)}
          のご入金を確認しました。お手続きについて、担当者よりご連絡いたします。
        </p>
      );
    case 'expired':
      return (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          お振込み期限（{transfer.dueDateLabel}
          ）までにご入金を確認できなかったため、このご注文はキャンセルされました。
        </p>
      );
    case 'cancelled':
      return null;
  }
}

export default BankTransferPanel;
