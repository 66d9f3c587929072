// An order's proofs in the back office (issue 20 point 2; decision 0750): every version with its
// date, note and the customer's answer, and the form that sends the next version.
import { useId, useState } from 'react';
import { formatDateTime } from '@shop/domain/format';
import { ORDER_STATUS } from '@shop/domain/orders';
import { proofAnswerLabel, PROOF_MESSAGE_MAX } from '@shop/domain/proofs';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { TextArea } from '~/ui/form/text-area';
import { showToast } from '~/ui/toast-store';
import { useOrderProofs, useSendProof } from './proof-queries';

const canSend = (status: number) =>
  status === ORDER_STATUS.uploaded || status === ORDER_STATUS.waitingResponse;

export function ProofPanel({ orderId }: { orderId: string }) {
  const proofs = useOrderProofs(orderId);
  const data = proofs.data;
  return (
    <div className="mt-4 space-y-3" data-testid={`proofs-${orderId}`}>
      <h3 className="font-bold">校正{data?.priorConsent ? '（事前承認のご希望あり：承認後に印刷）' : ''}</h3>
      {proofs.isError ? (
        <FormAlert message={errorMessageOf(proofs.error, '校正を読み込めませんでした')} />
      ) : null}
      {data && data.proofs.length === 0 ? (
        <p className="text-sm text-slate-700">まだ校正を送っていません。</p>
      ) : null}
      {data && data.proofs.length > 0 ? (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[...data.proofs].reverse().map((proof) => (
            <li key={proof.version} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-bold">
                第{proof.version}版{' '}
                <span className="font-normal">{formatDateTime(new Date(proof.sentAt))}</span>
              </p>
              <img
                src={proof.imageUrl}
                alt={`校正 第${proof.version}版`}
                className="mt-2 max-h-64 w-full rounded border border-slate-200 object-contain"
              />
              {proof.note ? <p className="mt-1 whitespace-pre-wrap">コメント：{proof.note}</p> : null}
              <p className="mt-1 font-bold" data-testid="proof-answer">
                {proofAnswerLabel(proof.answer)}
                {proof.answeredAt ? (
                  <span className="ml-2 font-normal">{formatDateTime(new Date(proof.answeredAt))}</span>
                ) : null}
              </p>
              {proof.answerMessage ? (
                <p className="mt-1 whitespace-pre-wrap">修正依頼：{proof.answerMessage}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {data && canSend(data.status) ? <SendProofForm orderId={orderId} /> : null}
    </div>
  );
}

function SendProofForm({ orderId }: { orderId: string }) {
  const send = useSendProof(orderId);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = () => {
    if (!file) {
      setFileError('校正の画像（PNG または JPEG）を選んでください');
      return;
    }
    setFileError(null);
    send.mutate(
      { note, file },
      {
        onSuccess: (sent) => {
          showToast(`校正 第${sent.version}版をお客様に送りました`, 'success');
          setNote('');
          setFile(null);
        },
      },
    );
  };
  return (
    <form
      className="space-y-3 rounded-lg bg-slate-50 p-3"
      aria-label={`${orderId} の校正を送る`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div>
        <label htmlFor={fileId} className="block font-bold">
          校正の画像（PNG・JPEG）
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : undefined}
          className="mt-1 block min-h-11"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {fileError ? (
          <p id={`${fileId}-error`} className="mt-1 text-sm text-red-800">
            {fileError}
          </p>
        ) : null}
      </div>
      <TextArea
        label="お客様へのコメント"
        rows={2}
        value={note}
        maxLength={PROOF_MESSAGE_MAX}
        onChange={(event) => setNote(event.target.value)}
      />
      <FormAlert message={send.isError ? errorMessageOf(send.error, '校正を送れませんでした') : null} />
      <Button type="submit" pending={send.isPending}>
        校正を送る
      </Button>
    </form>
  );
}
