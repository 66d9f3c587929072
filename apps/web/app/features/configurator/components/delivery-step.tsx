import type { CalendarDay, Holiday } from '@shop/domain/calendar';
import type { ConfiguratorAction, DeliveryAvailability, StepProgress } from '@shop/domain/configurator';
import { memo, type Dispatch, type ReactNode } from 'react';
import type { FigureByAnswer } from '../choice-prices';
import { formatDifference } from '../price-view';
import { shippingFor } from '../shipping';
import { ChoiceRow } from './choice-row';
import { sameProps } from './same-props';
import { StepFrame, stepDescribedBy } from './step-frame';

interface DeliveryStepProps {
  /** The delivery options as deliveryStepView gives them for the item. */
  options: DeliveryAvailability[];
  /** The item's deliveryDateProduct and deliveryDateOption. */
  deliveryDateProduct: number;
  extraDays: number;
  progress: StepProgress;
  dispatch: Dispatch<ConfiguratorAction>;
  number: number;
  error: string | null;
  /** What each option would change from the price shown now (choicePrices). */
  differences: FigureByAnswer;
  now: Date;
  holidays: readonly Holiday[] | null;
  /** An option's arrival day beside its shipping date, given by the route (decision 0804). */
  arrival?: ((shipped: CalendarDay) => ReactNode) | undefined;
}

/** What a speed costs against the standard 5 days, before there is a price to compare. */
function rateText(ratePercent: number): string {
  if (ratePercent < 100) return `${100 - ratePercent}%お得`;
  if (ratePercent > 100) return `特急 +${ratePercent - 100}%`;
  return '標準価格';
}

/**
 * The delivery options 7/5/3/2 (spec point 9), each with the real shipping date for an order
 * placed now (business days, holidays, the options' additional days) and what it costs.
 */
export const DeliveryStep = memo(function DeliveryStep({
  options,
  deliveryDateProduct,
  extraDays,
  progress,
  dispatch,
  number,
  error,
  differences,
  now,
  holidays,
  arrival,
}: DeliveryStepProps) {
  const hint =
    extraDays > 0
      ? `お選びの加工により、発送まで${extraDays}営業日多くかかります（下の発送日に含まれています）。`
      : '発送日は、本日ご注文・データ入稿完了の場合の目安です（土日祝日は休業日です）。';
  const describedBy = stepDescribedBy('deliveryDate', true, error);
  const chosen = options.find((option) => option.days === deliveryDateProduct);

  return (
    <StepFrame
      step="deliveryDate"
      number={number}
      title="納期"
      required
      active={progress.active}
      done={progress.touched && !error}
      summary={chosen ? chosen.label : null}
      hint={hint}
      error={error}
    >
      <div className="space-y-2">
        {options.map((option) => {
          const checked = progress.touched && option.days === deliveryDateProduct;
          const shipping = shippingFor(now, option.netDays, holidays);
          const difference = checked ? null : (differences[option.days] ?? null);
          return (
            <ChoiceRow
              key={option.days}
              name="deliveryDate"
              value={option.days}
              checked={checked}
              disabled={option.disabled}
              invalid={Boolean(error)}
              describedBy={describedBy}
              onSelect={(days) => dispatch({ type: 'setDeliveryDate', days })}
              label={
                <>
                  <span className="block">{shipping ? shipping.display : option.label}</span>
                  {shipping && arrival ? arrival(shipping.day) : null}
                  {shipping ? (
                    <span className="block text-xs font-normal text-slate-600">{option.label}</span>
                  ) : null}
                </>
              }
              detail={option.reason}
              aside={
                checked ? null : difference !== null && !option.disabled ? (
                  <span className={difference < 0 ? 'font-bold text-emerald-700' : 'text-slate-700'}>
                    {formatDifference(difference)}
                  </span>
                ) : (
                  <span className="text-xs text-slate-600">{rateText(option.ratePercent)}</span>
                )
              }
            />
          );
        })}
      </div>
    </StepFrame>
  );
}, sameProps);
