import {
  cutlineServiceAllowed,
  deliveryDaysAllowed,
  deliveryFormAllowed,
  optionGroupLabel,
  type OptionChoice,
  type OptionGroupName,
} from '@shop/domain/catalog';
import { shippingLabel } from '@shop/domain/calendar';
import { configuratorMessages } from '@shop/domain/messages';
import type { ConfiguratorState } from './reducer.ts';

export interface ChoiceAvailability extends OptionChoice {
  /** Shown but not selectable; `reason` says why, in Japanese. */
  disabled: boolean;
  reason: string | null;
}

export interface OptionStepView {
  group: OptionGroupName;
  label: string;
  required: boolean;
  choices: ChoiceAvailability[];
}

/** A group's choices as the step shows them, with those the product's rules forbid greyed out and explained. */
export function optionStepView(state: ConfiguratorState, group: OptionGroupName): OptionStepView | null {
  const { product, item } = state;
  const offered = product.setting.options[group];
  if (!offered) return null;
  const choices = offered.choices.map((choice) => {
    let reason: string | null = null;
    if (group === 'cutlineService' && !cutlineServiceAllowed(product, item.format, choice.id)) {
      reason = configuratorMessages.satinCutlineRectangleOnly;
    }
    if (group === 'deliveryForm' && !deliveryFormAllowed(product, choice.id)) {
      reason = configuratorMessages.satinFullCutOnly;
    }
    return { ...choice, disabled: reason !== null, reason };
  });
  return { group, label: optionGroupLabel(product, group), required: offered.required, choices };
}

export interface DeliveryAvailability {
  /** The delivery option (deliveryDateProduct). */
  days: number;
  /** With the options' additional days: what the customer actually waits. */
  netDays: number;
  label: string;
  ratePercent: number;
  disabled: boolean;
  reason: string | null;
}

/** The delivery options as the step shows them (2-day satin only with the rectangle format). */
export function deliveryStepView(state: ConfiguratorState): DeliveryAvailability[] {
  const { product, item } = state;
  return product.setting.deliveryDates.map(({ days, ratePercent }) => {
    const allowed = deliveryDaysAllowed(product, item.format, days);
    const netDays = days + item.deliveryDateOption;
    return {
      days,
      netDays,
      label: shippingLabel(netDays),
      ratePercent,
      disabled: !allowed,
      reason: allowed ? null : configuratorMessages.satinTwoDayRectangleOnly,
    };
  });
}
