// Screenshots of the live preview (issue 23) for docs/preview/: three materials configured as a
// customer would, on a phone, for a person to look at. Not a benchmark and not a test: the
// journeys in e2e/tests/preview.spec.ts check what the preview does.
//
//   npm run build && npx tsx bench/preview-screenshots.ts
//
// PREVIEW_ORIGIN=http://127.0.0.1:3800 uses a shop already running instead of starting one.
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { phoneContext, startShop } from './shop-server.ts';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const outDir = path.resolve(import.meta.dirname, '../docs/preview');

const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`);

async function choose(page: Page, stepName: string, name: string | RegExp): Promise<void> {
  await step(page, stepName)
    .getByRole('radio', { name, exact: typeof name === 'string' })
    .check();
}

interface Shot {
  file: string;
  slug: string;
  size: [number, number];
  choices: [string, string | RegExp][];
  /** A picture the customer picks, drawn by the browser: its size in px. */
  image?: { width: number; height: number };
}

const shots: Shot[] = [
  {
    file: 'white-pp-rounded-gloss-sheet.png',
    slug: 'white-pp',
    size: [50, 40],
    choices: [
      ['adhesive', '通常のり'],
      ['lamination', /グロスラミネート/],
      ['format', '角丸四角形'],
      ['deliveryForm', 'シート単位の四角カット'],
    ],
  },
  {
    file: 'clear-pet-circle-no-white-full-cut.png',
    slug: 'clear-pet',
    size: [40, 40],
    choices: [
      ['adhesive', '通常のり'],
      ['whiteInk', /白インクなし/],
      ['format', '円・楕円'],
      ['deliveryForm', /全抜き/],
    ],
  },
  {
    file: 'kraft-freeform-half-cut-large.png',
    slug: 'kraft',
    size: [120, 80],
    choices: [
      ['adhesive', '通常のり'],
      ['format', /自由形状/],
      ['halfcut', 'ハーフカットを入れる'],
      ['deliveryForm', /全抜き/],
    ],
  },
  {
    file: 'white-pp-own-image-low-dpi.png',
    slug: 'white-pp',
    size: [60, 60],
    choices: [
      ['adhesive', '通常のり'],
      ['lamination', /マットラミネート/],
      ['format', '円・楕円'],
      ['deliveryForm', /全抜き/],
    ],
    image: { width: 400, height: 400 },
  },
];

/** A transparent PNG with a badge on it, made in the page, as a customer's logo would be. */
async function pickImage(page: Page, size: { width: number; height: number }): Promise<void> {
  const png = await page.evaluate(({ width, height }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#e11d48';
      context.beginPath();
      context.arc(width / 2, height / 2, width * 0.45, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#ffffff';
      context.font = `bold ${Math.round(width / 5)}px sans-serif`;
      context.textAlign = 'center';
      context.fillText('ロゴ', width / 2, height / 2 + width / 14);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, size);
  await page
    .getByLabel('自分の画像で試す')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await page.getByTestId('own-image').waitFor();
}

async function shoot(page: Page, origin: string, shot: Shot): Promise<void> {
  await page.goto(`${origin}/sp/materials/${shot.slug}`);
  await page.getByLabel('横', { exact: true }).fill(String(shot.size[0]));
  await page.getByLabel('縦', { exact: true }).fill(String(shot.size[1]));
  // Steps open in order: each is answered as listed, or with its first choice (なし where offered).
  const wanted = new Map(shot.choices);
  const names = await page
    .locator('[data-step]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-step') ?? ''));
  for (const stepName of names) {
    // What the preview draws is all chosen before the delivery date.
    if (stepName === 'deliveryDate') break;
    if (stepName === 'size') continue;
    const name = wanted.get(stepName);
    if (name) await choose(page, stepName, name);
    else await step(page, stepName).getByRole('radio').first().check();
  }
  const preview = page.getByRole('region', { name: '仕上がりイメージ' });
  await preview.getByTestId('sticker-preview').waitFor();
  await preview.scrollIntoViewIfNeeded();
  // The placeholder is 37rem (592 px) tall: a taller panel would push the steps down as it arrives.
  const height = (await preview.boundingBox())?.height ?? 0;
  if (height > 593) console.warn(`${shot.slug}: the panel is ${height} px tall, taller than its placeholder`);
  // A picked image adds its controls: the customer's doing, not a shift.
  if (shot.image) await pickImage(page, shot.image);
  await preview.getByText('ガイド線の見方').click();
  await preview.screenshot({ path: path.join(outDir, shot.file) });
  console.log(`docs/preview/${shot.file}`);
}

const given = process.env.PREVIEW_ORIGIN;
const shop = given ? null : await startShop();
const origin = given ?? shop?.origin ?? '';
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  for (const shot of shots) await shoot(page, origin, shot);
} finally {
  await browser.close();
  await shop?.stop();
}
