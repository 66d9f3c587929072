// Issue 16, point 7: addresses stay whole. A member who moves and types the new postal code gets
// the new town, with the street and building of the old address emptied (not 沖縄県八重山郡竹富町
// 千代田1-1); a street line that cannot belong to the code's town is refused by the form and by
// the server. Decision 0663.
import { checkA11y, expect, test } from './fixtures';
import { newMember } from './shop-data';

test('a new postal code replaces the old address whole, and a mixed one is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await newMember(request);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);

  await page.goto('/sp/mypage/account');
  const line1 = page.locator('#member-address-line1');
  const line2 = page.locator('#member-address-line2');
  await expect(line1).toHaveValue('千代田1-1');
  await line2.fill('シールビル2階');

  await page.locator('#member-postal-code').fill('9071101');
  await expect(page.locator('#member-address-level2')).toHaveValue('八重山郡竹富町');
  await expect(page.locator('#member-address-level1')).toHaveValue('47');
  await expect(line1).toHaveValue('竹富');
  await expect(line2).toHaveValue('');
  await expect(
    page.getByText('郵便番号が変わったため、町名・番地と建物名を入れ直してください'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('postal-changed.png'), fullPage: true });

  // The old street typed back by hand: the form refuses it on its field.
  await line1.fill('千代田1-1');
  await page.getByRole('button', { name: '変更を保存する' }).click();
  const message = '町名・番地が郵便番号の地域（竹富）と一致しません。郵便番号と町名をご確認ください';
  await expect(page.locator('#member-address-line1-error')).toHaveText(message);
  await expect(line1).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'account form with a street of another town');

  // Any client: the server refuses the mixed address with the same message.
  const refused = await request.post('/api/v2/destinations', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      id: 0,
      postalCode: 9071101,
      addressLevel1: '47',
      addressLevel2: '八重山郡竹富町',
      addressLine1: '千代田1-1',
      addressLine2: '',
      organization: '',
      familyName: '山田',
      givenName: '太郎',
      familyKana: 'ヤマダ',
      givenKana: 'タロウ',
      tel: '03-1234-5678',
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors.addressLine1).toBe(message);

  // Written for the new town, the address is saved.
  await line1.fill('竹富1-1');
  await page.getByRole('button', { name: '変更を保存する' }).click();
  await expect(page).toHaveURL(/\/sp\/mypage\/account-done$/);
});
