import { type OptionGroupName } from '@shop/domain/catalog';
import {
  clearOptionValue,
  optionStepView,
  type ConfiguratorAction,
  type ConfiguratorState,
} from '@shop/domain/configurator';
import type { PriceDetail } from '@shop/domain/pricing';
import { configuratorMessages } from '@shop/domain/messages';
import type { Dispatch } from 'react';
import { formatDifference, priceDifference } from '../price-view';
import { ChoiceRow } from './choice-row';
import { StepFrame, stepDescribedBy } from './step-frame';

interface OptionStepProps {
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  group: OptionGroupName;
  number: number;
  error: string | null;
  /** The price shown now, to say what each choice would change. */
  price: PriceDetail | null;
}

/**
 * A selectable option group. An optional group gets a なし choice that sends -999 (spec point 4:
 * clears the option and answers the step); products 141 and 144 bring their own なし choice and
 * must be answered. Choices a product rule forbids (154) stay visible, greyed, with the reason.
 */
export function OptionStep({ state, dispatch, group, number, error, price }: OptionStepProps) {
  const view = optionStepView(state, group);
  if (!view) return null;
  const { product, item } = state;
  const progress = item.progress[group];
  const selected = item[group];
  const hasOwnNone = view.choices.some((choice) => choice.none);
  const hint = formatHint(state, group);
  const describedBy = stepDescribedBy(group, Boolean(hint), error);
  const select = (value: number) => dispatch({ type: 'selectOption', group, value });
  const summary = selected?.name ?? (progress.touched ? 'なし' : null);

  return (
    <StepFrame
      step={group}
      number={number}
      title={view.label}
      required={view.required}
      active={progress.active}
      done={progress.touched && !error}
      summary={summary}
      hint={hint}
      error={error}
    >
      <div className="space-y-2">
        {!view.required && !hasOwnNone ? (
          <ChoiceRow
            name={group}
            value={clearOptionValue}
            checked={progress.touched && !selected}
            invalid={Boolean(error)}
            describedBy={describedBy}
            onSelect={select}
            label="なし"
            detail="この加工は付けません"
            aside={differenceLabel(priceDifference(product, item, price, { [group]: null }), !selected)}
          />
        ) : null}
        {view.choices.map((choice) => {
          const checked = selected?.id === choice.id;
          const difference = choice.disabled
            ? null
            : priceDifference(product, item, price, { [group]: { id: choice.id, name: choice.name } });
          return (
            <ChoiceRow
              key={choice.id}
              name={group}
              value={choice.id}
              checked={checked}
              disabled={choice.disabled}
              invalid={Boolean(error)}
              describedBy={describedBy}
              onSelect={select}
              label={choice.name}
              detail={
                choice.reason ?? joinDetails(choice.description, additionalDaysText(choice.additionalDays))
              }
              aside={differenceLabel(difference, checked)}
            />
          );
        })}
      </div>
    </StepFrame>
  );
}

function additionalDaysText(days: number): string | null {
  return days > 0 ? `発送まで+${days}営業日` : null;
}

function joinDetails(...parts: (string | null | undefined)[]): string | null {
  const kept = parts.filter((part): part is string => Boolean(part));
  return kept.length > 0 ? kept.join('・') : null;
}

function differenceLabel(difference: number | null, checked: boolean) {
  if (checked || difference === null) return null;
  return (
    <span className={difference < 0 ? 'font-bold text-emerald-700' : 'text-slate-700'}>
      {formatDifference(difference)}
    </span>
  );
}

/** On the shape step of a product with rules tied to the shape (154), say so before the choice. */
function formatHint(state: ConfiguratorState, group: OptionGroupName): string | null {
  if (group !== 'format') return null;
  const { restrictions } = state.product.setting;
  const lines: string[] = [];
  if (restrictions.fastDelivery) lines.push(configuratorMessages.satinTwoDayRectangleOnly);
  if (restrictions.cutlineService) lines.push(configuratorMessages.satinCutlineRectangleOnly);
  return lines.length > 0 ? lines.join('。') + '。' : null;
}
