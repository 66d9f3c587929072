// クーポンコード (spec points 4 and 9): typed into the checkout store, checked by useCouponCheck.
import { formatYen } from '@shop/domain/format';
import { TextField } from '../../../ui/form/text-field';
import { useCheckoutStore } from '../store';

export function CouponField({ discount }: { discount: number }) {
  const code = useCheckoutStore((state) => state.couponCode);
  const coupon = useCheckoutStore((state) => state.coupon);
  const message = useCheckoutStore((state) => state.couponMessage);
  const conditions = coupon?.conditions ?? [];
  return (
    <div>
      <TextField
        label="クーポンコード"
        name="coupon"
        autoComplete="off"
        value={code}
        error={message || undefined}
        hint={coupon ? `クーポン「${coupon.code}」で ${formatYen(discount)} 割引されます` : undefined}
        onChange={(event) => useCheckoutStore.getState().update({ couponCode: event.target.value })}
      />
      {conditions.length > 0 ? (
        // The coupon's conditions as the server says them (couponConditions, decision 0719).
        <div
          className="mt-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700"
          data-testid="coupon-conditions"
        >
          <p className="font-bold">このクーポンのご利用条件</p>
          <ul className="mt-1 list-disc pl-5">
            {conditions.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
