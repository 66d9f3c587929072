// Issue 19's cancellation and issue 21's 後払い at a desk: staff cancel a card order from its page
// with part of the money refunded (a missing reason and a refund larger than the payment are
// refused on their fields, and the order is not stopped by the mistake), and cancel a 後払い order,
// for which the form offers only 返金しない (decision 0845) and the provider's stand-in is told.
import { desk, test } from './back-office';
import { allowFailedLoads, checkA11y, expect } from './fixtures';
import { waitForMails } from './outbox';
import { apiPurchase, memberEmail, newMember, paidCardPurchase } from './shop-data';

test.use({ ...desk, staffRole: 'staff' });
test.setTimeout(120_000);

test('staff cancel a card order with part refunded; a mistake is refused on its field and stops nothing', async ({
  page,
  request,
  consoleErrors,
}) => {
  const token = await newMember(request);
  const email = await memberEmail(request, token);
  const purchaseId = await paidCardPurchase(request, token);

  await page.goto(`/admin/orders/${purchaseId}`);
  await expect(page.getByRole('heading', { name: `ご注文 ${purchaseId}` })).toBeVisible();
  const form = page.getByRole('form', { name: 'キャンセル' });
  const refund = form.getByLabel('返金');
  await expect(refund.getByRole('option')).toHaveText([
    '全額を返金する',
    '一部を返金する',
    '返金しない（未決済・後払いなど）',
  ]);
  await refund.selectOption({ label: '一部を返金する' });
  const amount = form.getByLabel('返金額（円）');
  await expect(amount).toBeVisible();

  // Without a reason: refused on the reason, which the customer's mail would quote.
  await amount.fill('1000');
  await form.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(form.getByLabel('理由')).toHaveAccessibleDescription(/キャンセルの理由を入力してください/);
  await checkA11y(page, 'cancel form refused without a reason');

  // More than was paid: refused on the amount, and the order goes on as before.
  const reason = 'ご依頼により、一部を返金してキャンセルいたします';
  await form.getByLabel('理由').fill(reason);
  await amount.fill('999999');
  await form.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(amount).toHaveAccessibleDescription(/返金額がお支払い金額を超えています/);
  await page.reload();
  await expect(page.getByRole('heading', { name: `ご注文 ${purchaseId}` })).toBeVisible();
  await expect(page.getByRole('region', { name: '状態の履歴' })).not.toContainText('キャンセル');

  await refund.selectOption({ label: '一部を返金する' });
  await amount.fill('1000');
  await form.getByLabel('理由').fill(reason);
  await form.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'キャンセルし、1,000円を返金しました' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '状態の履歴' })).toContainText(reason);
  await waitForMails(email, 'the mail of the cancellation', { containing: reason });
  // The refused sends answered 400 and 422 (the browser logs them).
  allowFailedLoads(consoleErrors, [400, 422]);
});

test('staff cancel a 後払い order: only 返金しない is offered, and the provider is told', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A name no other run shares, so the stand-in's page shows this buyer's transaction.
  const digits = [...Date.now().toString().slice(-6)].map((digit) => '〇一二三四五六七八九'[Number(digit)]);
  const givenName = `取消${digits.join('')}`;
  const token = await newMember(request, { givenName, givenKana: 'トリケシ' });
  const { purchaseId } = await apiPurchase(request, token, { method: 'gmoab' });

  await page.goto(`/admin/orders/${purchaseId}`);
  const form = page.getByRole('form', { name: 'キャンセル' });
  await expect(form.getByLabel('返金').getByRole('option')).toHaveText(['返金しない（未決済・後払いなど）']);
  await form.getByLabel('理由').fill('お客様のご依頼によりキャンセルいたします');
  await form.getByRole('button', { name: 'キャンセルする' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'キャンセルしました' })).toBeVisible();
  await checkA11y(page, '後払い order cancelled');

  // The stand-in's review page shows the transaction closed by the shop: nothing will be billed.
  await page.goto('/sandbox-pay/gmoab/reviews');
  const transaction = page.locator(`[data-testid="transaction"][data-buyer$="${givenName}"]`);
  await expect(transaction.getByTestId('cancelled')).toContainText('ショップから取消');
  // The stand-in has no icon (404).
  allowFailedLoads(consoleErrors, [404]);
});
