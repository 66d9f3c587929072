// Issue 16, point 8: signup that keeps the customer. A visitor on the way to checkout signs up from
// the login page: a registered e-mail is said at the input step, on its field; once signed up the
// member is logged in and back at the payment step with the cart (decision 0664).
import { checkA11y, expect, test } from './fixtures';
import { newMember, whitePpCartItem } from './shop-data';

test('a visitor who signs up on the way to checkout goes on to pay, logged in', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A member already uses this address.
  const taken = `taken-${Date.now()}@example.com`;
  const token = await newMember(request);
  const user = (await (
    await request.get('/api/v2/user', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { user: { email: string } } };
  const takenEmail = user.data.user.email;

  await page.goto('/sp/about');
  await page.evaluate(
    (stored) => localStorage.setItem('cart', stored),
    JSON.stringify({ state: { items: [whitePpCartItem(1)] }, version: 1 }),
  );
  await page.goto('/sp/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('¥2,530');
  await page.getByRole('button', { name: 'ご注文手続きへ進む' }).click();
  await expect(page).toHaveURL(/\/sp\/login$/);
  await page.getByRole('link', { name: '会員登録（無料）' }).click();
  await expect(page).toHaveURL(/\/sp\/signup$/);

  await page.getByLabel('姓', { exact: true }).fill('山田');
  await page.getByLabel('名', { exact: true }).fill('花子');
  await page.getByLabel('セイ').fill('ヤマダ');
  await page.getByLabel('メイ').fill('ハナコ');
  await page.getByLabel('郵便番号').fill('1000001');
  await expect(page.getByLabel('市区町村')).toHaveValue('千代田区');
  await page.getByLabel('町名・番地').fill('千代田1-1');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('メールアドレス').fill(takenEmail);
  await page.getByLabel('パスワード', { exact: true }).fill('sticker2026');

  // The registered address is refused here, before the confirmation.
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  const email = page.getByLabel('メールアドレス');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('このメールアドレスはすでに登録されています')).toBeVisible();
  await expect(page).toHaveURL(/\/sp\/signup$/);
  await checkA11y(page, 'signup with a registered e-mail');

  await email.fill(taken.replace('taken', 'new'));
  await page.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page).toHaveURL(/\/sp\/signup\/confirmation$/);
  await page.getByRole('button', { name: '登録する' }).click();

  // Logged in, back on the way to payment, the cart still there.
  await expect(page).toHaveURL(/\/sp\/checkout\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'お支払い方法の選択' })).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥2,530');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
