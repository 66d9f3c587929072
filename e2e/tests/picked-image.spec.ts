// The picked image kept on the device (issue 23 point 2, decisions 0808 and 0809): a transparent
// PNG picked in the preview offers the contour cut and the cut line follows the design; a reload
// shows the image again, with the contour cut if it was chosen; the cart item names it; after a cash-on-delivery order My page offers it
// as the order's artwork, and one tap sends it: the order reads 入稿済み and the offer is gone.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember } from './shop-data';

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

/** Whether the contour cut is remembered with each kept image, read from IndexedDB. */
function keptContours(page: Page): Promise<(boolean | null)[]> {
  return page.evaluate(
    () =>
      new Promise<(boolean | null)[]>((resolve) => {
        const opened = indexedDB.open('sticker-lab-picked-images', 1);
        opened.onsuccess = () => {
          const all = opened.result.transaction('images').objectStore('images').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { layout?: { contour: boolean } }[]).map(
                (record) => record.layout?.contour ?? null,
              ),
            );
        };
      }),
  );
}

/** The keys of the images this browser keeps, read from IndexedDB. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opened = indexedDB.open('sticker-lab-picked-images', 1);
        opened.onupgradeneeded = () => opened.result.createObjectStore('images', { keyPath: 'key' });
        opened.onsuccess = () => {
          const keys = opened.result.transaction('images').objectStore('images').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
        };
      }),
  );
}

test('a picked PNG is kept on the phone, cut along its design, and sent as the artwork in one tap', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await newMember(request);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);

  await page.goto('/sp/materials/white-pp');
  await page.getByLabel('横', { exact: true }).fill('50');
  await page.getByLabel('縦', { exact: true }).fill('40');
  await expect(preview(page)).toHaveAttribute('data-width', '50');
  // A 400 × 320 px PNG: a red disc on a see-through field, made by the browser itself.
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#e11d48';
      context.beginPath();
      context.arc(200, 160, 120, 0, Math.PI * 2);
      context.fill();
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await page.getByLabel('自分の画像で試す').setInputFiles({
    name: 'my-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(page.getByTestId('own-image')).toBeVisible();
  await expect(
    page.getByText('この端末に保存し、ご注文後はマイページからそのまま入稿できます。'),
  ).toBeVisible();
  await expect.poll(() => keptKeys(page)).toHaveLength(1);

  // Still there after a reload: the configuration names the kept image.
  await page.reload();
  await expect(page.getByTestId('own-image')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('own-image-dpi')).toContainText('400×320px');

  // The contour cut: the cut line becomes the disc's outline, 2 mm outside it.
  const cutLine = page.getByTestId('cut-line');
  const rectangle = await cutLine.getAttribute('d');
  await page.getByRole('button', { name: 'デザインの形に沿ってカット' }).click();
  await expect(preview(page)).toHaveAttribute('data-contour', 'design');
  await expect(cutLine).not.toHaveAttribute('d', rectangle ?? '');
  // The 形状 step is not open yet: the customer is told which choice cuts this way.
  await expect(page.getByTestId('contour-note')).toContainText('自由形状（フリーカット）');
  const contour = (await cutLine.getAttribute('d')) ?? '';
  // A disc's outline: many points, not the rectangle's four corners.
  expect(contour.split('L').length).toBeGreaterThan(12);

  await answerUpTo(page, 'deliveryDate', { format: '自由形状（フリーカット）' });
  await expect(step(page, 'format').getByRole('radio', { name: '自由形状（フリーカット）' })).toBeChecked();
  await expect(preview(page)).toHaveAttribute('data-contour', 'design');
  await expect(page.getByTestId('contour-note')).toHaveCount(0);

  // A reload restores the contour cut with the image, the same line (decision 0811).
  const chosen = (await cutLine.getAttribute('d')) ?? '';
  await expect.poll(() => keptContours(page)).toEqual([true]);
  await page.reload();
  await expect(page.getByTestId('own-image')).toBeVisible({ timeout: 20_000 });
  await expect(preview(page)).toHaveAttribute('data-contour', 'design');
  await expect(cutLine).toHaveAttribute('d', chosen);
  await expect(page.getByRole('button', { name: 'デザインの形に沿ってカット（選択中）' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The template offered on the page draws this contour (decision 0812): only its outline is sent.
  const pdfLink = page.getByRole('link', { name: 'PDFをダウンロード' });
  await expect(pdfLink).toHaveAttribute('href', /contour=/);
  await expect(page.getByText('プレビューで選んだ画像のデザインの形に沿った線です')).toBeVisible();
  const template = await page.request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(template.status()).toBe(200);
  expect(template.headers()['content-disposition']).toContain('_contour.pdf');
  await step(page, 'deliveryDate').getByRole('radio').first().check();
  await step(page, 'num').getByRole('combobox').selectOption('100');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);

  // The cart item carries the kept image's key, not the image.
  const [key] = await keptKeys(page);
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  const cart = JSON.parse(stored ?? '{}') as { state: { items: { pickedImage: string | null }[] } };
  expect(cart.state.items[0]?.pickedImage).toBe(key);

  // Cash on delivery, the quickest order.
  await page.goto('/sp/checkout/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の選択' })).toBeVisible();
  await page.getByRole('radio', { name: /代金引換/ }).check();
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お届け先・発送元の指定' })).toBeVisible();
  await page.getByLabel(/軽微な調整/).check();
  await page.getByLabel(/必要な権利/).check();
  await page.getByRole('button', { name: 'ご注文内容の確認へ進む' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文内容の確認' })).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v2/upload')) uploads.push(sent.url());
  });
  await page.getByRole('button', { name: '注文を確定する' }).click();
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  const purchaseId = /(\d{11})$/.exec(page.url())?.[1] ?? '';

  // My page offers the kept image; nothing was sent before the tap.
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  const card = page.getByTestId('order-card');
  const offer = card.getByTestId('picked-artwork-offer');
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByTestId('picked-artwork-name')).toHaveText('my-logo.png');
  await expect(offer.locator('img')).toBeVisible();
  expect(uploads).toEqual([]);
  await offer.getByRole('button', { name: 'プレビューで選んだ画像を入稿する' }).click();
  await expect(card.getByText('入稿済み').first()).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('my-logo.png')).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(uploads).toHaveLength(1);
  // Sent: the device lets the image go.
  await expect.poll(() => keptKeys(page)).toEqual([]);
});

test('an image removed from the cart is removed from the phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sp/materials/white-pp');
  await page.getByLabel('横', { exact: true }).fill('30');
  await page.getByLabel('縦', { exact: true }).fill('30');
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0a4f96';
      context.fillRect(0, 0, 120, 120);
    }
    return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
  });
  await page.getByLabel('自分の画像で試す').setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(jpeg, 'base64'),
  });
  await expect(page.getByTestId('own-image')).toBeVisible();
  // A photo without a see-through surround: no contour cut to offer.
  await expect(page.getByRole('button', { name: /デザインの形に沿ってカット/ })).toHaveCount(0);
  await expect.poll(() => keptKeys(page)).toHaveLength(1);
  await answerUpTo(page, 'deliveryDate', {});
  await step(page, 'deliveryDate').getByRole('radio').first().check();
  await step(page, 'num').getByRole('combobox').selectOption('100');
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await expect.poll(() => keptKeys(page)).toEqual([]);
});
