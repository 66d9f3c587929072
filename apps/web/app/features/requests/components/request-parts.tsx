// Pieces the sample and estimate forms share: where the customer is in the steps, the
// confirmation list, and the message of a failed send.
import type { ReactNode } from 'react';
import { FormAlert } from '../../../ui/form/form-alert';

const STEPS = ['ご入力', 'ご確認', '完了'] as const;

/** 1 ご入力 → 2 ご確認 → 3 完了, the current one marked for screen readers too. */
export function RequestSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol className="mb-6 flex gap-2 text-sm" aria-label="お申し込みの手順">
      {STEPS.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? 'step' : undefined}
          className={`flex-1 rounded-lg border px-2 py-2 text-center font-bold ${
            index === current
              ? 'border-brand bg-brand text-white'
              : index < current
                ? 'border-brand/40 bg-brand-soft text-slate-800'
                : 'border-slate-200 bg-white text-slate-500'
          }`}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** A section of a long form: a heading and its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The confirmation's rows: the label above its value, 「（未記入）」 for what was left out. */
export function ConfirmList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="divide-y divide-slate-200">
      {rows.map(([label, value]) => (
        <div key={label} className="py-3 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
          <dt className="text-sm font-bold text-slate-700">{label}</dt>
          <dd className="mt-1 break-words whitespace-pre-wrap text-slate-900 sm:mt-0">
            {value === '' || value === null || value === undefined ? (
              <span className="text-slate-500">（未記入）</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Why the last send failed, and that nothing typed was lost. */
export function RequestErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <FormAlert message={message}>
      <p className="mt-1 text-sm">ご入力いただいた内容は、そのまま残っています。</p>
    </FormAlert>
  );
}
