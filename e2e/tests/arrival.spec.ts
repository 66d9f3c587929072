// The arrival day (issue 23 point 4): the countdown to today's cut-off ticks on the configurator and
// the cart and rolls to the next business day at the cut-off (holidays included); the arrival day
// follows the prefecture picked once (remembered on the device), or a member's registered address.
// The browser's clock is fixed; the holidays are the seeded ones (勤労感謝の日 on Monday 11-23).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInWithOneLine, newMember } from './shop-data';

const thursdayMorning = new Date('2026-11-19T11:45:00+09:00');
const fridayAfternoon = new Date('2026-11-20T15:00:00+09:00');
const islands = '（離島へは日数が多くかかる場合があります）';

const countdown = (page: Page): Locator => page.getByTestId('arrival-countdown');
const timer = (page: Page): Locator => countdown(page).getByRole('timer');
const picker = (page: Page): Locator => countdown(page).getByLabel('お届け先');

test.describe('arrival day and cut-off countdown', () => {
  test('a weekday before and after the cut-off, for Tokyo, Hokkaido and Okinawa', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: thursdayMorning });
    await page.goto('/sp/materials/white-pp');
    // The first page of a fresh server on a loaded machine takes its time.
    await expect(page.locator('h1')).toHaveText('白PPステッカー', { timeout: 20_000 });

    // The standard 5 business days: Friday, then Tuesday to Friday (Monday 23rd is a holiday).
    // The box loads after the page, with the holidays.
    await expect(timer(page)).toHaveText('あと2時間15分以内のご注文で11月27日(金)発送', { timeout: 20_000 });
    await expect(countdown(page)).toContainText('お届け先の都道府県を選ぶと、お届け予定日をお知らせします。');

    await picker(page).selectOption({ label: '東京都' });
    await expect(countdown(page)).toContainText(`東京都へのお届け予定日：11月28日(土)${islands}`);
    await picker(page).selectOption({ label: '北海道' });
    await expect(countdown(page)).toContainText(`北海道へのお届け予定日：11月29日(日)${islands}`);
    await picker(page).selectOption({ label: '沖縄県' });
    await expect(countdown(page)).toContainText(`沖縄県へのお届け予定日：11月30日(月)${islands}`);

    // Remembered on the device: another page and a reload keep Okinawa.
    await page.reload();
    await expect(picker(page)).toHaveValue('47', { timeout: 20_000 });

    // It ticks, and at 14:00 the order is accepted on Friday: everything moves one business day.
    await page.clock.fastForward('02:45:00');
    await expect(timer(page)).toHaveText('あと23時間30分以内のご注文で11月30日(月)発送');
    await expect(countdown(page)).toContainText(`沖縄県へのお届け予定日：12月3日(木)${islands}`);
    await picker(page).selectOption({ label: '東京都' });
    await expect(countdown(page)).toContainText(`東京都へのお届け予定日：12月1日(火)${islands}`);
    await picker(page).selectOption({ label: '北海道' });
    await expect(countdown(page)).toContainText(`北海道へのお届け予定日：12月2日(水)${islands}`);
  });

  test('the chosen delivery speed moves the shipping and arrival days', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: thursdayMorning });
    await page.goto('/sp/about');
    await page.evaluate(() => localStorage.setItem('destinationPrefecture', '01'));
    await page.goto('/sp/materials/white-pp');
    await page.getByLabel('横', { exact: true }).fill('50');
    await page.getByLabel('縦', { exact: true }).fill('50');
    const names = await page
      .locator('[data-step]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-step') ?? ''));
    for (const name of names.slice(1, names.indexOf('deliveryDate'))) {
      await page.locator(`[data-step="${name}"]`).getByRole('radio').first().check();
    }
    const delivery = page.locator('[data-step="deliveryDate"]');
    // Each option says its arrival day beside its shipping date.
    await expect(delivery.getByTestId('option-arrival')).toHaveText([
      `お届け予定日：12月3日(木)${islands}`,
      `お届け予定日：11月29日(日)${islands}`,
      `お届け予定日：11月27日(金)${islands}`,
      `お届け予定日：11月26日(木)${islands}`,
    ]);
    await delivery.getByRole('radio', { name: /2営業日以内発送/ }).check();
    await expect(timer(page)).toHaveText('あと2時間15分以内のご注文で11月24日(火)発送', { timeout: 20_000 });
    await expect(countdown(page)).toContainText(`北海道へのお届け予定日：11月26日(木)${islands}`);
  });

  test('across a holiday, in the cart of a member counted at their address', async ({ page, request }) => {
    test.setTimeout(60_000);
    await page.clock.install({ time: fridayAfternoon });
    const token = await newMember(request);
    await logInWithOneLine(page, token);
    await page.goto('/sp/cart');
    await expect(page.getByTestId('cart-total')).toHaveText('¥2,530');
    // After Friday's cut-off the next business day is Tuesday 24th (Monday is 勤労感謝の日): the
    // deadline is named rather than counted down over four days.
    await expect(timer(page)).toHaveText('11月24日(火)14時までのご注文で12月1日(火)発送', {
      timeout: 20_000,
    });
    // The member's registered address is in Tokyo (東京都千代田区).
    await expect(picker(page)).toHaveValue('13');
    await expect(countdown(page)).toContainText(`東京都へのお届け予定日：12月2日(水)${islands}`);
    await picker(page).selectOption({ label: '沖縄県' });
    await expect(countdown(page)).toContainText(`沖縄県へのお届け予定日：12月4日(金)${islands}`);
    await picker(page).selectOption({ label: '北海道' });
    await expect(countdown(page)).toContainText(`北海道へのお届け予定日：12月3日(木)${islands}`);
  });
});
