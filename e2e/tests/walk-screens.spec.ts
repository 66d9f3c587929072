// Issue 16, the last sentence: the team walks the screens part A left unwalked, as a customer would,
// on a phone: the configurator's steps, the gallery and purposes, the sample, estimate and contact
// forms (logged in), signup and password reset, the address book, the documents (invoice, receipt,
// quotation) and My page's other screens. Each screen is photographed whole (test-results/…/NN-*.png)
// and what a customer would read is asserted: the words that follow the state, yen with
// separators, dates in Japanese form, nothing wider than the phone. docs/walk-2026-11.md lists what
// the walk found.
import type { Page, TestInfo } from '@playwright/test';
import { allowFailedLoads, checkA11y, expect, test } from './fixtures';
import { waitForMails } from './outbox';
import { downloadedPdfText } from './pdf-download';
import { memberEmail, newMember, paidCardPurchase, whitePpCartItem } from './shop-data';

/**
 * The whole page at 390 px into the test's output folder, one picture per screenful as the
 * customer scrolls (name-1.png, name-2.png, …: pictures that can be read, with the steps drawn
 * only once they near the screen), after checking nothing sticks out sideways.
 */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // What is still loading is not what the customer reads.
  await expect(page.getByRole('status', { name: /読み込/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /読み込/ })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name}: page wider than the phone`).toBeLessThanOrEqual(390);
  // An open dialog is what the customer sees; the page behind it does not scroll.
  if (await page.getByRole('dialog').or(page.getByRole('alertdialog')).isVisible()) {
    await page.screenshot({ path: testInfo.outputPath(`${name}-1.png`), scale: 'css' });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0, part = 1; top < height; top += 844, part += 1) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${part}.png`), scale: 'css' });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** English words a Japanese customer should never read in the page's text. */
async function expectNoEnglish(page: Page, name: string): Promise<void> {
  const text = await page.locator('main').innerText();
  const leaks = text.match(/\b(?:undefined|null|NaN|Invalid Date|Error|error|true|false|Loading)\b/g);
  expect(leaks, `${name}: English or a program's word in the text`).toBeNull();
}

/** The token of the last password reset link mailed to `email`. */
async function resetTokenFromOutbox(email: string): Promise<string> {
  const mails = await waitForMails(email, 'the password reset link', { containing: '/sp/reset/' });
  const match = /\/sp\/reset\/([A-Za-z0-9_-]{20,})/.exec(mails.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`no reset link in the mail to ${email}`);
  return match[1];
}

async function logIn(page: Page, token: string): Promise<void> {
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
}

test('catalogue: purposes, a purpose, the gallery and the configurator’s states', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/sp/purposes');
  await expect(page.locator('h1')).toHaveText('用途から選ぶ');
  await shot(page, testInfo, '01-purposes');
  await expectNoEnglish(page, 'purposes');

  await page.getByRole('link', { name: /^商品ラベル/ }).click();
  await expect(page.locator('h1')).toContainText('商品ラベル');
  // The configurator is where the price is seen; お見積り is the estimate request (docs/glossary.md).
  await expect(
    page.getByText('この仕様を選んだ状態で価格をご確認いただけます。', { exact: false }),
  ).toBeVisible();
  await shot(page, testInfo, '02-purpose-product-label');
  await expectNoEnglish(page, 'purpose');

  await page.goto('/sp/gallery');
  await expect(page.locator('main li svg[data-scene]').first()).toBeVisible();
  await expect(page.getByText('同じ仕様のまま価格をご確認いただけます', { exact: false })).toBeVisible();
  await expect(page.getByText('お見積り画面')).toHaveCount(0);
  await shot(page, testInfo, '03-gallery');
  await expectNoEnglish(page, 'gallery');

  // Empty, as a customer arrives.
  await page.goto('/sp/materials/white-pp');
  await expect(page.locator('h1')).toHaveText('白PPステッカー');
  // The later steps are drawn a few at a time after the first screen (decision 0565).
  await expect(page.locator('[data-step]')).toHaveCount(15);
  // The line's own name is called the same here and in the cart (not 商品名 beside the product's).
  await expect(page.getByLabel('管理用の名前')).toBeVisible();
  await shot(page, testInfo, '04-configurator-empty');
  await expectNoEnglish(page, 'configurator empty');

  // Add to cart before answering: refused with messages on the steps.
  await page.getByLabel('横').fill('5');
  await page.getByLabel('縦').fill('50');
  await expect(page.locator('[data-step="size"]').getByRole('alert')).toHaveText(
    '最小サイズをご確認ください',
  );
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('選択項目をご確認ください')).toBeVisible();
  await shot(page, testInfo, '05-configurator-refused');

  // A gallery work opens it filled and priced.
  await page.goto('/sp/gallery');
  await page.getByRole('link', { name: /カフェのロゴステッカー/ }).click();
  await expect(page.getByTestId('amount-total')).toHaveText(/^¥[\d,]+$/);
  await expect(page.locator('[data-step]')).toHaveCount(15);
  await shot(page, testInfo, '06-configurator-from-gallery');
  await expectNoEnglish(page, 'configurator filled');

  // The work gives no delivery date: the step waits for the customer (decision 0105), and add to
  // cart asks for it rather than taking the 5 days nobody chose (the walk found it taken).
  const delivery = page.locator('[data-step="deliveryDate"]');
  await expect(delivery.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByText('選択項目をご確認ください')).toBeVisible();
  await expect(delivery.getByRole('alert')).toHaveText('必ず選択してください');
  await expect(page).toHaveURL(/work=3$/);
  await delivery.getByRole('radio', { name: /5営業日以内発送/ }).check();
  await expect(page.getByText(/15項目中 15項目 選択済み/)).toBeVisible();
  await shot(page, testInfo, '06b-configurator-delivery-chosen');

  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page).toHaveURL(/\/sp\/cart$/);
  await expect(page.getByTestId('cart-total')).toHaveText(/^¥[\d,]+$/);
  await expect(page.getByLabel('管理用の名前')).toBeVisible();
  await shot(page, testInfo, '07-cart-one-line');
});

test('a member’s sample, estimate and contact requests, each to its done page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await newMember(request, {
    givenName: '花子',
    givenKana: 'ハナコ',
    organization: '株式会社歩き商会',
  });
  await logIn(page, token);

  await page.goto('/sp/request-sample');
  await expect(page.getByLabel('お名前')).toHaveValue('山田 花子');
  await shot(page, testInfo, '10-sample-member');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('いずれかにチェックを入れてください')).toBeVisible();
  await shot(page, testInfo, '11-sample-errors');
  await page.getByRole('checkbox', { name: '白PPステッカー' }).check();
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/request-sample\/confirm$/);
  await shot(page, testInfo, '12-sample-confirm');
  await page.getByRole('button', { name: 'この内容で申し込む' }).click();
  await expect(page).toHaveURL(/\/sp\/request-sample\/done$/);
  await expect(page.locator('h1')).toHaveText('サンプルのお申し込みを受け付けました');
  await shot(page, testInfo, '13-sample-done');

  await page.goto('/sp/request-estimate');
  await expect(page.locator('#estimate-familyName')).toHaveValue('山田');
  await shot(page, testInfo, '14-estimate-member');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.locator('#estimate-purpose-error')).toHaveText('必ず選択してください');
  await shot(page, testInfo, '15-estimate-errors');
  await page.locator('#estimate-purpose').selectOption('商品ラベル');
  await page.locator('#estimate-material').selectOption('白PPステッカー');
  // 横×縦 like the configurator and the cart (docs/glossary.md), not 幅・高さ.
  await page.getByLabel('横', { exact: true }).fill('50');
  await page.getByLabel('縦', { exact: true }).fill('30');
  await page.locator('#estimate-num0').fill('5000');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/request-estimate\/confirm$/);
  const answer = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(answer('サイズ')).toHaveText('横 50mm × 縦 30mm');
  await expect(answer('数量1')).toHaveText('5,000枚');
  // An unticked box and no file are answers, said as the mail says them, not （未記入）.
  await expect(answer('お急ぎ')).toHaveText('いいえ');
  await expect(answer('ファイル')).toHaveText('なし');
  await shot(page, testInfo, '16-estimate-confirm');
  await page.getByRole('button', { name: 'この内容で依頼する' }).click();
  await expect(page).toHaveURL(/\/sp\/request-estimate\/done$/);
  await expect(page.locator('h1')).toHaveText('お見積りのご依頼を受け付けました');
  await shot(page, testInfo, '17-estimate-done');

  await page.goto('/sp/contact');
  await shot(page, testInfo, '18-contact-member');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.locator('#contact-message-error')).toHaveText('必ず入力してください');
  await shot(page, testInfo, '19-contact-errors');
  await page.locator('#contact-message').fill('見積りについて相談です。');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/contact\/confirmation$/);
  await expect(page.getByText('株式会社歩き商会')).toBeVisible();
  await shot(page, testInfo, '20-contact-confirm');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page).toHaveURL(/\/sp\/contact\/done$/);
  await expect(page.locator('h1')).toHaveText('お問い合わせを受け付けました');
  await shot(page, testInfo, '21-contact-done');
});

test('signup, login and password reset in the states a visitor meets', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/sp/login');
  await shot(page, testInfo, '30-login');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(page.getByText('必ず入力してください')).toHaveCount(2);
  await shot(page, testInfo, '31-login-errors');

  await page.goto('/sp/signup');
  await shot(page, testInfo, '32-signup-empty');
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByLabel('姓', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('姓', { exact: true })).toBeFocused();
  await shot(page, testInfo, '33-signup-errors');

  await page.goto('/sp/reset');
  await shot(page, testInfo, '34-reset');
  await page.getByRole('button', { name: '再設定用のメールを送信する' }).click();
  await expect(page.getByText('必ず入力してください')).toBeVisible();
  await shot(page, testInfo, '35-reset-errors');
  const token = await newMember(request);
  const email = await memberEmail(request, token);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByRole('button', { name: '再設定用のメールを送信する' }).click();
  await expect(page).toHaveURL(/\/sp\/reset\/sent$/);
  await expect(page.locator('h1')).toHaveText('メールを送信しました');
  await shot(page, testInfo, '36-reset-sent');
  const resetToken = await resetTokenFromOutbox(email);
  await page.goto(`/sp/reset/${resetToken}`);
  await expect(page.getByLabel('新しいパスワード', { exact: true })).toBeVisible();
  await shot(page, testInfo, '37-reset-token');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByText('必ず入力してください')).toBeVisible();
  await shot(page, testInfo, '38-reset-token-errors');
  await page.goto('/sp/reset/not-a-real-token-at-all');
  await expect(page.locator('h1')).toHaveText('このURLは無効です');
  await shot(page, testInfo, '39-reset-invalid');
  await page.goto('/sp/verify-email/not-a-real-token-at-all');
  await expect(page.locator('h1')).toHaveText('このURLは無効です');
  await shot(page, testInfo, '39b-verify-invalid');
  allowFailedLoads(consoleErrors, [400, 404, 410, 422]);
});

test('a member’s My page, history, address book and documents', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const token = await newMember(request, {
    givenName: '花子',
    givenKana: 'ハナコ',
    organization: '株式会社歩き商会',
  });
  await logIn(page, token);

  // Before the first order.
  await page.goto('/sp/mypage');
  await expect(page.locator('h1')).toHaveText('マイページ');
  await expect(page.getByText('進行中のご注文はありません。')).toBeVisible();
  await shot(page, testInfo, '40-mypage-empty');
  await page.goto('/sp/mypage/histories');
  await expect(page.getByText('ご注文の履歴はまだありません。')).toBeVisible();
  await shot(page, testInfo, '41-histories-empty');
  await page.goto('/sp/mypage/shipment');
  await expect(page.getByText('登録されているお届け先はありません。')).toBeVisible();
  await expect(page.getByText('登録されている発送元はありません。')).toBeVisible();
  await shot(page, testInfo, '42-address-book-empty');
  await page.getByRole('button', { name: 'お届け先を追加する' }).click();
  const dialog = page.getByRole('dialog', { name: 'お届け先の追加' });
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByLabel('姓', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'address dialog with its errors');
  await shot(page, testInfo, '43-address-dialog-errors');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await page.goto('/sp/mypage/account');
  await expect(page.getByLabel('会社名・団体名')).toHaveValue('株式会社歩き商会');
  await shot(page, testInfo, '44-account');

  // With a paid order.
  const purchaseId = await paidCardPurchase(request, token);
  await page.goto('/sp/mypage');
  await expect(page.getByText('進行中のご注文はありません。')).toHaveCount(0);
  await expect(page.getByText(/発送予定日：\d{4}年\d{1,2}月\d{1,2}日\(.\)/)).toBeVisible();
  await expect(page.getByText('獲得予定 25pt（商品のお届け後に付与）')).toBeVisible();
  await shot(page, testInfo, '45-mypage-one-order');
  await page.goto('/sp/mypage/histories');
  await expect(page.getByRole('link', { name: /白PP/ }).first()).toBeVisible();
  await expect(page.getByText('合計 ¥2,530')).toBeVisible();
  await shot(page, testInfo, '46-histories-one');
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await expect(page.getByText('クレジットカード（お支払い済み）')).toBeVisible();
  await expect(page.getByText('獲得予定ポイント')).toBeVisible();
  await shot(page, testInfo, '47-history');

  await page.getByRole('button', { name: '請求書を発行する' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: '請求書の発行' });
  await expect(invoiceDialog.getByLabel('宛名')).toHaveValue('株式会社歩き商会');
  await shot(page, testInfo, '48-invoice-dialog');
  const invoice = await downloadedPdfText(page, testInfo, 'invoice', () =>
    invoiceDialog.getByRole('button', { name: '発行してダウンロード' }).click(),
  );
  await testInfo.attach('invoice.txt', { body: invoice });
  expect(invoice).toContain('株式会社歩き商会 御中');
  expect(invoice).toContain('¥2,530');
  expect(invoice).toMatch(/お支払い状況\s+\d{4}年\d{1,2}月\d{1,2}日 お支払い済み/);
  await page.getByRole('button', { name: '領収書を発行する' }).click();
  const receiptDialog = page.getByRole('dialog', { name: '領収書の発行' });
  await expect(receiptDialog.getByLabel('宛名')).toHaveValue('株式会社歩き商会');
  await shot(page, testInfo, '49-receipt-dialog');
  const receipt = await downloadedPdfText(page, testInfo, 'receipt', () =>
    receiptDialog.getByRole('button', { name: '発行してダウンロード' }).click(),
  );
  await testInfo.attach('receipt.txt', { body: receipt });
  expect(receipt).toContain('株式会社歩き商会 御中');
  expect(receipt).toMatch(/お支払日\s+\d{4}年\d{1,2}月\d{1,2}日/);

  // The quotation from the cart.
  await page.evaluate(
    (stored) => localStorage.setItem('cart', stored),
    JSON.stringify({ state: { items: [whitePpCartItem(1)] }, version: 1 }),
  );
  await page.goto('/sp/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('¥2,530');
  await shot(page, testInfo, '50-cart-member');
  const quotation = await downloadedPdfText(page, testInfo, 'quotation', () =>
    page.getByRole('button', { name: '御見積書をダウンロード' }).click(),
  );
  await testInfo.attach('quotation.txt', { body: quotation });
  expect(quotation).toContain('株式会社歩き商会 御中');
  // Japanese colons in the specification, as the invoice writes it.
  expect(quotation).toContain('サイズ：50×50mm');
  expect(quotation).toContain('納期：5営業日以内発送');
  expect(quotation).not.toMatch(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]: /u);
  await checkA11y(page, 'cart after the quotation');
});

test('a member’s order: the points history and the delivery, upload and cancel dialogs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await newMember(request, {
    givenName: '花子',
    givenKana: 'ハナコ',
    organization: '株式会社歩き商会',
  });
  const purchaseId = await paidCardPurchase(request, token);
  await logIn(page, token);

  await page.goto('/sp/mypage');
  await page.getByText('ポイントの履歴', { exact: true }).click();
  await expect(page.getByText('ポイントの履歴はまだありません。')).toBeVisible();
  await shot(page, testInfo, '60-mypage-points-history');

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await page.getByRole('button', { name: 'お届け先を変更する' }).click();
  const shipment = page.getByRole('dialog', { name: 'お届け先の変更' });
  await expect(shipment.getByLabel('お届け時間帯')).toBeVisible();
  await shot(page, testInfo, '61-shipment-dialog');
  await checkA11y(page, 'delivery change dialog');
  await page.keyboard.press('Escape');
  await expect(shipment).toHaveCount(0);

  await page.getByRole('button', { name: '入稿データをアップロード' }).click();
  const upload = page.getByRole('dialog', { name: '入稿データのアップロード' });
  await expect(upload).toBeVisible();
  await shot(page, testInfo, '62-upload-dialog');
  await page.keyboard.press('Escape');
  await expect(upload).toHaveCount(0);

  await page.getByRole('button', { name: 'ご注文をキャンセルする' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'ご注文のキャンセル' });
  await expect(cancel).toContainText(`ご注文番号 ${purchaseId} のご注文をすべてキャンセルします`);
  // Said for this purchase: paid by card, no points or coupon used (it said 「お支払い済みの場合は
  // …ポイント・クーポンはお戻しします」 to every purchase).
  await expect(cancel).toContainText('お支払い済みの代金は、キャンセル完了後にご返金いたします。');
  await expect(cancel).not.toContainText('お戻しします');
  await shot(page, testInfo, '63-cancel-dialog');
  await cancel.getByRole('button', { name: '戻る' }).click();
  await expect(cancel).toHaveCount(0);
});
