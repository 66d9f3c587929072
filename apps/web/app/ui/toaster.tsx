import { CloseIcon } from './icons';
import { useToastStore, type ToastKind } from './toast-store';

const kindStyles: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  info: 'border-brand bg-brand-soft text-slate-900',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  error: 'border-red-600 bg-red-50 text-red-900',
};

/** Toasts at the top right (spec point 8), announced politely to screen readers. */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed top-2 right-2 z-50 flex w-[min(22rem,calc(100vw-1rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`pointer-events-auto flex items-start gap-2 rounded-lg border-l-4 py-2 pl-3 shadow-lg ${kindStyles[toast.kind]}`}
        >
          <p className="flex-1 py-2 text-sm leading-relaxed">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="grid size-11 shrink-0 place-items-center rounded-md hover:bg-black/5"
            aria-label="閉じる"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
