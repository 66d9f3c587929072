// Issue 21 point 5, 請求書払い（掛け払い） on a phone: a company member applies on My page, the
// provider's stand-in screens the application and tells the shop, the payment step then offers
// 掛け払い with what is left of the limit, the order is placed at once, and My page shows the line
// used and the invoice the order is billed on. axe checks the customer's screens.
import { checkA11y, expect, test } from './fixtures';
import { newMember, placeOrder, startCheckout } from './shop-data';

test('a company applies, is approved by the stand-in, and orders on its monthly invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const company = `株式会社シール商会${Date.now() % 100_000}`;
  const token = await newMember(request, { givenName: '掛払', givenKana: 'カケバライ' });

  // Before applying, the payment step shows 掛け払い disabled with why.
  await startCheckout(page, token);
  const credit = page.getByRole('radio', { name: /請求書払い（掛け払い）/ });
  await expect(page.getByText('掛け払いは、お申し込みと審査の後にご利用いただけます')).toBeVisible();
  await expect(credit).toBeDisabled();

  // My page: the application.
  await page.goto('/sp/mypage');
  const section = page.getByTestId('credit-line');
  await section.getByRole('button', { name: '掛け払いを申し込む' }).click();
  const form = page.getByRole('form', { name: '掛け払いのお申し込み' });
  await form.getByLabel('法人番号（13桁）').fill('7000012050001');
  await form.getByLabel('会社名・屋号').fill(company);
  await form.getByLabel('ご担当者名').fill('山田 掛払');
  await form.getByLabel('郵便番号').fill('100-0001');
  await form.getByLabel('会社所在地').fill('東京都千代田区千代田1-1');
  await form.getByLabel('電話番号').fill('03-1234-5678');
  await form.getByLabel('ご希望のご利用限度額（月額）').fill('300,000');
  await form.getByRole('button', { name: '審査を申し込む' }).click();
  // A mistyped 法人番号 is said on its field, in Japanese.
  await expect(form.getByText('法人番号は13桁の数字で、正しい番号を入力してください')).toBeVisible();
  await form.getByLabel('法人番号（13桁）').fill('7000012050002');
  await form.getByRole('button', { name: '審査を申し込む' }).click();
  await expect(section).toContainText('審査中です');
  await checkA11y(page, 'My page, credit line being screened');

  // The provider's stand-in: the tester sends the screening result.
  await page.goto('/sandbox-pay/gmokb');
  const application = page.locator('form.application', { hasText: company });
  await application.getByRole('button', { name: '審査結果を通知する' }).click();
  await expect(page.getByRole('status')).toContainText('承認');
  await expect(page.getByRole('status')).toContainText('ショップの応答 200');

  // The payment step offers it with what is left of the limit.
  await startCheckout(page, token);
  await expect(page.getByText('ご利用可能額 ¥300,000')).toBeVisible();
  await expect(credit).toBeEnabled();
  await credit.check();
  await expect(page.getByText('月末締め翌月末払い').first()).toBeVisible();
  await checkA11y(page, 'payment step, 掛け払い offered');
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await placeOrder(page);
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ご注文ありがとうございました' })).toBeVisible();
  // The thanks page says which invoice the order comes on and who sends it.
  await expect(page.getByTestId('invoice-credit-note')).toHaveText(
    /^ご注文代金は\d{4}年\d{1,2}月分のご請求に含め、月末締めの請求書を決済会社からお送りします。お支払い期限は/,
  );
  const purchaseId = /(\d{11})$/.exec(page.url())?.[1] ?? '';

  // My page: the line used, and the order's invoice.
  await page.goto('/sp/mypage');
  await expect(section).toContainText('ご利用可能額');
  await expect(section).toContainText('¥297,470');
  await expect(section).toContainText('¥2,530');
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByText('請求書払い（掛け払い）')).toBeVisible();
  await expect(page.getByTestId('invoice-credit-billing')).toHaveText(
    /^\d{4}年\d{1,2}月分のご請求（お支払い期限 /,
  );
  await checkA11y(page, 'My page, order on 掛け払い');

  // The stand-in lists the order on the member's invoice for the month.
  await page.goto('/sandbox-pay/gmokb');
  await expect(page.getByTestId('invoice').filter({ hasText: company })).toContainText(purchaseId);
});
