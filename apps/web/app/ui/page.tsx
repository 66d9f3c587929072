import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The one `<h1>` of a page and an optional lead sentence under it. */
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl leading-snug font-bold tracking-wide text-balance text-slate-900 [word-break:auto-phrase]">
        {title}
      </h1>
      {lead ? <p className="mt-3 leading-relaxed text-slate-700">{lead}</p> : null}
    </header>
  );
}

/** A page's body width and padding, the same on every screen. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-6">{children}</div>;
}

/**
 * A screen whose capability is not built yet: its heading and a polite sentence saying what it
 * will be for, never a blank page.
 */
export function PlaceholderPage({
  title,
  purpose,
  children,
}: {
  title: string;
  purpose: ReactNode;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="leading-relaxed text-slate-800">{purpose}</p>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">
          この画面は現在準備中です。ご不便をおかけいたしますが、今しばらくお待ちください。
        </p>
      </section>
      {children ? <div className="mt-6">{children}</div> : null}
    </PageContainer>
  );
}

type ButtonLinkVariant = 'primary' | 'secondary';

const variants: Record<ButtonLinkVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
};

/** A link that looks like a button: at least 44px tall for a thumb. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 font-bold ${variants[variant]}`}
    >
      {children}
    </Link>
  );
}

/** Headings and paragraphs of the content pages (terms, privacy, ...), readable on a phone. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800 [&_h2]:mt-8 [&_h2]:border-l-4 [&_h2]:border-brand [&_h2]:pl-3 [&_h2]:text-lg [&_h2]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
      {children}
    </div>
  );
}

/** A finished step (done, sent, thanks) or a dead end: heading, message and where to go next. */
export function MessagePage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-800 shadow-sm">
        {children}
      </section>
      {actions ? <div className="mt-6 flex flex-wrap gap-3">{actions}</div> : null}
    </PageContainer>
  );
}
