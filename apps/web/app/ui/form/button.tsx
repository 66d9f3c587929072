import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  ghost: 'text-brand underline-offset-4 hover:underline disabled:text-slate-400',
};

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** While a request runs: disabled, aria-busy, and the label says so (no double submit). */
  pending?: boolean;
  /** Text while pending; defaults to 送信中… */
  pendingLabel?: string;
  fullWidth?: boolean;
};

/** A button at least 44px tall; `type` defaults to "button" so only the submit button submits. */
export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel = '送信中…',
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      {...props}
      disabled={disabled === true || pending}
      aria-busy={pending || undefined}
      className={[
        'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 font-bold',
        fullWidth ? 'w-full' : '',
        variants[variant],
        className ?? '',
      ].join(' ')}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
