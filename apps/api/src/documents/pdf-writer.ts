// A small layer over pdfkit for our documents: A4 portrait, the embedded Japanese font, text
// that never breaks the document, ruled tables that continue on the next page with their header,
// and page numbers. Layout is in PDF points (1/72 inch); the writer keeps its own cursor `y`.
import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts.ts';
import { printableText, type GlyphCoverage } from './printable-text.ts';

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN_X = 42;
export const CONTENT_LEFT = MARGIN_X;
export const CONTENT_RIGHT = A4.width - MARGIN_X;
export const CONTENT_WIDTH = CONTENT_RIGHT - CONTENT_LEFT;
const TOP = 40;
/** Content ends here; the page number sits below. */
export const BODY_BOTTOM = A4.height - 56;
const FOOTER_Y = A4.height - 36;

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const RULE = '#444444';
export const HEADER_FILL = '#ececec';

const REGULAR = 'doc-regular';
const BOLD = 'doc-bold';

export type Align = 'left' | 'center' | 'right';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
  /** Keep line breaks and wrap within the width; otherwise one line, shrunk or cut to fit. */
  multiline?: boolean;
  /** Multiline text taller than this is cut with an ellipsis. */
  maxHeight?: number;
  characterSpacing?: number;
  /** Extra space between wrapped lines. */
  lineGap?: number;
}

export interface Column {
  header: string;
  width: number;
  align: Align;
}

export interface Cell {
  text: string;
  bold?: boolean;
  /** Smaller multi-line text under the main text (a specification). */
  detail?: string;
}

export interface DocumentInfo {
  title: string;
  author: string;
  /** The document's own date, recorded as its creation date: the file says when it was issued. */
  date: Date;
}

const CELL_PADDING_X = 4;
const CELL_PADDING_Y = 4;
const BASE_SIZE = 9;
const DETAIL_SIZE = 7.5;
const DETAIL_LINE_GAP = 1.5;
const CELL_LINE_GAP = 1;
const MIN_ROW_HEIGHT = 18;
/** A cell taller than this (an absurdly long specification) is cut: one row must fit a page. */
const MAX_CELL_TEXT_HEIGHT = 240;
const MIN_FIT_SIZE = 6;
const ELLIPSIS = '…';

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  y = TOP;
  /** Drawn at the top of every page after the first; returns where content starts. */
  continuationHeader: (writer: PdfWriter) => number = () => TOP;
  private readonly covered: GlyphCoverage;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;

  constructor(info: DocumentInfo) {
    this.doc = new PDFDocument({
      size: 'A4',
      layout: 'portrait',
      // Our own layout decides every position; pdfkit's margins would add pages on its own.
      margin: 0,
      bufferPages: true,
      lang: 'ja-JP',
      displayTitle: true,
      pdfVersion: '1.7',
      info: {
        // Metadata is text too: a lone surrogate here would break pdfkit's file id.
        Title: metadataText(info.title),
        Author: metadataText(info.author),
        Creator: metadataText(info.author),
        CreationDate: info.date,
        ModDate: info.date,
      },
    });
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    const fonts = documentFonts();
    this.doc.registerFont(REGULAR, fonts.regular);
    this.doc.registerFont(BOLD, fonts.bold);
    this.doc.font(REGULAR).fontSize(BASE_SIZE).fillColor(INK).strokeColor(RULE);
    this.covered = glyphCoverage(this.doc);
  }

  /** The text as the font can print it (see printable-text.ts). */
  printable(value: string, multiline = false): string {
    return printableText(value, this.covered, { multiline });
  }

  private applyStyle(style: TextStyle): void {
    this.doc
      .font(style.bold ? BOLD : REGULAR)
      .fontSize(style.size ?? BASE_SIZE)
      .fillColor(style.color ?? INK);
  }

  /** The height `value` takes in `width` with this style. */
  measure(value: string, width: number, style: TextStyle = {}): number {
    this.applyStyle(style);
    if (!style.multiline) return this.doc.currentLineHeight(true);
    const text = this.printable(value, true);
    if (text.length === 0) return 0;
    const height = this.doc.heightOfString(text, {
      width,
      characterSpacing: style.characterSpacing,
      lineGap: style.lineGap ?? 0,
    });
    return style.maxHeight === undefined ? height : Math.min(height, style.maxHeight);
  }

  /** The natural width of one line of `value` in this style. */
  width(value: string, style: TextStyle = {}): number {
    this.applyStyle(style);
    return this.doc.widthOfString(this.printable(value), { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** Draws text with its top at y; returns the height used. */
  text(value: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    if (!style.multiline) return this.line(value, x, y, width, style);
    const text = this.printable(value, true);
    if (text.length === 0) return 0;
    const height = this.measure(value, width, style);
    this.applyStyle(style);
    this.doc.text(text, x, y, {
      width,
      align: style.align ?? 'left',
      characterSpacing: style.characterSpacing,
      lineGap: style.lineGap ?? 0,
      ...(style.maxHeight === undefined ? {} : { height: style.maxHeight, ellipsis: ELLIPSIS }),
    });
    return height;
  }

  /** One line that always fits `width`: shrunk down to a minimum size, then cut with '…'. */
  private line(value: string, x: number, y: number, width: number, style: TextStyle): number {
    let text = this.printable(value);
    const size = style.size ?? BASE_SIZE;
    this.applyStyle(style);
    const spacing = style.characterSpacing ?? 0;
    const natural = this.doc.widthOfString(text, { characterSpacing: spacing });
    let fitted = size;
    if (natural > width) {
      fitted = Math.max(MIN_FIT_SIZE, Math.min(size, (size * width) / natural));
      this.doc.fontSize(fitted);
      if (this.doc.widthOfString(text, { characterSpacing: spacing }) > width)
        text = this.cut(text, width, spacing);
    }
    const height = this.doc.currentLineHeight(true);
    // A shrunk line keeps the baseline of its natural size, so a row of mixed sizes stays aligned.
    const top = y + (size - fitted) * 0.8;
    this.doc.text(text, x, top, {
      width,
      align: style.align ?? 'left',
      lineBreak: false,
      characterSpacing: spacing,
    });
    this.doc.fontSize(size);
    return Math.max(height, this.doc.currentLineHeight(true));
  }

  private cut(text: string, width: number, spacing: number): string {
    const characters = [...text];
    let low = 0;
    let high = characters.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      const candidate = characters.slice(0, middle).join('') + ELLIPSIS;
      if (this.doc.widthOfString(candidate, { characterSpacing: spacing }) <= width) low = middle;
      else high = middle - 1;
    }
    return characters.slice(0, low).join('') + ELLIPSIS;
  }

  hline(x1: number, x2: number, y: number, lineWidth = 0.6, color = RULE): void {
    this.doc.save().lineWidth(lineWidth).strokeColor(color).moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }

  box(
    x: number,
    y: number,
    width: number,
    height: number,
    options: { fill?: string; lineWidth?: number; color?: string } = {},
  ): void {
    this.doc
      .save()
      .lineWidth(options.lineWidth ?? 0.6)
      .rect(x, y, width, height);
    if (options.fill) this.doc.fillAndStroke(options.fill, options.color ?? RULE);
    else this.doc.strokeColor(options.color ?? RULE).stroke();
    this.doc.restore();
  }

  /** Starts a new page when `height` does not fit under the cursor; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y + height <= BODY_BOTTOM) return false;
    this.doc.addPage();
    this.y = this.continuationHeader(this);
    return true;
  }

  /** A ruled table at the cursor; rows continue on new pages under a repeated header. */
  table(columns: readonly Column[], rows: readonly (readonly Cell[])[], left: number = CONTENT_LEFT): void {
    const headerHeight = MIN_ROW_HEIGHT;
    const drawHeader = () => {
      let x = left;
      for (const column of columns) {
        this.box(x, this.y, column.width, headerHeight, { fill: HEADER_FILL });
        this.text(
          column.header,
          x + CELL_PADDING_X,
          this.y + CELL_PADDING_Y + 0.5,
          column.width - 2 * CELL_PADDING_X,
          {
            bold: true,
            size: 8.5,
            align: 'center',
          },
        );
        x += column.width;
      }
      this.y += headerHeight;
    };
    this.ensureSpace(headerHeight + MIN_ROW_HEIGHT);
    drawHeader();
    for (const row of rows) {
      const height = this.rowHeight(columns, row);
      if (this.ensureSpace(height)) drawHeader();
      let x = left;
      columns.forEach((column, index) => {
        const cell = row[index] ?? { text: '' };
        this.box(x, this.y, column.width, height);
        const inner = column.width - 2 * CELL_PADDING_X;
        const used = this.text(cell.text, x + CELL_PADDING_X, this.y + CELL_PADDING_Y, inner, {
          bold: cell.bold,
          align: column.align,
          multiline: column.align === 'left',
          lineGap: CELL_LINE_GAP,
          maxHeight: MAX_CELL_TEXT_HEIGHT,
        });
        if (cell.detail) {
          this.text(cell.detail, x + CELL_PADDING_X, this.y + CELL_PADDING_Y + used + 1, inner, {
            size: DETAIL_SIZE,
            color: MUTED,
            multiline: true,
            lineGap: DETAIL_LINE_GAP,
            maxHeight: MAX_CELL_TEXT_HEIGHT,
          });
        }
        x += column.width;
      });
      this.y += height;
    }
  }

  private rowHeight(columns: readonly Column[], row: readonly Cell[]): number {
    let tallest = 0;
    columns.forEach((column, index) => {
      const cell = row[index];
      if (!cell) return;
      const inner = column.width - 2 * CELL_PADDING_X;
      const multiline = column.align === 'left';
      let height = this.measure(cell.text, inner, {
        bold: cell.bold,
        multiline,
        lineGap: CELL_LINE_GAP,
        maxHeight: MAX_CELL_TEXT_HEIGHT,
      });
      if (cell.detail) {
        height +=
          1 +
          this.measure(cell.detail, inner, {
            size: DETAIL_SIZE,
            multiline: true,
            lineGap: DETAIL_LINE_GAP,
            maxHeight: MAX_CELL_TEXT_HEIGHT,
          });
      }
      tallest = Math.max(tallest, height);
    });
    return Math.max(MIN_ROW_HEIGHT, Math.ceil(tallest + 2 * CELL_PADDING_Y));
  }

  /** Numbers the pages when there are several, ends the document and returns its bytes. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    if (count > 1) {
      for (let index = 0; index < count; index += 1) {
        this.doc.switchToPage(start + index);
        this.text(`${index + 1} / ${count}`, CONTENT_LEFT, FOOTER_Y, CONTENT_WIDTH, {
          size: 8,
          color: MUTED,
          align: 'center',
        });
      }
    }
    this.doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}

const METADATA_MAX_LENGTH = 200;

/** Metadata is shown by the viewer's own fonts: only what cannot be encoded goes. */
function metadataText(value: string): string {
  return [...printableText(value, () => true)].slice(0, METADATA_MAX_LENGTH).join('');
}

/**
 * Whether the current font can draw a code point. pdfkit has no public question for this; its
 * embedded font keeps the fontkit font on the private `_font.font`. If that ever changes, every
 * character counts as covered: a missing glyph then prints as a box, but nothing breaks.
 */
function glyphCoverage(doc: PDFKit.PDFDocument): GlyphCoverage {
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: unknown } } })._font?.font;
  const has = font?.hasGlyphForCodePoint;
  if (typeof has !== 'function') return () => true;
  return (codePoint) => has.call(font, codePoint) === true;
}
