// 後払い on the staff's purchase view (decision 0826): the provider's screening and where each
// shipping report stands, and the cancellation's report (decision 0845). No form: the screening is the provider's, and a failed report is sent
// again by the shop's scheduled work by itself.
import type { DeferredPayment } from '@shop/domain/answers';
import { formatDateTime } from '@shop/domain/format';

const SCREENING = {
  held: '審査中（GMO後払いの審査待ち。製作は審査OKまで待ちます）',
  ok: '審査OK',
  declined: '審査NG（ご注文はキャンセル済み）',
} as const;

const REPORT = { pending: '送信待ち', sent: '送信済み', failed: '送信失敗（自動で再送します）' } as const;

export function DeferredPaymentPanel({ deferred }: { deferred: DeferredPayment }) {
  return (
    <>
      <p className="mt-2" data-testid="deferred-screening">
        審査結果：<strong>{SCREENING[deferred.screening]}</strong>
      </p>
      <h3 className="mt-3 font-bold">発送連絡（{deferred.provider}）</h3>
      {deferred.shipmentReports.length === 0 ? (
        <p className="text-sm text-slate-700">まだありません（発送済みにすると自動で送信します）。</p>
      ) : (
        <ul className="text-sm" data-testid="deferred-shipment-reports">
          {deferred.shipmentReports.map((report) => (
            <li key={report.orderId} className={report.state === 'failed' ? 'font-bold text-red-800' : ''}>
              <span className="font-mono">{report.orderId}</span>：{REPORT[report.state]}
              {report.sentAt ? `（${formatDateTime(new Date(report.sentAt))}）` : ''}
              {report.state === 'failed' && report.nextAttemptAt
                ? ` 試行${report.attempts}回・次回 ${formatDateTime(new Date(report.nextAttemptAt))}`
                : ''}
            </li>
          ))}
        </ul>
      )}
      {deferred.cancelReport ? (
        <p
          className={`mt-2 text-sm ${deferred.cancelReport.state === 'failed' ? 'font-bold text-red-800' : ''}`}
          data-testid="deferred-cancel-report"
        >
          取消連絡（請求しないよう{deferred.provider}へ）：{REPORT[deferred.cancelReport.state]}
          {deferred.cancelReport.sentAt
            ? `（${formatDateTime(new Date(deferred.cancelReport.sentAt))}）`
            : ''}
          {deferred.cancelReport.state === 'failed' && deferred.cancelReport.nextAttemptAt
            ? ` 試行${deferred.cancelReport.attempts}回・次回 ${formatDateTime(new Date(deferred.cancelReport.nextAttemptAt))}`
            : ''}
        </p>
      ) : null}
    </>
  );
}
