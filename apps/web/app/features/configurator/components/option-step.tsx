import type { OptionGroupName, Product } from '@shop/domain/catalog';
import {
  clearOptionValue,
  type ConfiguratorAction,
  type CurrentItem,
  type OptionStepView,
  type StepProgress,
} from '@shop/domain/configurator';
import { configuratorMessages } from '@shop/domain/messages';
import { memo, type Dispatch } from 'react';
import type { FigureByAnswer } from '../choice-prices';
import { formatDifference } from '../price-view';
import { ChoiceRow } from './choice-row';
import { sameProps } from './same-props';
import { StepFrame, stepDescribedBy } from './step-frame';

interface OptionStepProps {
  product: Product;
  /** The group's choices as optionStepView gives them for the item. */
  view: OptionStepView;
  selected: CurrentItem[OptionGroupName];
  progress: StepProgress;
  dispatch: Dispatch<ConfiguratorAction>;
  number: number;
  error: string | null;
  /** What each choice would change from the price shown now (choicePrices). */
  differences: FigureByAnswer | undefined;
}

/**
 * A selectable option group. An optional group gets a なし choice that sends -999 (spec point 4:
 * clears the option and answers the step); products 141 and 144 bring their own なし choice and
 * must be answered. Choices a product rule forbids (154) stay visible, greyed, with the reason.
 */
export const OptionStep = memo(function OptionStep({
  product,
  view,
  selected,
  progress,
  dispatch,
  number,
  error,
  differences,
}: OptionStepProps) {
  const { group } = view;
  const hasOwnNone = view.choices.some((choice) => choice.none);
  const hint = formatHint(product, group);
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
            aside={differenceLabel(differences?.[clearOptionValue] ?? null, !selected)}
          />
        ) : null}
        {view.choices.map((choice) => {
          const checked = selected?.id === choice.id;
          const difference = differences?.[choice.id] ?? null;
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
}, sameProps);

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
function formatHint(product: Product, group: OptionGroupName): string | null {
  if (group !== 'format') return null;
  const { restrictions } = product.setting;
  const lines: string[] = [];
  if (restrictions.fastDelivery) lines.push(configuratorMessages.satinTwoDayRectangleOnly);
  if (restrictions.cutlineService) lines.push(configuratorMessages.satinCutlineRectangleOnly);
  return lines.length > 0 ? lines.join('。') + '。' : null;
}
