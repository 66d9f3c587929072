import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime, formatYen } from '@shop/domain/format';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { AnswerForm } from '@admin/features/estimates/answer-form';
import { useEstimateRequest } from '@admin/features/estimates/estimate-queries';
import { ADMIN_API, adminPaths } from '@admin/config/paths';

export function meta() {
  return [{ title: '見積依頼の詳細 | シールラボ 管理画面' }];
}

const section = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/**
 * One estimate request (decision 0752): what the customer wrote, their files (downloaded as
 * attachments; PNG and JPEG also shown, as the artwork viewer does), the answer sent, and the form.
 */
export default function EstimateRequestPage() {
  const requestId = Number(useParams().requestId);
  const detail = useEstimateRequest(requestId);
  if (detail.isError)
    return <FormAlert message={errorMessageOf(detail.error, '見積依頼を読み込めませんでした')} />;
  if (!detail.data) return <p role="status">読み込み中…</p>;
  const { request, sections, files, answer } = detail.data;
  const placed = request.estimate?.orders ?? [];
  const fileUrl = (uploadId: number) => `${ADMIN_API}/estimate-requests/${request.id}/files/${uploadId}`;
  return (
    <div className="space-y-6">
      <p>
        <Link to={adminPaths.estimateRequests} className="text-brand underline">
          見積依頼の一覧へ戻る
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        見積依頼 <span className="font-mono">{request.receiptNumber}</span>
        {request.hurry ? <span className="ml-2 text-red-800">【お急ぎ】</span> : null}
      </h1>
      <p className="text-slate-700">
        受付日時：{formatDateTime(new Date(request.receivedAt))}
        {request.fromMember
          ? '（会員からのご依頼：回答はマイページにも表示されます）'
          : '（ログインなしのご依頼：回答はメールでお届けします）'}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {sections.map((part) => (
          <section key={part.title} aria-label={part.title} className={section}>
            <h2 className="font-bold">{part.title}</h2>
            <dl className="mt-2 grid grid-cols-[10rem_1fr] gap-1 text-sm">
              {part.rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-700">{row.label}</dt>
                  <dd className="whitespace-pre-wrap">{row.value === '' ? '（未記入）' : row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <section aria-labelledby="files" className={section}>
        <h2 id="files" className="font-bold">
          添付ファイル
        </h2>
        {files.length === 0 ? <p className="mt-2 text-sm">添付ファイルはありません。</p> : null}
        <ul className="mt-2 space-y-2 text-sm">
          {files.map((file) => (
            <li key={file.uploadId}>
              {file.originalName}（{Math.ceil(file.byteSize / 1024).toLocaleString('ja-JP')} KB）{' '}
              <a className="text-brand underline" href={fileUrl(file.uploadId)} download>
                {file.originalName} をダウンロード
              </a>
              {file.viewable ? (
                <img
                  src={`${fileUrl(file.uploadId)}/view`}
                  alt={`添付ファイル ${file.originalName}`}
                  className="mt-1 max-h-64 rounded border border-slate-200 object-contain"
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {answer ? (
        <section aria-labelledby="answer" className={section} data-testid="sent-answer">
          <h2 id="answer" className="font-bold">
            お送りした回答 <span className="font-mono">{answer.estimateNumber}</span>（{answer.statusLabel}）
          </h2>
          <p className="mt-1 text-sm">
            {answer.title}・回答日時 {formatDateTime(new Date(answer.answeredAt))}
            {answer.validUntil
              ? `・有効期限 ${formatDate(new Date(`${answer.validUntil}T00:00:00+09:00`))}`
              : ''}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {answer.children.map((child) => (
              <li key={child.no}>
                <span className="font-bold">
                  案{child.no}：{formatYen(child.amountWithTax)}
                </span>{' '}
                {child.name ?? ''}
                {child.specification ? (
                  <span className="block text-slate-700">{child.specification}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {answer.notes ? <p className="mt-2 whitespace-pre-wrap text-sm">備考：{answer.notes}</p> : null}
          {placed.length > 0 ? (
            <p className="mt-2 text-sm">
              ご注文：
              {placed.map((order) => (
                <Link
                  key={order.orderId}
                  to={adminPaths.purchase(order.purchaseId)}
                  className="mr-2 font-mono text-brand underline"
                >
                  {order.orderId}
                </Link>
              ))}
            </p>
          ) : null}
        </section>
      ) : null}
      {placed.length > 0 ? (
        <p className="text-slate-700">ご注文済みのため、回答は変更できません。</p>
      ) : (
        <section aria-labelledby="answer-form" className={section}>
          <h2 id="answer-form" className="mb-3 text-lg font-bold">
            {answer ? '回答を出し直す' : '回答を作成'}
          </h2>
          <AnswerForm
            key={answer?.answeredAt ?? 'new'}
            requestId={request.id}
            initialTitle={answer?.title ?? ''}
          />
        </section>
      )}
    </div>
  );
}
