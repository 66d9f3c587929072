// The parts of the current item that need no schema: the value that clears an option and the empty
// progress map (the schema's default, and what the reducer starts a step from).
import { stepNames, type StepName } from './steps.ts';

/** The value that clears an option (spec point 4). */
export const clearOptionValue = -999;

export interface StepProgress {
  active: boolean;
  touched: boolean;
  error: string | null;
  additionalDays: number;
}
export type Progress = Record<StepName, StepProgress>;

export function emptyProgress(): Progress {
  return Object.fromEntries(
    stepNames.map((step) => [step, { active: false, touched: false, error: null, additionalDays: 0 }]),
  ) as Progress;
}
