/** A QR code drawn from the server's path of modules (lib/qr-code.ts): crisp at any size, no image file. */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className="size-56 rounded-lg border border-slate-200"
    >
      <rect width={size} height={size} fill="#fff" />
      <path fill="#000" d={path} />
    </svg>
  );
}
