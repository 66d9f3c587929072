// /checkout/tds (spec point 3): the card issuer's 3-D Secure page is reached by posting PaReq,
// TermUrl and MD to the `redirect` the purchase answered; the issuer posts back to TermUrl, which
// sends the browser on to /checkout/done/{id} or /checkout/error.
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageContainer, PageHeader } from '../../../ui/page';
import { useCheckoutStore } from '../store';

export function TdsScreen() {
  const tds = useCheckoutStore((state) => state.tds);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.submit();
  }, []);

  if (!tds) return <Navigate to={paths.cart.href()} replace />;
  return (
    <PageContainer>
      <PageHeader title="本人認証（3Dセキュア）" lead="カード会社の本人認証ページへ移動しています…" />
      <form ref={form} method="post" action={tds.redirect}>
        <input type="hidden" name="PaReq" value={tds.pareq} />
        <input type="hidden" name="TermUrl" value={tds.termUrl} />
        <input type="hidden" name="MD" value={tds.md} />
        <noscript>
          <button type="submit">本人認証へ進む</button>
        </noscript>
        <p className="text-slate-700">自動で移動しない場合は、下のボタンを押してください。</p>
        <button type="submit" className="mt-3 min-h-11 rounded-lg bg-brand px-5 font-bold text-white">
          本人認証へ進む
        </button>
      </form>
    </PageContainer>
  );
}
