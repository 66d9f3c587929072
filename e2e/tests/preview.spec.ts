// The sticker before buying (issue 23): the live preview beside the steps follows the size, the
// shape and the material; the 料金早見表 agrees with the live price; the template downloads at the
// chosen size.
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

const step = (page: Page, name: string): Locator => page.locator(`[data-step="${name}"]`);
const preview = (page: Page): Locator => page.getByTestId('sticker-preview');

/** Answers the steps in order up to `until`, with the given choices or each step's first. */
async function answerUpTo(page: Page, until: string, wanted: Record<string, string | RegExp>): Promise<void> {
  const names = await page
    .locator('[data-step]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-step') ?? ''));
  for (const name of names) {
    if (name === until) return;
    if (name === 'size') continue;
    const choice = wanted[name];
    const radio = choice
      ? step(page, name).getByRole('radio', { name: choice, exact: typeof choice === 'string' })
      : step(page, name).getByRole('radio').first();
    await radio.check();
  }
}

test.describe('sticker preview', () => {
  test('changes with the size, the shape and the material', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/sp/materials/white-pp');
    await expect(page.locator('h1')).toHaveText('白PPステッカー');
    // Loaded after the page: the placeholder first, then the drawing in its place.
    await expect(preview(page)).toHaveAttribute('data-look', 'white');
    await expect(page.getByTestId('preview-size')).toHaveText('サイズ未選択');
    // As tall as its placeholder, so the steps below do not move when it arrives (no layout shift).
    const panel = page.getByRole('region', { name: '仕上がりイメージ' });
    expect((await panel.boundingBox())?.height).toBe(592);

    await page.getByLabel('横', { exact: true }).fill('30');
    await page.getByLabel('縦', { exact: true }).fill('25');
    await expect(page.getByTestId('preview-size')).toHaveText('30×25mm');
    await expect(preview(page)).toHaveAttribute('data-width', '30');
    await expect(page.getByRole('img', { name: /30×25mmのステッカーと1円硬貨/ })).toBeVisible();

    await page.getByLabel('横', { exact: true }).fill('120');
    await expect(page.getByRole('img', { name: /120×25mmのステッカーと名刺/ })).toBeVisible();

    await answerUpTo(page, 'cutlineService', { format: '円・楕円' });
    await expect(preview(page)).toHaveAttribute('data-outline', 'ellipse');
    await step(page, 'format').getByRole('radio', { name: '角丸四角形', exact: true }).check();
    await expect(preview(page)).toHaveAttribute('data-outline', 'roundedRectangle');
    await answerUpTo(page, 'deliveryDate', { deliveryForm: /全抜き/ });
    await expect(preview(page)).toHaveAttribute('data-cut', 'fullCut');
    await page.getByText('ガイド線の見方').click();
    await expect(page.getByText('カットライン（実線：全抜き。台紙ごと切ります）')).toBeVisible();

    // Pinch-zoomable; the buttons do the same for a mouse or a switch.
    await page.getByRole('button', { name: '拡大する' }).click();
    await expect(page.getByTestId('preview-zoom')).toHaveAttribute('data-scale', '1.50');
    await page.getByRole('button', { name: '元の大きさに戻す' }).click();
    await expect(page.getByTestId('preview-zoom')).toHaveAttribute('data-scale', '1.00');
    await checkA11y(page, 'white PP with its preview');

    await page.goto('/sp/materials/clear-pet');
    await expect(preview(page)).toHaveAttribute('data-look', 'clear');
    await expect(page.getByText(/透明PETステッカー・白インクなし/)).toBeVisible();

    await page.goto('/sp/materials/kraft');
    await expect(preview(page)).toHaveAttribute('data-look', 'kraft');

    await page.goto('/sp/materials/pop');
    await expect(preview(page)).toHaveAttribute('data-outline', 'ellipse');
    await step(page, 'shape').getByRole('radio', { name: /星形/ }).check();
    await expect(preview(page)).toHaveAttribute('data-outline', 'star');
    await expect(page.getByTestId('preview-size')).toHaveText('50×50mm');
  });

  test('the price table shows the live price, and the template is the chosen size', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/sp/materials/white-pp');
    await page.getByLabel('横', { exact: true }).fill('50');
    await page.getByLabel('縦', { exact: true }).fill('50');
    await answerUpTo(page, 'deliveryDate', { lamination: /マットラミネート/, format: '角丸四角形' });
    await step(page, 'deliveryDate')
      .getByRole('radio', { name: /3営業日以内発送/ })
      .check();
    await step(page, 'num').getByRole('combobox').selectOption('100');

    const table = page.getByTestId('price-table');
    await expect(page.getByText('税込・3営業日発送・選択中のオプション込みの合計金額です。')).toBeVisible();
    const cell = table.locator('td[data-size="50x50"][data-num="100"]');
    await expect(cell).toHaveAttribute('aria-current', 'true');
    const total = (await page.getByTestId('amount-total').textContent())?.trim() ?? '';
    expect(total).toMatch(/^¥[\d,]+$/);
    await expect(cell).toHaveText(total);
    // Another quantity: the live price moves to the cell the table already showed.
    const other = (await table.locator('td[data-size="50x50"][data-num="500"]').textContent())?.trim() ?? '';
    await step(page, 'num').getByRole('combobox').selectOption('500');
    await expect(page.getByTestId('amount-total')).toHaveText(other);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'PDFをダウンロード' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('template_white-pp_50x50mm.pdf');
    const file = test.info().outputPath('template.pdf');
    await download.saveAs(file);
    // A PDF reader's view: the first page is the artwork with its 2 mm bleed, 54 mm square.
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    expect(Number(size?.[1])).toBeCloseTo((54 * 72) / 25.4, 1);
    expect(Number(size?.[2])).toBeCloseTo((54 * 72) / 25.4, 1);
    expect(execFileSync('pdftotext', ['-f', '2', '-l', '2', file, '-'], { encoding: 'utf8' })).toContain(
      '仕上がりサイズ 50×50mm',
    );
  });

  test('every material, purpose and gallery work has its picture, drawn after the page', async ({ page }) => {
    for (const [url, cards] of [
      ['/sp/products', page.locator('main li a[href*="/materials/"]')],
      ['/sp/purposes', page.locator('main li a[href*="/purposes/"]')],
      ['/sp/gallery', page.locator('main li a[href*="/materials/"]')],
    ] as const) {
      await page.goto(url);
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(3);
      await expect(page.locator('main li svg[data-scene]')).toHaveCount(count);
      await checkA11y(page, `pictures on ${url}`);
    }
    await page.goto('/sp/purposes/novelty');
    await expect(page.getByRole('img', { name: 'ノベルティのステッカーの使用例' })).toHaveAttribute(
      'data-scene',
      'laptop',
    );
  });

  test('the customer’s own PNG in the preview, with its resolution and a warning below 300 dpi', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/sp/materials/white-pp');
    await page.getByLabel('横', { exact: true }).fill('50');
    await page.getByLabel('縦', { exact: true }).fill('40');
    await expect(preview(page)).toHaveAttribute('data-width', '50');
    // A 200 × 160 px transparent PNG, made by the browser itself.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 200;
      canvas.height = 160;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#e11d48';
        context.beginPath();
        context.arc(100, 80, 70, 0, Math.PI * 2);
        context.fill();
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByLabel('自分の画像で試す').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await expect(page.getByTestId('own-image')).toBeVisible();
    // Fitted to 50 × 40 mm: 200 px over 50 mm is about 101 dpi.
    await expect(page.getByTestId('own-image-dpi')).toContainText('200×160px・印刷時の解像度 約101dpi');
    await expect(page.getByTestId('dpi-warning')).toContainText('300dpi未満のため');

    // Moved with a finger (the mouse here): the image moves, the preview does not zoom or pan.
    const before = Number(await page.getByTestId('own-image').getAttribute('x'));
    // The mouse acts at screen coordinates: the image must be on the screen, under the cut-off box.
    await page.getByTestId('own-image').scrollIntoViewIfNeeded();
    const box = await page.getByTestId('own-image').boundingBox();
    if (!box) throw new Error('no image');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 3 });
    await page.mouse.up();
    // The move is drawn on React's next render, which a busy machine may not have done yet.
    await expect
      .poll(async () => Number(await page.getByTestId('own-image').getAttribute('x')), {
        message: 'the dragged image moves right',
      })
      .toBeGreaterThan(before);
    await expect(page.getByTestId('preview-zoom')).toHaveAttribute('data-scale', '1.00');

    // Smaller on the sticker, sharper in print: a fifth of the size is about 508 dpi.
    await page.getByLabel('画像の大きさ').fill('0.2');
    await expect(page.getByTestId('own-image-dpi')).toContainText('約508dpi');
    await expect(page.getByTestId('dpi-warning')).toHaveCount(0);
    // Kept on the phone: nothing carried the image anywhere.
    expect(requests.filter((url) => url.startsWith('blob:') === false && /upload/.test(url))).toEqual([]);
  });
});
