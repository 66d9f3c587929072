import type { Box, ReferenceObject } from '@shop/domain/preview';

/** A 1-yen coin or a business card at its real size in the drawing's mm. */
export function ReferenceDrawing({ reference, box }: { reference: ReferenceObject; box: Box }) {
  if (reference.kind === 'coin') {
    const r = box.width / 2;
    return (
      <g aria-hidden>
        <circle cx={box.x + r} cy={box.y + r} r={r} fill="#d9dde3" stroke="#9aa3ae" strokeWidth={0.4} />
        <circle cx={box.x + r} cy={box.y + r} r={r - 1.2} fill="none" stroke="#b4bcc6" strokeWidth={0.3} />
        <text
          x={box.x + r}
          y={box.y + r + 3}
          textAnchor="middle"
          fontSize={9}
          fontWeight="bold"
          fill="#7b8591"
        >
          1
        </text>
      </g>
    );
  }
  return (
    <g aria-hidden>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={0.8}
        fill="#ffffff"
        stroke="#94a3b8"
        strokeWidth={0.4}
      />
      <rect x={box.x + 8} y={box.y + 16} width={38} height={4} fill="#334155" />
      <rect x={box.x + 8} y={box.y + 24} width={26} height={2.4} fill="#94a3b8" />
      <rect x={box.x + 8} y={box.y + 40} width={50} height={2} fill="#cbd5e1" />
      <rect x={box.x + 8} y={box.y + 45} width={42} height={2} fill="#cbd5e1" />
      <rect x={box.x + box.width - 22} y={box.y + 8} width={14} height={14} rx={3} fill="#0a4f96" />
    </g>
  );
}
