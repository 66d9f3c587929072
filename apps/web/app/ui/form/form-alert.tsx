import type { ReactNode } from 'react';

/**
 * A message about the whole form (the server refused it, login failed), announced as it appears.
 * Renders nothing without a message.
 */
export function FormAlert({
  message,
  children,
}: {
  message?: string | null | undefined;
  children?: ReactNode;
}) {
  if (!message && !children) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 leading-relaxed text-red-900">
      {message ? <p className="font-bold">{message}</p> : null}
      {children}
    </div>
  );
}
