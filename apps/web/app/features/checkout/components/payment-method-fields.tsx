// お支払い方法 (spec point 3): one radio per offered method, the cash-on-delivery fee beside its own,
// and what the chosen transfer or 後払い asks of the customer under it.
import { bankTransferTiming } from '@shop/domain/bank-transfer';
import { virtualAccountTiming } from '@shop/domain/virtual-account';
import { deferredPaymentExplanation } from '@shop/domain/deferred-payment';
import type { OfferedPaymentMethodId } from '@shop/domain/checkout';
import { formatYen } from '@shop/domain/format';
import type { InvoiceCreditOffer } from '../invoice-credit-offer';
import type { OfferedPaymentMethod } from '../payment-choice';

export function PaymentMethodFields({
  methods,
  value,
  codFee,
  invoiceCredit,
  onChange,
}: {
  methods: readonly OfferedPaymentMethod[];
  value: OfferedPaymentMethodId;
  /** The fee for the amount to pay; undefined until the amount is known. */
  codFee: number | null | undefined;
  /** 請求書払い（掛け払い）: whether it can be chosen, and its note (the remaining limit, or why not). */
  invoiceCredit?: InvoiceCreditOffer & { timing: string };
  onChange: (method: OfferedPaymentMethodId) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-bold text-slate-900">お支払い方法</legend>
      {methods.map((method) => {
        const disabled = method.id === 'gmokb' && !invoiceCredit?.selectable;
        const noteId = `payment-note-${method.id}`;
        const note = method.id === 'gmokb' ? invoiceCredit?.note : '';
        return (
          <label
            key={method.id}
            className={`flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value={method.id}
              checked={value === method.id}
              disabled={disabled}
              aria-describedby={note ? noteId : undefined}
              onChange={() => onChange(method.id)}
              className="size-5 accent-brand"
            />
            <span>
              {method.label}
              {method.id === 'onDelivery' && codFee != null ? (
                <span className="ml-2 text-sm text-slate-700">（手数料 {formatYen(codFee)}）</span>
              ) : null}
              {method.id === 'bank' && value === 'bank' ? (
                <span className="mt-1 block text-sm text-slate-700">{bankTransferTiming}</span>
              ) : null}
              {method.id === 'vbank' && value === 'vbank' ? (
                <span className="mt-1 block text-sm text-slate-700">{virtualAccountTiming}</span>
              ) : null}
              {method.id === 'gmoab' && value === 'gmoab' ? (
                <span
                  className="mt-1 block space-y-1 text-sm text-slate-700"
                  data-testid="deferred-payment-terms"
                >
                  {deferredPaymentExplanation.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              ) : null}
              {method.id === 'gmokb' ? (
                // Two lines kept from the first paint: the note arrives with the member's line,
                // and the form below must not move when it does (the layout-shift check).
                <span
                  id={noteId}
                  className={`mt-1 block min-h-10 text-sm ${invoiceCredit?.warning ? 'font-bold text-red-700' : 'text-slate-700'}`}
                >
                  {note}
                </span>
              ) : null}
              {method.id === 'gmokb' && value === 'gmokb' ? (
                <span className="mt-1 block text-sm text-slate-700">{invoiceCredit?.timing}</span>
              ) : null}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
