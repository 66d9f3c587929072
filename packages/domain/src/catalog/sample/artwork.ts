/**
 * Generated artwork for the gallery: small inline SVGs built from a few shapes, so the gallery
 * has pictures without image files. Text is escaped; sizes are in the viewBox's units.
 */

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function svgDocument(label: string, width: number, height: number, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`,
    ...body,
    '</svg>',
  ].join('');
}

export function text(
  x: number,
  y: number,
  content: string,
  { size = 20, fill = '#222', weight = 'bold', family = 'sans-serif' } = {},
): string {
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(content)}</text>`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The points of an n-pointed star, for a POP shape or decoration. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${round(cx + radius * Math.cos(angle))},${round(cy + radius * Math.sin(angle))}`;
  }).join(' ');
}

/** A barcode-like strip whose bar widths follow the digits of `seed` (deterministic). */
export function bars(x: number, y: number, height: number, seed: string): string {
  let position = x;
  return [...seed]
    .map((digit) => {
      const width = (Number(digit) % 3) + 1;
      const bar = `<rect x="${position}" y="${y}" width="${width}" height="${height}" fill="#111"/>`;
      position += width + 2;
      return bar;
    })
    .join('');
}

/** A linear gradient definition, for metallic (emboss) and satin looks. */
export function gradient(id: string, stops: string[]): string {
  const stopTags = stops
    .map(
      (color, index) =>
        `<stop offset="${round((index / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
    )
    .join('');
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stopTags}</linearGradient></defs>`;
}
