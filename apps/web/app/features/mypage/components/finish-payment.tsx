// A card purchase left on the issuer's 3-D Secure page (issue 16 point 2, decision 0656), or a
// PayPay purchase left on PayPay's page (decision 0785): within the 30 minutes the member finishes
// paying from here (the same challenge posted to the issuer again, or PayPay's page opened again)
// or cancels it; past them the shop releases it and nothing is charged.
import type { ResumableChallenge } from '@shop/domain/answers';
import { formatTime } from '@shop/domain/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { showToast } from '../../../ui/toast-store';
import { mypageKeys } from '../api/queries';
import { resumeChallenge } from '../api/resume-challenge';

/** Posts the challenge to the issuer's page as the checkout did (PaReq, TermUrl, MD). */
function ChallengeForm({ challenge }: { challenge: ResumableChallenge }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <form ref={form} method="post" action={challenge.redirect}>
      <input type="hidden" name="PaReq" value={challenge.pareq} />
      <input type="hidden" name="TermUrl" value={challenge.termUrl} />
      <input type="hidden" name="MD" value={challenge.md} />
      <p className="mt-2 text-sm text-slate-700" role="status">
        カード会社の本人認証ページへ移動しています（{formatTime(new Date(challenge.closesAt))}
        まで）…
      </p>
    </form>
  );
}

export function FinishPayment({
  purchaseId,
  method,
  onCancel,
}: {
  purchaseId: string;
  /** The purchase's payment method: 'paypay' waits on PayPay's page, the rest on the card issuer's. */
  method: string;
  onCancel: () => void;
}) {
  const payPay = method === 'paypay';
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<ResumableChallenge | null>(null);

  const finish = async () => {
    setPending(true);
    try {
      const resumed = await resumeChallenge(purchaseId);
      if (resumed.method === 'paypay') {
        window.location.assign(resumed.redirect);
        return;
      }
      setChallenge(resumed);
    } catch (caught) {
      showToast(
        isApiError(caught) ? caught.message : 'ただいまお手続きできません。時間をおいて再度お試しください',
        'error',
      );
      await queryClient.invalidateQueries({ queryKey: mypageKeys.all });
      setPending(false);
    }
  };

  return (
    <section
      aria-labelledby="finish-payment-title"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="finish-payment-title" className="font-bold">
        {payPay ? 'PayPayでのお支払いが完了していません' : 'お支払い（カードの本人認証）が完了していません'}
      </h2>
      <p className="mt-1 text-sm">
        {payPay
          ? 'ご注文はまだ確定していません。お手続きの開始から30分以内であれば、PayPayでお支払いを完了できます。'
          : 'ご注文はまだ確定していません。お手続きの開始から30分以内であれば、本人認証を済ませてお支払いを完了できます。'}
        完了しない場合、ご注文は確定せず、代金も請求されません（ご利用のポイント・クーポンはお戻しします）。
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button pending={pending} pendingLabel="移動しています…" onClick={() => void finish()}>
          {payPay ? '支払いを続ける' : 'お支払いを完了する'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          このご注文を取り消す
        </Button>
      </div>
      {challenge ? <ChallengeForm challenge={challenge} /> : null}
    </section>
  );
}
