// A grey block that holds a screen's place while its data loads. A plain <div> may not carry an
// aria-label (axe: aria-prohibited-attr), so it is a status region whose text is read instead.

/** The placeholder's size and shape come from `className` (e.g. `h-24 rounded-xl`). */
export function LoadingPlaceholder({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" aria-busy="true" className={`animate-pulse bg-slate-200/70 ${className}`}>
      <span className="sr-only">{label}</span>
    </div>
  );
}
