// Issue 16 point 6: every screen's words follow the order's real state (decision 0654). Artwork
// received is not "awaited" beside its 入稿済み badge; a cancelled card order is not "paid" and
// earns no points; the page after a cancellation thanks nobody for a purchase; and the done page of
// a purchase number that is not the member's does not thank for it.
import { allowFailedLoads, expect, test } from './fixtures';
import { fillCard, newMember, placeOrder, startCheckout } from './shop-data';

// A 1×1 transparent PNG: a real image, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a card order: its words follow upload, then cancellation', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await newMember(request);
  const auth = { authorization: `Bearer ${token}` };
  await startCheckout(page, token);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await placeOrder(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
  const purchaseId = /(\d{11})$/.exec(page.url())?.[1] ?? '';

  // Before the artwork: My page asks for it.
  await page.goto('/sp/mypage');
  await expect(page.getByText('入稿データのアップロードをお待ちしております')).toBeVisible();

  const detail = await request.get(`/api/v2/purchases/${purchaseId}`, { headers: auth });
  const orderId = ((await detail.json()) as { data: { orders: { orderId: string }[] } }).data.orders[0]
    ?.orderId;
  const upload = await request.post('/api/v2/upload', {
    headers: auth,
    multipart: {
      file: { name: 'artwork.png', mimeType: 'image/png', buffer: PNG },
      order_id: String(orderId),
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  // 入稿済み: the sentence beside the badge says the data arrived, and no longer waits for it.
  await page.reload();
  await expect(page.getByText('入稿済み')).toBeVisible();
  await expect(page.getByText('入稿データのアップロードをお待ちしております')).toHaveCount(0);
  await expect(page.getByText(/入稿データを受け付けました/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mypage-uploaded.png'), fullPage: true });

  // Paid and to earn points, until cancelled.
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByText('クレジットカード（お支払い済み）')).toBeVisible();
  await expect(page.getByText('獲得予定ポイント')).toBeVisible();
  await page.getByRole('button', { name: 'ご注文をキャンセルする' }).click();
  await page
    .getByRole('alertdialog', { name: 'ご注文のキャンセル' })
    .getByRole('button', { name: 'キャンセルする' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'お手続きが完了しました' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('ありがとうございま');
  await page.screenshot({ path: test.info().outputPath('cancel-done.png'), fullPage: true });

  await page.getByRole('link', { name: 'ご注文内容を確認する' }).click();
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await expect(page.getByText('クレジットカード（キャンセルに伴い返金の手続き中）')).toBeVisible();
  await expect(page.getByText('お支払い済み')).toHaveCount(0);
  await expect(page.getByText('獲得予定ポイント')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('history-cancelled.png'), fullPage: true });
});

test('the done page of a purchase number that is not the member’s thanks for nothing', async ({
  page,
  request,
  consoleErrors,
}) => {
  const token = await newMember(request);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
  let thanksCalls = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v2/thanks/')) thanksCalls += 1;
  });
  await page.goto('/sp/checkout/done/99999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文が見つかりません' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('ありがとうございま');
  expect(thanksCalls).toBe(0);
  await page.screenshot({ path: test.info().outputPath('done-unknown.png'), fullPage: true });
  // The purchase's 404 is the answer this journey asked for.
  allowFailedLoads(consoleErrors, [404]);
});
