// Small pictures of each kind of product for the cards: inline SVG, no image requests.

const palette: Record<string, { fill: string; ink: string }> = {
  general: { fill: '#e8f0fa', ink: '#0a4f96' },
  bigsticker: { fill: '#e7f5ee', ink: '#047857' },
  numbering: { fill: '#f1f5f9', ink: '#334155' },
  pop: { fill: '#fdecec', ink: '#c81e1e' },
  embos: { fill: '#fbf3dc', ink: '#8c6a12' },
};

export function ProductIcon({ productType }: { productType: string }) {
  const { fill, ink } = palette[productType] ?? { fill: '#e8f0fa', ink: '#0a4f96' };
  return (
    <svg width={48} height={48} viewBox="0 0 48 48" aria-hidden focusable={false} className="shrink-0">
      <rect width="48" height="48" rx="12" fill={fill} />
      {productType === 'bigsticker' ? (
        <>
          <rect x="8" y="12" width="32" height="22" rx="2" fill={ink} />
          <path d="M20 34v6M28 34v6" stroke={ink} strokeWidth="3" />
        </>
      ) : productType === 'numbering' ? (
        <>
          <rect x="8" y="15" width="32" height="18" rx="3" fill="#fff" stroke={ink} strokeWidth="2" />
          <text x="24" y="28" textAnchor="middle" fontSize="10" fontWeight="bold" fill={ink}>
            No.1
          </text>
        </>
      ) : productType === 'pop' ? (
        <path
          d="M24 8l4.7 9.6 10.5 1.5-7.6 7.4 1.8 10.5L24 32l-9.4 5 1.8-10.5-7.6-7.4 10.5-1.5z"
          fill={ink}
        />
      ) : productType === 'embos' ? (
        <>
          <circle cx="24" cy="24" r="14" fill={ink} />
          <circle
            cx="24"
            cy="24"
            r="10"
            fill="none"
            stroke="#fff3b0"
            strokeWidth="1.5"
            strokeDasharray="2 2"
          />
        </>
      ) : (
        <>
          <path d="M12 10h24a2 2 0 0 1 2 2v16l-10 10H12a2 2 0 0 1-2-2V12a2 2 0 0 1 2-2z" fill={ink} />
          <path d="M38 28h-8a2 2 0 0 0-2 2v8z" fill="#f59e0b" />
        </>
      )}
    </svg>
  );
}
