// Issue 21 point 1, an unpaid bank transfer past its deadline: on a shop of this spec's own started
// as a test server (APP_ENV=test), the staff command cancels the transfers overdue as of a day far
// ahead (`--as-of`, refused on any other server), as the once-a-minute round does once the
// deadline passes. The customer finds the order cancelled on My page, on a phone.
import { checkA11y, expect, test } from './fixtures';
import { apiPurchase, logInWithOneLine, newMember } from './shop-data';
import { staffServer } from './staff-server';

const port = Number(process.env.E2E_PORT ?? 3210) + 1021;
const server = staffServer(port, { APP_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}` });

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: server.baseURL });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await server.start();
});

test.afterAll(async () => server.stop());

test('an unpaid bank transfer is cancelled after its deadline, and My page says so', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const token = await newMember(api, { givenName: '期限', givenKana: 'キゲン' });
  const { purchaseId } = await apiPurchase(api, token, { method: 'bank' });
  await api.dispose();

  await logInWithOneLine(page, token);
  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(page.getByRole('region', { name: 'お振込みのお願い' })).toBeVisible();

  // A year on, the deadline is long past: the staff command cancels it now (run inside the server
  // through its control socket).
  const asOf = `${new Date().getFullYear() + 1}-12-01`;
  expect(await server.admin(['purchases:expire-transfers', '--as-of', asOf])).toContain(
    'お振込み期限切れでキャンセル: 1件',
  );

  await page.goto(`/sp/mypage/histories/${purchaseId}`);
  await expect(
    page.getByText(/までにご入金を確認できなかったため、このご注文はキャンセルされました。/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'お振込みのお願い' })).toHaveCount(0);
  await expect(page.getByText('銀行振込（キャンセル済み・ご請求はありません）')).toBeVisible();
  await checkA11y(page, 'My page, bank transfer expired');
});
