// My page (issue 8): a member with a cash-on-delivery purchase follows it from /mypage to its
// detail, uploads the artwork with a progress bar (and cancels one upload half-way), then cancels
// the purchase; another member's purchase address answers the not-found message.
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { apiPurchase, newMember } from './shop-data';

/** 白PP (101), 50 × 50 mm, 100 pieces, cash on delivery, the registered address. */
async function newPurchase(request: APIRequestContext, token: string): Promise<string> {
  return (await apiPurchase(request, token, { method: 'onDelivery' }, { priorConsent: true })).purchaseId;
}

async function logIn(page: Page, token: string): Promise<void> {
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
}

// A 1×1 transparent PNG: a real image, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a member follows an order from My page, uploads the artwork and cancels', async ({ page, request }) => {
  // A long journey with several accessibility checks: 30–40 s while the shared 2-core machine is busy.
  test.setTimeout(90_000);
  const token = await newMember(request);
  const purchaseId = await newPurchase(request, token);
  await logIn(page, token);

  await page.goto('/sp/mypage');
  await expect(page.getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
  await expect(page.getByTestId('holding-point')).toHaveText('0pt');
  await expect(page.getByTestId('order-status').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('summary.png'), fullPage: true });
  await checkA11y(page, 'My page summary');

  await page.getByRole('link', { name: 'ご注文履歴' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文履歴' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('histories.png'), fullPage: true });
  await page.getByRole('link', { name: new RegExp(purchaseId) }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'ご注文詳細' })).toBeVisible();
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await expect(page.getByTestId('purchase-total')).toHaveText(/¥[\d,]+/);
  await page.screenshot({ path: test.info().outputPath('detail.png'), fullPage: true });
  await checkA11y(page, 'order detail');

  // An upload held on the wire: the progress bar shows, and 中止 aborts it.
  await page.route('**/api/v2/upload', () => {
    // Never answered: the upload stays in flight until the member stops it.
  });
  await page.getByRole('button', { name: '入稿データをアップロード' }).click();
  const dialog = page.getByRole('dialog', { name: '入稿データのアップロード' });
  await expect(dialog).toBeVisible();
  // The picker speaks Japanese whatever the browser's language, and shows the chosen file.
  await expect(dialog.getByText('ファイルを選ぶ')).toBeVisible();
  await expect(dialog.getByText('選択されていません')).toBeVisible();
  await dialog
    .getByLabel('入稿データ')
    .setInputFiles({ name: 'artwork.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('artwork.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'アップロードする' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'アップロードの進み具合' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('upload-progress.png') });
  await checkA11y(page, 'upload dialog with progress');
  await dialog.getByRole('button', { name: 'アップロードを中止' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('アップロードを中止しました');
  await page.unroute('**/api/v2/upload');

  // The real upload: the order becomes 入稿済み and the lists reload.
  await dialog.getByRole('button', { name: 'アップロードする' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status').first()).toHaveText('入稿済み');
  await expect(page.getByText('artwork.png')).toBeVisible();

  // Escape closes a dialog; focus stays inside while it is open.
  await page.getByRole('button', { name: 'ご注文をキャンセルする' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'ご注文のキャンセル' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: '戻る' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'ご注文をキャンセルする' }).click();
  await page.screenshot({ path: test.info().outputPath('cancel.png') });
  await checkA11y(page, 'cancel confirmation');
  await confirm.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'お手続きが完了しました' })).toBeVisible();
  await expect(page.getByTestId('done-message')).toHaveText(/キャンセル/);
  await page.screenshot({ path: test.info().outputPath('done.png'), fullPage: true });

  await page.getByRole('link', { name: 'ご注文内容を確認する' }).click();
  await expect(page.getByTestId('order-status').first()).toHaveText(/キャンセル/);
  await expect(page.getByRole('button', { name: 'ご注文をキャンセルする' })).toHaveCount(0);
});

test('another member’s purchase shows the not-found message', async ({ page, request, consoleErrors }) => {
  const owner = await newMember(request);
  const purchaseId = await newPurchase(request, owner);
  const stranger = await newMember(request);
  await logIn(page, stranger);

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文が見つかりません' })).toBeVisible();
  await expect(page.getByText('お届け先')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('not-found.png'), fullPage: true });

  // The API's 404 is the answer this journey asked for; Chromium logs the failed request.
  const expected = /Failed to load resource: the server responded with a status of 404/;
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((message) => !expected.test(message)),
  );
});

test('repeating an order puts it in the cart', async ({ page, request }) => {
  const token = await newMember(request);
  const purchaseId = await newPurchase(request, token);
  await logIn(page, token);

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文詳細' })).toBeVisible();
  await page.getByRole('button', { name: 'リピート注文する' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);
  await expect(page.getByText('白PPステッカー').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('repeat-cart.png'), fullPage: true });
  // The line repeats the order (repeatId set); the cart priced it again with a new shipping date.
  const stored = await page.evaluate(() => localStorage.getItem('cart'));
  const cart = JSON.parse(stored ?? '{}') as { state: { items: { repeatId: number }[] } };
  expect(cart.state.items).toHaveLength(1);
  expect(cart.state.items[0]?.repeatId).toBeGreaterThan(0);
});
