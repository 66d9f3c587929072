// /checkout/paypay/{reference}: back from PayPay before PayPay told the shop (decision 0785). The
// page asks the shop a few times, more slowly each time (the shop asks PayPay, never the address);
// paid goes to the done page, not placed to the error page. Still waiting after that, it says what
// to do: an app payment may land a little later, and My page can go on paying or cancel.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ButtonLink, MessagePage } from '../../../ui/page';
import { fetchPayPayStatus } from '../api/paypay-status';

/** The waits before each question, in ms: about twenty seconds in all. */
export const PAYPAY_POLL_DELAYS = [1000, 2000, 3000, 5000, 8000] as const;

export function PayPayWaitingScreen({
  reference,
  delays = PAYPAY_POLL_DELAYS,
}: {
  reference: string;
  delays?: readonly number[];
}) {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [purchaseId, setPurchaseId] = useState<string | null>(null);
  const done = attempt >= delays.length;

  useEffect(() => {
    if (done) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchPayPayStatus(reference).then(
        (status) => {
          if (!current) return;
          setPurchaseId(status.purchaseId);
          if (status.state === 'paid')
            void navigate(paths.checkoutDone.href(status.purchaseId), { replace: true });
          else if (status.state === 'released')
            void navigate(
              `${paths.checkoutError.href()}?message=${encodeURIComponent(status.message ?? '')}`,
              {
                replace: true,
              },
            );
          else setAttempt((value) => value + 1);
        },
        () => {
          if (current) setAttempt((value) => value + 1);
        },
      );
    }, delays[attempt]);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [attempt, delays, done, navigate, reference]);

  if (!done) {
    return (
      <MessagePage title="お支払いを確認しています">
        <p role="status">PayPayでのお支払いを確認しています。このままお待ちください…</p>
      </MessagePage>
    );
  }
  return (
    <MessagePage
      title="お支払いの確認に時間がかかっています"
      actions={
        <>
          <ButtonLink to={purchaseId ? paths.mypageHistory.href(purchaseId) : paths.mypage.href()}>
            ご注文履歴で確認する
          </ButtonLink>
          <button
            type="button"
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-5 font-bold text-slate-900"
            onClick={() => setAttempt(0)}
          >
            もう一度確認する
          </button>
        </>
      }
    >
      <p role="status">PayPayからのお支払い完了のお知らせをまだ確認できていません。</p>
      <p>
        PayPayアプリでお支払いを済ませた場合は、数分後にご注文履歴でご確認ください。お支払いがまだの場合は、ご注文履歴の「支払いを続ける」からお手続きいただけます（ご注文から30分以内）。お支払いが完了しなかったご注文は確定せず、代金も請求されません。
      </p>
    </MessagePage>
  );
}
