import type { CurrentItem } from './current-item.ts';
import type { StepName } from './steps.ts';

export function touchStep(item: CurrentItem, step: StepName): CurrentItem {
  if (item.progress[step].touched) return item;
  return { ...item, progress: { ...item.progress, [step]: { ...item.progress[step], touched: true } } };
}
