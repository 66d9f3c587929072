// The done screen (/mypage/done/{purchaseId}) shows the message of the action that led there,
// handed over in the navigation state; a reload or a typed address has none (a general line then).
export function doneMessageOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  return typeof state.message === 'string' && state.message !== '' ? state.message : null;
}
