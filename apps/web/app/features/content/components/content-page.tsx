import type { ReactNode } from 'react';
import { PageContainer, PageHeader, Prose } from '../../../ui/page';

/** The frame of the shop's static content pages (about, terms, privacy, ...). */
export function ContentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <Prose>{children}</Prose>
      </article>
    </PageContainer>
  );
}

/** A definition table that stays readable at 390px: term above its description. */
export function InfoTable({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="divide-y divide-slate-200 border-y border-slate-200">
      {rows.map(([term, description]) => (
        <div key={term} className="py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-bold text-slate-900">{term}</dt>
          <dd className="mt-1 text-slate-800 sm:mt-0">{description}</dd>
        </div>
      ))}
    </dl>
  );
}
