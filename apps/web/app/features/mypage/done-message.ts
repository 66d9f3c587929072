// The done screen (/mypage/done/{purchaseId}) shows the message of the action that led there,
// handed over in the navigation state; a reload or a typed address has none (a general line then).
// A purchase released during its 3-D Secure challenge no longer exists: the screen then offers no
// link to it.
export interface DoneState {
  message: string | null;
  purchaseGone: boolean;
}

export function doneStateOf(state: unknown): DoneState {
  if (typeof state !== 'object' || state === null) return { message: null, purchaseGone: false };
  const message =
    'message' in state && typeof state.message === 'string' && state.message !== '' ? state.message : null;
  return { message, purchaseGone: 'purchaseGone' in state && state.purchaseGone === true };
}
