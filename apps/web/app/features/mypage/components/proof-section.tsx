// The proofs (校正) of an order on My page (issue 20; decision 0750): every version with its date
// and the answer given; the latest, while the shop waits for it, with one-tap approval and a
// change request with a message.
import { proofAnswerLabel, PROOF_MESSAGE_MAX, type ProofVersion } from '@shop/domain/proofs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextArea } from '../../../ui/form/text-area';
import { showToast } from '../../../ui/toast-store';
import { approveProof, fetchProofImage, proofsQueryOptions, requestProofChange } from '../api/proofs';
import { mypageKeys } from '../api/queries';
import { dateTimeLabel } from '../format';

/** Shown by the order card only at a status where proofs may exist (proof-slot.tsx). */
export function ProofSection({ orderId }: { orderId: string }) {
  const proofs = useQuery(proofsQueryOptions(orderId));
  if (!proofs.data || proofs.data.proofs.length === 0) return null;
  const { answerable } = proofs.data;
  const versions = [...proofs.data.proofs].reverse();
  return (
    <section aria-labelledby={`proofs-${orderId}`} className="mt-3 rounded-lg bg-slate-50 p-3">
      <h4 id={`proofs-${orderId}`} className="font-bold text-slate-900">
        校正（仕上がりイメージ）
      </h4>
      {answerable !== null ? (
        <p className="mt-1 text-sm text-slate-800">
          校正をご確認のうえ、承認または修正のご依頼をお願いいたします。ご承認後に印刷へ進みます。
        </p>
      ) : null}
      <ol className="mt-2 space-y-3">
        {versions.map((proof) => (
          <ProofVersionItem
            key={proof.version}
            orderId={orderId}
            proof={proof}
            answerable={proof.version === answerable}
          />
        ))}
      </ol>
    </section>
  );
}

function ProofVersionItem({
  orderId,
  proof,
  answerable,
}: {
  orderId: string;
  proof: ProofVersion;
  answerable: boolean;
}) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);
  const show = () => {
    setFailed(false);
    fetchProofImage(orderId, proof.version).then(setSrc, () => setFailed(true));
  };
  // The version waiting for an answer is shown at once: the customer answers what they see.
  useEffect(() => {
    if (!answerable) return;
    let live = true;
    fetchProofImage(orderId, proof.version).then(
      (url) => (live ? setSrc(url) : URL.revokeObjectURL(url)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [answerable, orderId, proof.version]);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="proof-version">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-bold">第{proof.version}版</span>
        <span className="text-slate-700">{dateTimeLabel(proof.sentAt)}</span>
      </p>
      {proof.note ? (
        <p className="mt-1 whitespace-pre-wrap text-slate-800">担当者より：{proof.note}</p>
      ) : null}
      {src ? (
        <img
          src={src}
          alt={`校正 第${proof.version}版`}
          className="mt-2 w-full rounded-lg border border-slate-200"
        />
      ) : (
        <Button variant="ghost" onClick={show}>
          第{proof.version}版の校正を見る
        </Button>
      )}
      {failed ? (
        <p role="alert" className="text-red-800">
          校正の画像を読み込めませんでした。時間をおいて再度お試しください
        </p>
      ) : null}
      <p className="mt-2">
        <span className="font-bold">{proofAnswerLabel(proof.answer)}</span>
        {proof.answeredAt ? (
          <span className="ml-2 text-slate-700">{dateTimeLabel(proof.answeredAt)}</span>
        ) : null}
      </p>
      {proof.answerMessage ? (
        <p className="mt-1 whitespace-pre-wrap text-slate-800">ご依頼内容：{proof.answerMessage}</p>
      ) : null}
      {answerable ? <ProofAnswerForm orderId={orderId} version={proof.version} /> : null}
    </li>
  );
}

function ProofAnswerForm({ orderId, version }: { orderId: string; version: number }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'approve' | 'change' | null>(null);

  const run = async (kind: 'approve' | 'change', call: () => Promise<unknown>, done: string) => {
    setPending(kind);
    setError(null);
    try {
      await call();
      showToast(done, 'success');
      await queryClient.invalidateQueries({ queryKey: mypageKeys.all });
    } catch (caught) {
      if (isApiError(caught) && caught.errors.message) setFieldError(caught.errors.message);
      else
        setError(
          isApiError(caught) ? caught.message : '送信できませんでした。時間をおいて再度お試しください',
        );
    } finally {
      setPending(null);
    }
  };

  const sendChange = () => {
    const text = message.trim();
    if (text === '') return setFieldError('修正内容をご入力ください');
    if (text.length > PROOF_MESSAGE_MAX)
      return setFieldError(`修正内容は${PROOF_MESSAGE_MAX}文字以内でご入力ください`);
    setFieldError(undefined);
    void run(
      'change',
      () => requestProofChange(orderId, version, text),
      '修正のご依頼を承りました。新しい校正をお待ちください',
    );
  };

  return (
    <div className="mt-3 space-y-3">
      {error ? <FormAlert message={error} /> : null}
      {asking ? (
        <>
          <TextArea
            label="修正内容"
            required
            rows={4}
            value={message}
            error={fieldError}
            maxLength={PROOF_MESSAGE_MAX}
            hint="どこをどのように直すか、できるだけ具体的にお書きください"
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button pending={pending === 'change'} onClick={sendChange}>
              修正を依頼する
            </Button>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setAsking(false)}>
              戻る
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            pending={pending === 'approve'}
            onClick={() =>
              void run(
                'approve',
                () => approveProof(orderId, version),
                '校正を承認いただきました。印刷の準備に入ります',
              )
            }
          >
            この内容で承認する
          </Button>
          <Button variant="secondary" disabled={pending !== null} onClick={() => setAsking(true)}>
            修正を依頼する
          </Button>
        </div>
      )}
    </div>
  );
}
