// The panel as its own chunk: only bank-transfer purchases load it (the 170 KB first-view budget).
import { lazy, Suspense } from 'react';
import type { BankTransfer } from '@shop/domain/answers';

const Panel = lazy(() => import('./bank-transfer-panel'));

export function LazyBankTransferPanel({
  purchaseId,
  transfer,
}: {
  purchaseId: string;
  transfer: BankTransfer;
}) {
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">お振込み先を表示しています…</p>}>
      <Panel purchaseId={purchaseId} transfer={transfer} />
    </Suspense>
  );
}
