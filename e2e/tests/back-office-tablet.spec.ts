// Issue 19 point 5: the back office is built for a computer first and usable on a tablet. An owner
// on an iPad, upright and sideways, opens every screen of the menu and an order's page: each shows
// its heading, nothing makes the page itself scroll sideways (wide tables scroll in their own box),
// every menu entry is a comfortable tap target, and axe finds nothing.
import { devices, type Page } from '@playwright/test';
import { openBackOffice, test } from './back-office';
import { checkA11y, expect } from './fixtures';
import { apiPurchase, newMember } from './shop-data';

const menuEntries = [
  '今日の作業',
  'ご注文',
  '見積依頼',
  'お問い合わせ',
  'サンプル請求',
  'クーポン',
  'ポイント',
  'スタッフ',
  '操作履歴',
] as const;

/** How far the page is wider than the screen, in CSS pixels (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function walkTheMenu(page: Page, purchaseId: string) {
  const menu = page.getByRole('navigation', { name: '管理メニュー' });
  for (const entry of menuEntries) {
    const link = menu.getByRole('link', { name: entry });
    const box = await link.boundingBox();
    expect(box?.height ?? 0, `${entry}: tap target height`).toBeGreaterThanOrEqual(44);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await sidewaysOverflow(page), `${entry}: page wider than the tablet`).toBe(0);
    await checkA11y(page, `back office on a tablet: ${entry}`);
  }
  await page.goto(`/admin/orders/${purchaseId}`);
  await expect(page.getByRole('heading', { name: `ご注文 ${purchaseId}` })).toBeVisible();
  expect(await sidewaysOverflow(page), 'the order page wider than the tablet').toBe(0);
  await checkA11y(page, 'back office on a tablet: an order');
}

for (const [orientation, device] of [
  ['upright', devices['iPad (gen 7)']],
  ['sideways', devices['iPad (gen 7) landscape']],
] as const) {
  test.describe(`on a tablet held ${orientation}`, () => {
    // The device's size and touch, in the Chromium the journeys run (not the device's own WebKit).
    test.use({
      viewport: device.viewport,
      userAgent: device.userAgent,
      deviceScaleFactor: device.deviceScaleFactor,
      isMobile: device.isMobile,
      hasTouch: device.hasTouch,
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      staffRole: 'owner',
    });

    test('every screen of the menu and an order fit the screen', async ({ page, request }) => {
      test.setTimeout(120_000);
      const token = await newMember(request, { givenName: '板子', givenKana: 'イタコ' });
      const { purchaseId } = await apiPurchase(request, token, { method: 'onDelivery' });
      await openBackOffice(page);
      await walkTheMenu(page, purchaseId);
    });
  });
}
