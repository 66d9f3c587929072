// クーポンコード (spec points 4 and 9): typed into the checkout store, checked by useCouponCheck.
import { formatYen } from '@shop/domain/format';
import { TextField } from '../../../ui/form/text-field';
import { useCheckoutStore } from '../store';

export function CouponField({ discount }: { discount: number }) {
  const code = useCheckoutStore((state) => state.couponCode);
  const coupon = useCheckoutStore((state) => state.coupon);
  const message = useCheckoutStore((state) => state.couponMessage);
  return (
    <TextField
      label="クーポンコード"
      name="coupon"
      autoComplete="off"
      value={code}
      error={message || undefined}
      hint={coupon ? `クーポン「${coupon.code}」で ${formatYen(discount)} 割引されます` : undefined}
      onChange={(event) => useCheckoutStore.getState().update({ couponCode: event.target.value })}
    />
  );
}
