// The sticker template as a PDF (issue 23 point 7): page 1 is the artboard, the artwork's size
// with its bleed, at 100 % with the cut line, bleed and safe area drawn from the same paths as the
// preview and the SVG; page 2 (A4) says what the lines mean. Drawn with pdfkit and the embedded
// Japanese font, as the invoices are.
import { templateColours, templateNotes, type StickerTemplate } from '@shop/domain/preview';
import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts.ts';
import { A4 } from './pdf-writer.ts';

const pointsPerMm = 72 / 25.4;
const FONT = 'template-regular';
const BOLD = 'template-bold';

export async function stickerTemplatePdf(
  template: StickerTemplate,
  shopName: string,
  now: Date,
): Promise<Buffer> {
  const { bleed } = template.guides;
  const title = `${template.productName} テンプレート ${template.widthMm}×${template.heightMm}mm`;
  const doc = new PDFDocument({
    size: [bleed.width * pointsPerMm, bleed.height * pointsPerMm],
    margin: 0,
    lang: 'ja-JP',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: title, Author: shopName, Creator: shopName, CreationDate: now, ModDate: now },
  });
  const chunks: Buffer[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = documentFonts();
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);

  // Page 1: the artboard in mm.
  doc.save().scale(pointsPerMm);
  doc.lineWidth(0.25);
  doc.path(template.paths.bleed).dash(1, { space: 0.6 }).stroke(templateColours.bleed);
  doc.path(template.paths.safe).dash(1, { space: 0.6 }).stroke(templateColours.safe);
  doc.undash().path(template.paths.cut).stroke(templateColours.cut);
  doc.restore();

  // Page 2: the notes.
  doc.addPage({ size: [A4.width, A4.height], margin: 0 });
  const [heading = '', ...notes] = templateNotes(template);
  doc
    .font(BOLD)
    .fontSize(14)
    .fillColor('#1a1a1a')
    .text(heading, 42, 56, { width: A4.width - 84 });
  doc.moveDown(1);
  doc.font(FONT).fontSize(10.5);
  for (const note of notes) doc.text(note, { width: A4.width - 84, lineGap: 3 }).moveDown(0.5);
  doc
    .moveDown(1)
    .fontSize(9)
    .fillColor('#555555')
    .text(`1ページ目がテンプレート（原寸、塗り足しを含む${bleed.width}×${bleed.height}mm）です。`, {
      width: A4.width - 84,
    });
  doc.text(shopName, { width: A4.width - 84 });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
