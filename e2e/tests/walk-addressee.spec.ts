// Issue 16, point 4: documents addressed properly. The invoice's, the receipt's and the
// quotation's 宛名 start as the member's company; an invoice is not issued without one (the form
// says so, and the server refuses it too). Decision 0660.
import { execFileSync } from 'node:child_process';
import { checkA11y, expect, test } from './fixtures';
import { logInWithOneLine, newMember, paidCardPurchase } from './shop-data';

const company = { givenName: '花子', givenKana: 'ハナコ', organization: '株式会社シールラボ商事' };

test('the invoice is addressed to the member’s company and never to a blank 様', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await newMember(request, company);
  const purchaseId = await paidCardPurchase(request, token);
  await logInWithOneLine(page, token);

  // The quotation in the cart starts with the company too.
  await page.goto('/sp/cart');
  await expect(page.getByLabel('宛名')).toHaveValue(company.organization);

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByTestId('purchase-id')).toHaveText(purchaseId);
  await page.getByRole('button', { name: '請求書を発行する' }).click();
  const dialog = page.getByRole('dialog', { name: '請求書の発行' });
  const to = dialog.getByLabel('宛名');
  await expect(to).toHaveValue(company.organization);

  // Emptied, the form refuses at once and says why; nothing is asked of the server.
  let issueCalls = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/v2/issue-invoice')) issueCalls += 1;
  });
  await to.fill('');
  await dialog.getByRole('button', { name: '発行してダウンロード' }).click();
  await expect(dialog.getByText('請求書の宛名（会社名またはお名前）を入力してください')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(issueCalls).toBe(0);
  await page.screenshot({ path: test.info().outputPath('invoice-blank.png') });
  await checkA11y(page, 'invoice dialog with a blank addressee');

  // The server refuses a blank one as well, for any client.
  const refused = await request.post('/api/v2/issue-invoice', {
    headers: { Authorization: `Bearer ${token}` },
    data: { to: ' ', purchase_id: purchaseId },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors.to).toBe(
    '請求書の宛名（会社名またはお名前）を入力してください',
  );

  await to.fill(company.organization);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '発行してダウンロード' }).click();
  const download = await downloading;
  const file = test.info().outputPath('invoice.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(`${company.organization} 御中`);

  // The receipt starts with the company as well.
  await page.getByRole('button', { name: '領収書を発行する' }).click();
  await expect(page.getByRole('dialog', { name: '領収書の発行' }).getByLabel('宛名')).toHaveValue(
    company.organization,
  );
});
