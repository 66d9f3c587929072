// Issue 20 point 1, artwork asked for again: a customer sends the artwork from My page on a phone;
// staff look at it and ask for a new file with a message (status 4); the customer reads that
// message on My page's order detail (not only in the mail) and sends a new file there; staff see
// the new version beside the first. axe checks the customer's screen with the message.
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { desk, test } from './back-office';
import { checkA11y, expect, type NewContext } from './fixtures';
import { waitForMails } from './outbox';
import { memberEmail, newMember, paidCardPurchase } from './shop-data';

test.use({ ...desk, staffRole: 'staff' });
test.setTimeout(180_000);

// A 1×1 PNG: a real image, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const REQUEST = '塗り足しが足りません。\n四辺に3mmずつ背景を延ばしてお送りください。';

async function firstOrderOf(request: APIRequestContext, token: string, purchaseId: string): Promise<string> {
  const response = await request.get(`/api/v2/purchases/${purchaseId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: { orders: { orderId: string }[] } };
  const orderId = body.data.orders[0]?.orderId;
  if (!orderId) throw new Error(`no order in ${purchaseId}`);
  return orderId;
}

/** The customer's phone, logged in, on the purchase's detail on My page. */
async function customerOnPhone(newContext: NewContext, token: string, purchaseId: string) {
  const phone = await newContext({
    ...devices['Pixel 7'],
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const page = await phone.newPage();
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文詳細' })).toBeVisible();
  return { phone, page };
}

/** Sends a file through the order card's upload button and its dialog (named after the button). */
async function uploadFromMyPage(page: Page, again: boolean, name: string) {
  await page
    .getByRole('button', { name: again ? '入稿データを再アップロード' : '入稿データをアップロード' })
    .click();
  const dialog = page.getByRole('dialog', {
    name: again ? '入稿データの再アップロード' : '入稿データのアップロード',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('入稿データ').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'アップロードする' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status').first()).toHaveText('入稿済み');
}

test('staff ask for a new artwork file; the customer reads why on My page and sends it again', async ({
  page,
  newContext,
  request,
}) => {
  const token = await newMember(request, { givenName: '入稿', givenKana: 'ニュウコウ' });
  const email = await memberEmail(request, token);
  const purchaseId = await paidCardPurchase(request, token);
  const orderId = await firstOrderOf(request, token, purchaseId);

  // The customer sends the first file from a phone.
  const first = await customerOnPhone(newContext, token, purchaseId);
  await uploadFromMyPage(first.page, false, 'sticker-v1.png');
  await expect(first.page.getByText('sticker-v1.png')).toBeVisible();
  await first.phone.close();

  // Staff look at it and ask for a new file with a message.
  await page.goto(`/admin/orders/${purchaseId}`);
  const order = page.getByRole('region', { name: new RegExp(orderId) });
  await expect(order.getByRole('img', { name: '入稿データ sticker-v1.png' })).toBeVisible();
  await order.getByLabel('変更先').selectOption({ label: '再入稿をお願いする' });
  await order.getByLabel('メモ').fill(REQUEST);
  await order.getByRole('button', { name: '変更する' }).click();
  await expect(page.getByText('1件のご注文を「再入稿待ち」に変更しました')).toBeVisible();
  // The mail quotes the message too.
  await waitForMails(email, 'the re-upload request', { containing: '四辺に3mmずつ背景を延ばして' });

  // On My page, the customer reads the message on the order and sends a new file there.
  const second = await customerOnPhone(newContext, token, purchaseId);
  const card = second.page.getByTestId('order-card').first();
  await expect(card.getByTestId('order-status')).toHaveText('再入稿待ち');
  const asked = card.getByRole('region', { name: '入稿データの再アップロードのお願い' });
  await expect(asked).toBeVisible();
  await expect(asked).toContainText('担当者より：塗り足しが足りません。');
  await expect(asked).toContainText('四辺に3mmずつ背景を延ばしてお送りください。');
  await expect(asked).toContainText(/\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{2}:\d{2}/);
  await asked.scrollIntoViewIfNeeded();
  await second.page.screenshot({ path: test.info().outputPath('re-upload-request.png') });
  await checkA11y(second.page, 'order waiting for a new artwork file');
  await uploadFromMyPage(second.page, true, 'sticker-v2.png');
  // Answered: the request leaves the order, which shows the new file.
  await expect(asked).toHaveCount(0);
  await expect(card.getByText('sticker-v2.png')).toBeVisible();
  await second.phone.close();

  // Staff see the new version beside the first, and the order back at 入稿済み.
  await page.reload();
  await expect(order.getByRole('img', { name: '入稿データ sticker-v2.png' })).toBeVisible();
  await expect(order.getByRole('img', { name: '入稿データ sticker-v1.png' })).toBeVisible();
  await expect(order.getByRole('heading', { level: 2 })).toContainText('入稿済み');
});
