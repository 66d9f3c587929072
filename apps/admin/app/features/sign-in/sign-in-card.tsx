import type { ReactNode } from 'react';

/** The frame of the login steps and the invitation page: the back office's name and one card. */
export function SignInCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-md px-4 py-12">
      <p className="mb-4 text-center text-sm font-bold tracking-wide text-brand">シールラボ 管理画面</p>
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {lead ? <div className="mt-2 leading-relaxed text-slate-700">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </section>
    </main>
  );
}
