// Issue 7 in the browser: free samples, an estimate request with files and the contact form, each
// to its done page (through the confirmation step), with validation on the way (checkbox group,
// JIS X 0208 with position, required fields, scroll to the top-most error, Enter not submitting),
// and sends that fail on the server keeping every typed field and chosen file. Every screen is
// photographed at 390 px into test-results/requests/.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { mailsTo, waitForMails } from './outbox';

const shotsDir = path.resolve(import.meta.dirname, '../test-results/requests');

/** The whole page at 390 px, one picture per screenful (name-1.png, name-2.png, …). */
async function shot(page: Page, name: string): Promise<void> {
  const [width, height] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  // Nothing may stick out sideways on a phone.
  expect(width, `${name}: page width`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
  const screen = page.viewportSize()?.height ?? 844;
  for (let top = 0, part = 1; top < height; top += screen, part += 1) {
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${part}.png`),
      fullPage: true,
      scale: 'css',
      clip: {
        x: 0,
        y: top,
        width: page.viewportSize()?.width ?? 390,
        height: Math.min(screen, height - top),
      },
    });
  }
}

const serverError = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({
    message: 'サーバーエラーが発生しました。時間をおいて再度お試しください',
    errors: {},
  }),
};

/** A whole 1 × 1 PNG, padded: the server reads the file's structure, not only its signature. */
const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(4096, 7),
]);

const staffAddress = 'staff@sticker-lab.example.jp';

/** The staff's mail about a customer's request (the staff address is the server's default). */
function staffMailAbout(customerEmail: string): string {
  return mailsTo(staffAddress).find((mail) => mail.includes(`返信先：${customerEmail}`)) ?? '';
}

async function waitForStaffMailAbout(customerEmail: string): Promise<void> {
  await waitForMails(staffAddress, `the staff's mail about ${customerEmail}'s request`, {
    containing: `返信先：${customerEmail}`,
  });
}

/** A failed call the test caused on purpose: Chromium logs it as a console error; only it is let through. */
function allowFailedCalls(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = new RegExp(
    `Failed to load resource: the server responded with a status of (${statuses.join('|')})`,
  );
  const unexpected = consoleErrors.filter((message) => !expected.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

let counter = 0;
const uniqueEmail = (kind: string) => `${kind}-${Date.now()}-${++counter}@example.jp`;

/** The field is on screen (the page scrolled to it) and focused. */
async function expectScrolledTo(page: Page, selector: string): Promise<void> {
  const field = page.locator(selector);
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
}

async function fillSampleForm(page: Page, email: string): Promise<void> {
  await page.getByRole('checkbox', { name: '白PPステッカー' }).check();
  await page.getByRole('checkbox', { name: 'クラフト紙シール' }).check();
  await page.getByLabel('会社名・団体名').fill('株式会社ステッカー商会');
  await page.getByLabel('お名前').fill('山田 太郎');
  await page.getByLabel('フリガナ').fill('ヤマダ タロウ');
  await page.getByLabel('郵便番号', { exact: false }).first().fill('1000001');
  // The postal lookup fills prefecture, city and street.
  await expect(page.locator('#sample-address-level2')).toHaveValue('千代田区');
  await expect(page.locator('#sample-address-level1')).toHaveValue('13');
  await page.locator('#sample-address-line1').fill('千代田1-1');
  await page.locator('#sample-address-line2').fill('ステッカービル3階');
  await page.getByLabel('電話番号').fill('03-1234-5678');
  await page.getByLabel('メールアドレス').fill(email);
}

test.describe('free samples', () => {
  test('validation, confirmation and the done page', async ({ page }) => {
    // A long journey with several accessibility checks: 30–40 s while the shared 2-core machine is busy.
    test.setTimeout(90_000);
    await page.goto('/sp/request-sample');
    await expect(page.locator('h1')).toHaveText('無料サンプルのお申し込み');
    await expect(page.getByRole('checkbox', { name: '白PPステッカー' })).toBeVisible();
    // The estimate pseudo-product is no sample.
    await expect(page.getByRole('checkbox', { name: 'お見積り商品' })).toHaveCount(0);
    await shot(page, '01-sample-input');

    // Nothing filled: every message, and the page scrolls to the top-most one (the samples).
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.getByText('いずれかにチェックを入れてください')).toBeVisible();
    await expectScrolledTo(page, '#sample-list');
    await expect(page.locator('#sample-name-error')).toHaveText('必ず入力してください');
    await expect(page).toHaveURL(/\/sp\/request-sample$/);
    await shot(page, '02-sample-errors');
    await checkA11y(page, 'sample form with errors');

    const email = uniqueEmail('sample');
    await fillSampleForm(page, email);
    // A character outside JIS X 0208, with its position.
    await page.getByLabel('お名前').fill('髙橋 太郎');
    // Enter in a field does not submit the form.
    await page.getByLabel('お名前').press('Enter');
    await expect(page).toHaveURL(/\/sp\/request-sample$/);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.locator('#sample-name-error')).toHaveText(
      '1文字目の「髙」はJIS第1・第2水準にない文字のため、ご利用いただけません。「高」でご入力ください',
    );
    await expectScrolledTo(page, '#sample-name');
    await shot(page, '03-sample-jis-error');
    await page.getByLabel('お名前').fill('高橋 太郎');

    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page).toHaveURL(/\/sp\/request-sample\/confirm$/);
    await expect(page.getByText('クラフト紙シール')).toBeVisible();
    await expect(page.getByText('〒100-0001')).toBeVisible();
    await expect(page.getByText(/東京都千代田区千代田1-1/)).toBeVisible();
    await shot(page, '04-sample-confirm');
    await checkA11y(page, 'sample confirmation');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v2/sample'));
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ sampleList: [101, 144], postalCode: 1000001, name: '高橋 太郎' });
    await expect(page).toHaveURL(/\/sp\/request-sample\/done$/);
    await expect(page.locator('h1')).toHaveText('サンプルのお申し込みを受け付けました');
    await shot(page, '05-sample-done');

    // The queue sends the automatic reply.
    const [reply] = await waitForMails(email, 'the sample request’s automatic reply');
    expect(reply).toContain('無料サンプルをお申し込みいただき、誠にありがとうございます');
    expect(reply).toContain('・クラフト紙シール');
    expect(mailsTo(email)).toHaveLength(1);
  });

  test('a send the server fails keeps every field and says why', async ({ page, consoleErrors }) => {
    await page.route('**/api/v2/sample', (route) => route.fulfill(serverError));
    await page.goto('/sp/request-sample');
    const email = uniqueEmail('sample-fail');
    await fillSampleForm(page, email);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    const button = page.getByRole('button', { name: 'この内容で申し込む' });
    await button.click();
    await expect(page.getByRole('alert').first()).toContainText('サーバーエラーが発生しました');
    await expect(page).toHaveURL(/\/sp\/request-sample\/confirm$/);
    await expect(button).toBeEnabled();
    await expect(page.getByText(email)).toBeVisible();
    await shot(page, '06-sample-server-error');
    await checkA11y(page, 'sample send refused by the server');

    await page.getByRole('button', { name: '入力内容を修正する' }).click();
    await expect(page).toHaveURL(/\/sp\/request-sample$/);
    await expect(page.getByRole('checkbox', { name: '白PPステッカー' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'クラフト紙シール' })).toBeChecked();
    await expect(page.getByLabel('お名前')).toHaveValue('山田 太郎');
    await expect(page.locator('#sample-address-line2')).toHaveValue('ステッカービル3階');
    await expect(page.getByLabel('メールアドレス')).toHaveValue(email);
    allowFailedCalls(consoleErrors, [500]);
  });
});

async function fillEstimateForm(page: Page, email: string): Promise<void> {
  await page.locator('#estimate-purpose').selectOption('商品ラベル');
  await page.locator('#estimate-placement').selectOption('その他');
  await page.locator('#estimate-placementEtc').fill('冷凍庫内の容器');
  await page.locator('#estimate-material').selectOption('白PPステッカー');
  await page.locator('#estimate-sizeX').fill('50');
  await page.locator('#estimate-sizeY').fill('３０');
  await page.locator('#estimate-tokusyoku').selectOption('あり');
  await page.locator('#estimate-tokusyokuText').fill('DIC 156');
  await page.locator('#estimate-num0').fill('1,000');
  await page.locator('#estimate-num1').fill('３０００枚');
  await page.locator('#estimate-deliveryForm').selectOption('ロール巻き（ラベラー用）');
  await page.locator('#estimate-rollRoll').selectOption('外巻き（印刷面が外側）');
  await page.locator('#estimate-deliveryTo').selectOption({ label: '東京都' });
  await page.getByLabel(/お急ぎのご依頼です/).check();
  await page
    .locator('#estimate-sample1')
    .setInputFiles({ name: 'ロゴ案.png', mimeType: 'image/png', buffer: png });
  await page.locator('#estimate-etc').fill('年内に納品できると助かります。\nよろしくお願いいたします。');
  await page.locator('#estimate-familyName').fill('山田');
  await page.locator('#estimate-givenName').fill('花子');
  await page.locator('#estimate-tel').fill('090-1234-5678');
  await page.locator('#estimate-email').fill(email);
}

test.describe('estimate requests', () => {
  test('every field, a file, confirmation and the done page', async ({ page }) => {
    // A long journey with several accessibility checks: 30–40 s while the shared 2-core machine is busy.
    test.setTimeout(90_000);
    await page.goto('/sp/request-estimate');
    await expect(page.locator('h1')).toHaveText('お見積りのご依頼');
    await expect(page.locator('#estimate-purpose')).toBeVisible();
    await shot(page, '07-estimate-input');

    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.locator('#estimate-purpose-error')).toHaveText('必ず選択してください');
    await expectScrolledTo(page, '#estimate-purpose');
    await expect(page.locator('#estimate-deliveryTo-error')).toHaveText('必ず選択してください');
    await shot(page, '08-estimate-errors');
    await checkA11y(page, 'estimate form with errors');

    // A file of a type the shop does not take is refused at once.
    await page
      .locator('#estimate-sample2')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.locator('#estimate-sample2-error')).toContainText(
      'このファイル形式はお送りいただけません',
    );

    const email = uniqueEmail('estimate');
    await fillEstimateForm(page, email);
    await expect(page.getByTestId('estimate-sample1-chosen')).toContainText('ロゴ案.png');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page).toHaveURL(/\/sp\/request-estimate\/confirm$/);
    await expect(page.getByText('1,000枚')).toBeVisible();
    await expect(page.getByText('3,000枚')).toBeVisible();
    await expect(page.getByText('その他（冷凍庫内の容器）')).toBeVisible();
    await expect(page.getByText(/ロゴ案\.png/)).toBeVisible();
    await shot(page, '09-estimate-confirm');
    await checkA11y(page, 'estimate confirmation');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v2/request-estimate'));
    await page.getByRole('button', { name: 'この内容で依頼する' }).click();
    expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page).toHaveURL(/\/sp\/request-estimate\/done$/);
    await expect(page.locator('h1')).toHaveText('お見積りのご依頼を受け付けました');
    await shot(page, '10-estimate-done');
    // What the server stored, as staff read it: the prefecture's name, the quantities as numbers,
    // the follow-up answers and the file.
    await waitForStaffMailAbout(email);
    const staff = staffMailAbout(email);
    expect(staff).toContain('ロゴ案.png');
    expect(staff).toContain('納品先（都道府県）：東京都');
    expect(staff).toContain('数量：1,000枚 / 3,000枚');
    expect(staff).toContain('サイズ：横 50mm × 縦 30mm');
    expect(staff).toContain('貼る場所：その他（冷凍庫内の容器）');
    expect(staff).toContain('お急ぎ：はい');
    // The customer's automatic reply is a separate mail in the queue: it may come a moment later.
    await waitForMails(email, 'the estimate request’s automatic reply');
    expect(mailsTo(email)).toHaveLength(1);
  });

  test('a send the server fails keeps every answer and the chosen file', async ({ page, consoleErrors }) => {
    await page.route('**/api/v2/request-estimate', (route) => route.fulfill(serverError));
    await page.goto('/sp/request-estimate');
    const email = uniqueEmail('estimate-fail');
    await fillEstimateForm(page, email);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await page.getByRole('button', { name: 'この内容で依頼する' }).click();
    await expect(page.getByRole('alert').first()).toContainText('サーバーエラーが発生しました');
    await expect(page.getByText(/ロゴ案\.png/)).toBeVisible();
    await shot(page, '11-estimate-server-error');

    await page.getByRole('button', { name: '入力内容を修正する' }).click();
    await expect(page).toHaveURL(/\/sp\/request-estimate$/);
    await expect(page.locator('#estimate-placementEtc')).toHaveValue('冷凍庫内の容器');
    await expect(page.locator('#estimate-num1')).toHaveValue('３０００枚');
    await expect(page.locator('#estimate-rollRoll')).toHaveValue('外巻き（印刷面が外側）');
    await expect(page.locator('#estimate-deliveryTo')).toHaveValue('13');
    await expect(page.locator('#estimate-etc')).toHaveValue(
      '年内に納品できると助かります。\nよろしくお願いいたします。',
    );
    await expect(page.getByTestId('estimate-sample1-chosen')).toContainText('ロゴ案.png');
    await expect(page.locator('#estimate-email')).toHaveValue(email);
    await shot(page, '12-estimate-kept');

    // Sent again once the server is back: the file goes too.
    await page.unroute('**/api/v2/request-estimate');
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await page.getByRole('button', { name: 'この内容で依頼する' }).click();
    await expect(page).toHaveURL(/\/sp\/request-estimate\/done$/);
    await waitForStaffMailAbout(email);
    expect(staffMailAbout(email)).toContain('ロゴ案.png');
    allowFailedCalls(consoleErrors, [500]);
  });
});

async function fillContactForm(page: Page, email: string): Promise<void> {
  await page.locator('#contact-familyName').fill('佐藤');
  await page.locator('#contact-givenName').fill('花子');
  await page.locator('#contact-email').fill(email);
  await page
    .locator('#contact-message')
    .fill('注文した商品の発送日を教えてください。\nよろしくお願いいたします。');
}

test.describe('contact', () => {
  test('before ordering by default; an order question asks for the order number; done @quick', async ({
    page,
  }) => {
    await page.goto('/sp/contact');
    await expect(page.locator('h1')).toHaveText('お問い合わせ');
    await expect(page.getByRole('radio', { name: /ご注文前/ })).toBeChecked();
    await expect(page.locator('#contact-order-id')).toHaveCount(0);
    await shot(page, '13-contact-input');

    await page.getByRole('radio', { name: /ご注文後/ }).check();
    await expect(page.locator('#contact-order-id')).toBeVisible();
    const email = uniqueEmail('contact');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page.locator('#contact-order-id-error')).toHaveText('必ず入力してください');
    await expectScrolledTo(page, '#contact-order-id');
    await shot(page, '14-contact-errors');
    await checkA11y(page, 'contact form with errors');
    await page.locator('#contact-order-id').fill('26112000001');
    await page.locator('#contact-order-id').press('Enter');
    await expect(page).toHaveURL(/\/sp\/contact$/);

    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await expect(page).toHaveURL(/\/sp\/contact\/confirmation$/);
    await expect(page.locator('h1')).toHaveText('お問い合わせ内容の確認');
    await expect(page.getByText('26112000001')).toBeVisible();
    await shot(page, '15-contact-confirmation');
    await checkA11y(page, 'contact confirmation');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v2/contact'));
    await page.getByRole('button', { name: '送信する' }).click();
    // The converted case: snake_case names on the wire.
    expect((await sent).postDataJSON()).toMatchObject({
      order_status: '注文後',
      order_id: '26112000001',
      family_name: '佐藤',
      given_name: '花子',
      email,
    });
    await expect(page).toHaveURL(/\/sp\/contact\/done$/);
    await expect(page.locator('h1')).toHaveText('お問い合わせを受け付けました');
    await expect(page.getByText('お問い合わせを送信しました')).toBeVisible();
    await shot(page, '16-contact-done');
    const [reply] = await waitForMails(email, 'the contact form’s automatic reply');
    expect(reply).toContain('ご注文番号・明細番号：26112000001');
    expect(mailsTo(email)).toHaveLength(1);

    // The form was reset after sending.
    await page.goto('/sp/contact');
    await expect(page.locator('#contact-familyName')).toHaveValue('');
  });

  test('a refused or failed send keeps the form; field messages come back under their fields', async ({
    page,
    consoleErrors,
  }) => {
    let answer = {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: '入力内容に誤りがあります。ご確認ください',
        errors: { family_name: '使用できない文字が含まれています' },
      }),
    };
    await page.route('**/api/v2/contact', (route) => route.fulfill(answer));
    await page.goto('/sp/contact');
    const email = uniqueEmail('contact-fail');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(page).toHaveURL(/\/sp\/contact$/);
    await expect(page.locator('#contact-familyName-error')).toHaveText('使用できない文字が含まれています');
    await expect(page.locator('#contact-message')).toHaveValue(
      '注文した商品の発送日を教えてください。\nよろしくお願いいたします。',
    );
    await shot(page, '17-contact-refused');

    answer = serverError;
    await page.getByRole('button', { name: '入力内容を確認する' }).click();
    await page.getByRole('button', { name: '送信する' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'サーバーエラーが発生しました' }).first(),
    ).toBeVisible();
    await expect(page.getByText('お問い合わせの送信に失敗しました').first()).toBeVisible();
    await expect(page).toHaveURL(/\/sp\/contact\/confirmation$/);
    await expect(page.getByText(email)).toBeVisible();
    await shot(page, '18-contact-server-error');
    await checkA11y(page, 'contact send refused by the server');
    allowFailedCalls(consoleErrors, [400, 500]);
  });
});

test('the 特定商取引法 page lists every item the law asks for', async ({ page }) => {
  await page.goto('/sp/tokushoho');
  for (const item of [
    '販売業者',
    '所在地',
    '電話番号',
    '販売価格',
    '商品代金以外の必要料金',
    'お支払い方法',
    'お支払い時期',
    '商品の引渡時期',
    'ご注文のキャンセル',
    '返品・交換',
  ]) {
    await expect(page.locator('dt', { hasText: item })).toBeVisible();
  }
  await shot(page, '19-tokushoho');
});

test('the privacy policy names the operator, its address and 代表者 from the shop profile', async ({
  page,
}) => {
  const answer = await page.request.get('/api/v2/shop-profile');
  const { data: operator } = (await answer.json()) as {
    data: { name: string; postalCode: string; address: string; representative: string };
  };
  await page.goto('/sp/privacy');
  const described = (term: string) => page.locator('dt', { hasText: term }).locator('+ dd');
  await expect(described('事業者の名称')).toHaveText(operator.name);
  await expect(described('住所')).toHaveText(`〒${operator.postalCode} ${operator.address}`);
  await expect(described('代表者')).toHaveText(operator.representative);
  await checkA11y(page, 'privacy policy with the operator');
});
