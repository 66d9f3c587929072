import type { StepName } from '@shop/domain/configurator';
import type { ReactNode } from 'react';

export interface StepFrameProps {
  step: StepName;
  number: number;
  title: string;
  /** 必須 or 任意, as the form badges elsewhere. */
  required: boolean;
  /** Spec point 4: only a step whose previous step is touched can be answered. */
  active: boolean;
  /** Answered without error: the title row shows a check and the answer. */
  done: boolean;
  /** The answer in a few words (50×50mm, 通常のり), shown once done. */
  summary?: string | null;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

export const stepElementId = (step: StepName) => `step-${step}`;
export const stepErrorId = (step: StepName) => `step-${step}-error`;
export const stepTitleId = (step: StepName) => `step-${step}-title`;
export const stepHintId = (step: StepName) => `step-${step}-hint`;

/** aria-describedby for the controls of a step: its hint and its error, whichever are shown. */
export function stepDescribedBy(step: StepName, hint: boolean, error: string | null | undefined) {
  const ids = [hint ? stepHintId(step) : null, error ? stepErrorId(step) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The steps a phone shows on opening the page, drawn at once rather than placed by an estimate. */
const FIRST_SCREEN_STEPS = 2;

/**
 * One step of the configurator: a numbered card whose controls are disabled (and dimmed) until
 * the step before it has been answered, with its error announced under it. The title and the
 * note saying why the step is not open yet keep full contrast.
 */
export function StepFrame({
  step,
  number,
  title,
  required,
  active,
  done,
  summary,
  hint,
  error,
  children,
}: StepFrameProps) {
  return (
    <section
      id={stepElementId(step)}
      aria-labelledby={stepTitleId(step)}
      data-step={step}
      data-active={active}
      className={[
        'scroll-mt-20 rounded-2xl border bg-white p-4 shadow-sm',
        // A change re-prices every step's choices; the browser lays out and paints only the steps
        // near the screen (decision 0533). 20rem stands in for a step never shown yet. Not the
        // first two: they are on the first screen, where Chromium's first frame drew the first
        // step at 20rem and moved the second step 150px up a frame later (CLS 0.04).
        number > FIRST_SCREEN_STEPS ? '[content-visibility:auto] [contain-intrinsic-size:auto_20rem]' : '',
        error ? 'border-red-300' : 'border-slate-200',
      ].join(' ')}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={[
            'mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold',
            done
              ? 'bg-emerald-600 text-white'
              : active
                ? 'bg-brand text-white'
                : 'bg-slate-200 text-slate-600',
          ].join(' ')}
        >
          {done ? '✓' : number}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={stepTitleId(step)} className="flex flex-wrap items-center gap-x-2 font-bold text-slate-900">
            <span className="sr-only">ステップ{number}：</span>
            {title}
            <span
              className={`rounded px-1.5 py-0.5 text-xs leading-none font-bold ${required ? 'bg-red-600 text-white' : 'bg-slate-200 text-slate-700'}`}
            >
              {required ? '必須' : '任意'}
            </span>
          </h3>
          {done && summary ? <p className="mt-0.5 text-sm text-emerald-800">{summary}</p> : null}
          {!active ? (
            <p className="mt-0.5 text-sm text-slate-600">前の項目を選ぶと選べるようになります</p>
          ) : null}
        </div>
      </div>
      {hint ? (
        <div id={stepHintId(step)} className="mt-3 text-sm leading-relaxed text-slate-600">
          {hint}
        </div>
      ) : null}
      <fieldset
        disabled={!active}
        aria-labelledby={stepTitleId(step)}
        aria-describedby={stepDescribedBy(step, Boolean(hint), error)}
        // Only the controls are dimmed: the title and the note above stay readable (WCAG 1.4.3).
        className={`mt-3 min-w-0 ${active ? '' : 'opacity-55'}`}
      >
        {children}
      </fieldset>
      {error ? (
        <p
          id={stepErrorId(step)}
          role="alert"
          className="mt-2 text-sm leading-relaxed font-bold text-red-700"
        >
          {error}
        </p>
      ) : null}
    </section>
  );
}
