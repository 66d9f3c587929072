// ご利用ポイント (spec point 4): one point is one yen, never more than the member holds or the
// amount after the coupon.
import { clampPointUse, type PointContext } from '@shop/domain/checkout';
import { TextField } from '../../../ui/form/text-field';
import { useCheckoutStore } from '../store';

export function PointUseField({ pointUse, pointContext }: { pointUse: number; pointContext: PointContext }) {
  return (
    <TextField
      label="ご利用ポイント"
      name="pointUse"
      inputMode="numeric"
      suffix="pt"
      hint={`保有ポイント：${pointContext.holdingPoint.toLocaleString('ja-JP')}pt（1pt＝1円）`}
      value={pointUse === 0 ? '' : String(pointUse)}
      onChange={(event) => {
        const requested = Number(event.target.value.replace(/[^\d]/g, ''));
        useCheckoutStore.getState().update({ pointUse: clampPointUse(requested, pointContext) });
      }}
    />
  );
}
