// A modal on the native `<dialog>` (as the navigation drawer, decision 0205): focus trapped (Tab
// goes round, decision 0517), the page behind inert, Escape and a backdrop tap close it, focus
// returns to the opener.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { wrapTabFocus } from '../focus-trap';
import { CloseIcon } from '../icons';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog closes by Escape, the close button or a tap on the backdrop. */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom. Mark the control to focus first with `data-autofocus`. */
  footer?: ReactNode;
  /** role="alertdialog" for a question that needs an answer (confirmations). */
  alert?: boolean;
}

export function Dialog({ open, onClose, title, children, footer, alert = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom lacks showModal: the dialog then opens non-modal.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // React's autoFocus runs before the dialog is shown and is lost; `data-autofocus` marks the
      // control to start on instead of the first one (the close button).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        // Escape: close through the parent's state, not behind its back.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => wrapTabFocus(event, event.currentTarget)}
      className="m-auto max-h-[90dvh] w-[min(32rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open ? (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 py-2 pr-2 pl-5">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="grid size-11 shrink-0 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
              aria-label="閉じる"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirm button in red, for what cannot be undone (delete, leave). */
  danger?: boolean;
  pending?: boolean;
}

/** Asks before acting: the cancel button has focus first, so a stray tap does nothing harmful. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'キャンセル',
  onConfirm,
  onCancel,
  danger = false,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      alert
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={onConfirm}
            pending={pending}
            pendingLabel="処理中…"
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="leading-relaxed text-slate-800">{children}</div>
    </Dialog>
  );
}
