// Issue 19, the orders side at a desk: customers order and send their artwork; staff find the
// orders, move them to printing (several at once, then one), download the day's B2クラウド CSV and
// picking list, and ship them with a tracking number each (a mistyped one refused on its field);
// the customer sees the tracking number on My page, on a phone. axe checks every screen.
import fs from 'node:fs';
import { devices, type APIRequestContext } from '@playwright/test';
import { desk, openBackOffice, test } from './back-office';
import { allowFailedLoads, checkA11y, expect } from './fixtures';
import { memberEmail, newMember, paidCardPurchase } from './shop-data';

test.use({ ...desk, staffRole: 'staff' });
test.setTimeout(180_000);

// A 1×1 PNG: a real image, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface OrderOfPurchase {
  orderId: string;
  shippingDate: string;
}

async function orderOf(
  request: APIRequestContext,
  token: string,
  purchaseId: string,
): Promise<OrderOfPurchase> {
  const response = await request.get(`/api/v2/purchases/${purchaseId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { orders: OrderOfPurchase[] } };
  const [order] = body.data.orders;
  if (!order) throw new Error(`no order in ${purchaseId}`);
  return order;
}

async function uploadArtwork(request: APIRequestContext, token: string, orderId: string): Promise<void> {
  const response = await request.post('/api/v2/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { order_id: orderId, file: { name: 'sticker.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Yamato's 12 digits: eleven and their remainder by 7. */
const yamato = (eleven: string) => `${eleven}${Number(eleven) % 7}`;

test('staff find orders, print and ship them with tracking numbers; the customer sees the number', async ({
  page,
  newContext,
  request,
  consoleErrors,
}) => {
  // The customer orders twice by card and sends the artwork of each.
  const token = await newMember(request, { givenName: '出荷', givenKana: 'シュッカ' });
  const email = await memberEmail(request, token);
  const purchases = [await paidCardPurchase(request, token), await paidCardPurchase(request, token)];
  const [a, b] = await Promise.all(purchases.map((purchaseId) => orderOf(request, token, purchaseId)));
  if (!a || !b) throw new Error('two orders expected');
  for (const order of [a, b]) await uploadArtwork(request, token, order.orderId);

  // A staff member, made with the command line while the shop runs, logs in.
  await openBackOffice(page);

  // Today shows the artwork waiting for a check.
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  await menu.getByRole('link', { name: '今日の作業' }).click();
  await expect(page.getByRole('heading', { name: '今日の作業' })).toBeVisible();
  await expect(page.getByTestId('today-artworkToCheck')).not.toContainText(/^入稿データの確認待ち0/);
  await checkA11y(page, 'today');

  // Found by the customer's e-mail address: both orders, moved to printing at once.
  await menu.getByRole('link', { name: 'ご注文' }).click();
  await page.getByLabel('検索', { exact: true }).fill(email);
  await page.getByRole('button', { name: '検索する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2件' })).toBeVisible();
  await checkA11y(page, 'order list');
  await page.getByLabel(`${a.orderId} を選ぶ`).check();
  await page.getByLabel(`${b.orderId} を選ぶ`).check();
  const bulk = page.getByRole('region', { name: '選んだ2件の状態を変更' });
  await bulk.getByLabel('変更先').selectOption({ label: 'データOK・印刷へ' });
  await bulk.getByRole('button', { name: '2件をまとめて変更する' }).click();
  await expect(page.getByText('2件のご注文を「データOK・印刷中」に変更しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(a.orderId) })).toContainText('データOK・印刷中');

  // One order, by its purchase number, from its own page: printed.
  await page.getByLabel('検索', { exact: true }).fill(purchases[0] ?? '');
  await page.getByRole('button', { name: '検索する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1件' })).toBeVisible();
  await page.getByRole('link', { name: a.orderId }).click();
  await expect(page.getByRole('heading', { name: `ご注文 ${purchases[0]}` })).toBeVisible();
  await expect(page.getByText(/^sticker\.png（1 KB/)).toBeVisible();
  await checkA11y(page, 'purchase detail');
  const orderA = page.getByRole('region', { name: new RegExp(a.orderId) });
  await orderA.getByLabel('変更先').selectOption({ label: '印刷済みにする' });
  await orderA.getByRole('button', { name: '変更する' }).click();
  await expect(page.getByText('1件のご注文を「印刷済み・発送待ち」に変更しました')).toBeVisible();
  await expect(orderA.getByRole('heading', { level: 2 })).toContainText('印刷済み・発送待ち');

  // The other one printed from the list.
  await menu.getByRole('link', { name: 'ご注文' }).click();
  await page.getByLabel('検索', { exact: true }).fill(email);
  await page.getByRole('button', { name: '検索する' }).click();
  await page.getByLabel(`${b.orderId} を選ぶ`).check();
  const single = page.getByRole('region', { name: '選んだ1件の状態を変更' });
  await single.getByLabel('変更先').selectOption({ label: '印刷済みにする' });
  await single.getByRole('button', { name: '変更する' }).click();
  await expect(page.getByText('1件のご注文を「印刷済み・発送待ち」に変更しました')).toBeVisible();

  // The day's papers: the B2クラウド CSV in Shift_JIS with both parcels, and the picking list.
  await menu.getByRole('link', { name: '今日の作業' }).click();
  await page.getByLabel('発送日', { exact: true }).fill(a.shippingDate);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'B2クラウド用CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`b2-${a.shippingDate.replaceAll('-', '')}.csv`);
  const text = new TextDecoder('shift_jis').decode(fs.readFileSync(await csv.path()));
  expect(text.startsWith('"お客様管理番号","送り状種類","クール区分"')).toBe(true);
  for (const purchaseId of purchases) expect(text).toContain(`"${purchaseId}","0"`);
  expect(text).toContain('"山田 出荷"');
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ピッキングリスト（PDF）' }).click();
  const pdf = fs.readFileSync(await (await pdfDownload).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Both shipped at once, a tracking number each; a mistyped Yamato number is refused on its field.
  await menu.getByRole('link', { name: 'ご注文' }).click();
  await page.getByLabel('検索', { exact: true }).fill(email);
  await page.getByRole('button', { name: '検索する' }).click();
  await page.getByLabel(`${a.orderId} を選ぶ`).check();
  await page.getByLabel(`${b.orderId} を選ぶ`).check();
  await bulk.getByLabel('変更先').selectOption({ label: '発送済みにする' });
  const numberA = yamato('40012345678');
  const numberB = yamato('40012345679');
  await bulk.getByLabel(`${a.orderId} の送り状番号`).fill('4001-2345-6780');
  await bulk.getByLabel(`${b.orderId} の送り状番号`).fill(numberB);
  await bulk.getByRole('button', { name: '2件をまとめて変更する' }).click();
  await expect(bulk.getByText('ヤマト運輸の伝票番号（12桁の数字）を正しく入力してください')).toBeVisible();
  await expect(bulk.getByLabel(`${a.orderId} の送り状番号`)).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'bulk shipping with an error');
  await bulk.getByLabel(`${a.orderId} の送り状番号`).fill(numberA);
  await bulk.getByRole('button', { name: '2件をまとめて変更する' }).click();
  await expect(page.getByText('2件のご注文を「発送済み」に変更しました')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(b.orderId) })).toContainText('発送済み');

  // The customer, on a phone, sees the carrier and the tracking number on My page.
  const phone = await newContext({
    ...devices['Pixel 7'],
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const customer = await phone.newPage();
  await customer.goto('/sp/about');
  await customer.evaluate((bearer) => localStorage.setItem('token', bearer), token);
  await customer.goto(`/sp/mypage/histories/${purchases[0]}`);
  await expect(customer.getByText('発送済み').first()).toBeVisible();
  await expect(customer.getByRole('link', { name: numberA })).toBeVisible();
  await expect(customer.getByText('ヤマト運輸').first()).toBeVisible();
  // The day it left replaces the day it was planned to leave.
  await expect(customer.getByText('発送日', { exact: true })).toBeVisible();
  await expect(customer.getByText('発送予定日', { exact: true })).toHaveCount(0);
  await customer.screenshot({ path: test.info().outputPath('mypage-shipped-order.png'), fullPage: true });
  await phone.close();
  // Expected failure: the mistyped number (400).
  allowFailedLoads(consoleErrors, [400]);
});
