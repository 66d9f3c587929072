// 後払い on the done page and My page (issue 21 point 4, decision 0826): the screening's state
// (審査中 / 後払い（請求書は発送後にお届けします）) and what happens next, from the purchase's own
// answer (the server reads the method's state in one place). Loaded on its own, only for a 後払い
// purchase, so the pages' first view carries none of it.
import type { DeferredPayment } from '@shop/domain/answers';

export default function DeferredPaymentPanel({ deferred }: { deferred: DeferredPayment }) {
  const held = deferred.screening === 'held';
  return (
    <section
      aria-labelledby="deferred-payment-heading"
      className={`rounded-xl border-2 bg-white p-4 text-left text-sm ${held ? 'border-amber-500' : 'border-brand'}`}
    >
      <h2 id="deferred-payment-heading" className="mb-2 text-base font-bold text-slate-900">
        お支払い方法：後払い
      </h2>
      <p className="mb-1 font-bold text-slate-900" data-testid="deferred-payment-state">
        {deferred.label}
      </p>
      <p className="text-slate-800">{deferred.note}</p>
    </section>
  );
}
