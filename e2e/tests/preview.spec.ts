// The sticker before buying (issue 23): the live preview beside the steps follows the size, the
// shape and the material.
import type { Locator, Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';

const step = (page: Page, name: string): Locator => page.locator(`[data-step="${name}"]`);
const preview = (page: Page): Locator => page.getByTestId('sticker-preview');

/** Answers the steps in order up to `until`, with the given choices or each step's first. */
async function answerUpTo(page: Page, until: string, wanted: Record<string, string | RegExp>): Promise<void> {
  const names = await page
    .locator('[data-step]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-step') ?? ''));
  for (const name of names) {
    if (name === until) return;
    if (name === 'size') continue;
    const choice = wanted[name];
    const radio = choice
      ? step(page, name).getByRole('radio', { name: choice, exact: typeof choice === 'string' })
      : step(page, name).getByRole('radio').first();
    await radio.check();
  }
}

test.describe('sticker preview', () => {
  test('changes with the size, the shape and the material', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/sp/materials/white-pp');
    await expect(page.locator('h1')).toHaveText('白PPステッカー');
    // Loaded after the page: the placeholder first, then the drawing in its place.
    await expect(preview(page)).toHaveAttribute('data-look', 'white');
    await expect(page.getByTestId('preview-size')).toHaveText('サイズ未選択');
    // As tall as its placeholder, so the steps below do not move when it arrives (no layout shift).
    const panel = page.getByRole('region', { name: '仕上がりイメージ' });
    expect((await panel.boundingBox())?.height).toBe(480);

    await page.getByLabel('横', { exact: true }).fill('30');
    await page.getByLabel('縦', { exact: true }).fill('25');
    await expect(page.getByTestId('preview-size')).toHaveText('30×25mm');
    await expect(preview(page)).toHaveAttribute('data-width', '30');
    await expect(page.getByRole('img', { name: /30×25mmのステッカーと1円硬貨/ })).toBeVisible();

    await page.getByLabel('横', { exact: true }).fill('120');
    await expect(page.getByRole('img', { name: /120×25mmのステッカーと名刺/ })).toBeVisible();

    await answerUpTo(page, 'cutlineService', { format: '円・楕円' });
    await expect(preview(page)).toHaveAttribute('data-outline', 'ellipse');
    await step(page, 'format').getByRole('radio', { name: '角丸四角形', exact: true }).check();
    await expect(preview(page)).toHaveAttribute('data-outline', 'roundedRectangle');
    await answerUpTo(page, 'deliveryDate', { deliveryForm: /全抜き/ });
    await expect(preview(page)).toHaveAttribute('data-cut', 'fullCut');
    await page.getByText('ガイド線の見方').click();
    await expect(page.getByText('カットライン（実線：全抜き。台紙ごと切ります）')).toBeVisible();

    // Pinch-zoomable; the buttons do the same for a mouse or a switch.
    await page.getByRole('button', { name: '拡大する' }).click();
    await expect(page.getByTestId('preview-zoom')).toHaveAttribute('data-scale', '1.50');
    await page.getByRole('button', { name: '元の大きさに戻す' }).click();
    await expect(page.getByTestId('preview-zoom')).toHaveAttribute('data-scale', '1.00');
    await checkA11y(page, 'white PP with its preview');

    await page.goto('/sp/materials/clear-pet');
    await expect(preview(page)).toHaveAttribute('data-look', 'clear');
    await expect(page.getByText(/透明PETステッカー・白インクなし/)).toBeVisible();

    await page.goto('/sp/materials/kraft');
    await expect(preview(page)).toHaveAttribute('data-look', 'kraft');

    await page.goto('/sp/materials/pop');
    await expect(preview(page)).toHaveAttribute('data-outline', 'ellipse');
    await step(page, 'shape').getByRole('radio', { name: /星形/ }).check();
    await expect(preview(page)).toHaveAttribute('data-outline', 'star');
    await expect(page.getByTestId('preview-size')).toHaveText('50×50mm');
  });
});
