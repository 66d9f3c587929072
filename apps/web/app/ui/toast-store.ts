import { create } from 'zustand';

// Spec point 8: notices appear as toasts at the top right. A tiny store any feature can call
// (`showToast(...)`) without prop drilling; the Toaster component renders it.

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays, in ms: errors stay longer so they can be read. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 4000,
  info: 4000,
  warning: 6000,
  error: 6000,
};
/** More than this at once is noise on a phone: the oldest goes first. */
export const MAX_TOASTS = 3;

interface ToastState {
  toasts: Toast[];
  show: (message: string, kind?: ToastKind) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function stopTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (message, kind = 'info') => {
    // The same notice again while it is on screen (a double tap, a retried send) stays one toast:
    // it is kept for its full time again instead of stacking a copy.
    const same = get().toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (same) {
      stopTimer(same.id);
      timers.set(
        same.id,
        setTimeout(() => get().dismiss(same.id), TOAST_DURATION_MS[kind]),
      );
      return same.id;
    }
    const id = nextId++;
    const all = [...get().toasts, { id, kind, message }];
    const kept = all.slice(-MAX_TOASTS);
    for (const toast of all.slice(0, all.length - kept.length)) stopTimer(toast.id);
    set({ toasts: kept });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), TOAST_DURATION_MS[kind]),
    );
    return id;
  },
  dismiss: (id) => {
    stopTimer(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ toasts: [] });
  },
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). Returns its id. */
export function showToast(message: string, kind: ToastKind = 'info'): number {
  return useToastStore.getState().show(message, kind);
}
