/** A purpose's picture: a sample work of its product, or a plain sticker mark when there is none. */
export function PurposePicture({
  artwork,
  size,
}: {
  artwork: { src: string; title: string } | undefined;
  size: 'small' | 'large';
}) {
  const box = size === 'small' ? 'size-18 rounded-lg p-1.5' : 'mx-auto size-56 rounded-2xl p-5';
  return (
    <span className={`grid shrink-0 place-items-center bg-slate-100 ${box}`}>
      {artwork ? (
        <img
          src={artwork.src}
          alt={size === 'large' ? `制作例：${artwork.title}` : ''}
          className="max-h-full max-w-full drop-shadow"
          loading="lazy"
          decoding="async"
        />
      ) : (
        <svg viewBox="0 0 48 48" aria-hidden focusable={false} className="size-3/5">
          <path d="M10 6h28a2 2 0 0 1 2 2v20L28 40H10a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z" fill="#0a4f96" />
          <path d="M40 28H30a2 2 0 0 0-2 2v10z" fill="#f59e0b" />
        </svg>
      )}
    </span>
  );
}
