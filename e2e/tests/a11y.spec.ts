// Issue 9, point 5: dialogs trap focus (the navigation drawer and a My page dialog: Tab and
// Shift+Tab never leave them, Escape closes them, focus goes back to the button that opened them),
// and a refused form says so to a screen reader (the first field in error has the focus, is marked
// invalid and is described by its announced message). Every state is also checked by axe-core.
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe-in-page';
import { AXE_TAGS, checkA11y, expect, test } from './fixtures';
import { newMember } from './shop-data';

/** Presses Tab (or Shift+Tab) `times` times and asserts after each press that focus is in `dialog`. */
async function expectFocusTrapped(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times: number) {
  const handle = await dialog.elementHandle();
  if (!handle) throw new Error('the dialog is not in the page');
  const visited = new Set<string>();
  for (let press = 1; press <= times; press += 1) {
    await page.keyboard.press(key);
    const focus = await handle.evaluate((element) => {
      const active = document.activeElement;
      return {
        inside: active !== null && active !== element && element.contains(active),
        name: active
          ? `<${active.tagName.toLowerCase()}> ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}`
          : 'nothing',
      };
    });
    expect(focus.inside, `${key} #${press} moved focus to ${focus.name}, outside the dialog`).toBe(true);
    visited.add(focus.name);
  }
  // More presses than controls: the focus went round the dialog, not through the page behind it.
  return visited.size;
}

test('the navigation menu keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/sp/');
  const opener = page.getByRole('button', { name: 'メニューを開く' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'メニュー' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'メニューを閉じる' })).toBeFocused();
  await checkA11y(page, 'navigation menu open');

  const links = await menu.getByRole('link').count();
  const visited = await expectFocusTrapped(page, menu, 'Tab', links + 6);
  expect(visited).toBe(links + 1);
  await expectFocusTrapped(page, menu, 'Shift+Tab', links + 6);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
});

test('a My page dialog keeps focus inside, closes on Escape and returns focus', async ({ page, request }) => {
  // A long journey with several accessibility checks: 30–40 s while the shared 2-core machine is busy.
  test.setTimeout(90_000);
  const token = await newMember(request);
  await page.goto('/sp/about');
  await page.evaluate((bearer) => localStorage.setItem('token', bearer), token);
  await page.goto('/sp/mypage/shipment');
  const opener = page.getByRole('button', { name: 'お届け先を追加する' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'お届け先の追加' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '閉じる' })).toBeFocused();
  await checkA11y(page, 'address dialog open');

  await expectFocusTrapped(page, dialog, 'Tab', 30);
  await expectFocusTrapped(page, dialog, 'Shift+Tab', 30);

  // A refused submit inside the dialog: the first field in error takes the focus, still inside.
  await dialog.getByRole('button', { name: /登録|保存/ }).click();
  const familyName = dialog.getByLabel('姓', { exact: true });
  await expect(familyName).toBeFocused();
  await expect(familyName).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page, 'address dialog with errors');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a refused form focuses its first field in error and announces the message', async ({ page }) => {
  await page.goto('/sp/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeVisible();
  await page.getByRole('button', { name: /確認/ }).click();

  const familyName = page.getByLabel('姓', { exact: true });
  await expect(familyName).toBeFocused();
  await expect(familyName).toHaveAttribute('aria-invalid', 'true');
  // The message is the field's description and an alert, so it is read out as it appears.
  const describedBy = (await familyName.getAttribute('aria-describedby')) ?? '';
  const message = page.locator(`[id="${describedBy.split(' ').at(-1) ?? ''}"]`);
  await expect(message).toHaveRole('alert');
  await expect(message).toHaveText(/入力してください/);
  await expect(familyName).toHaveAccessibleDescription(/入力してください/);
  await checkA11y(page, 'contact form with errors');
});

test('the accessibility check finds a violation put into the page, after a client navigation and after a reload', async ({
  page,
}) => {
  // axe-core goes into each document once and is run again at every check (decision 0856): a
  // check after the page changed, or after a client navigation, must see the new content, and a
  // reloaded document gets axe-core again.
  const unnamedButton = () =>
    page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'unnamed-button';
      document.querySelector('main')?.append(button);
    });
  const removeUnnamedButton = () => page.evaluate(() => document.getElementById('unnamed-button')?.remove());
  const violationIds = async () => (await axeViolations(page, AXE_TAGS)).map((violation) => violation.id);

  await page.goto('/sp/');
  expect(await violationIds()).not.toContain('button-name');
  await unnamedButton();
  expect(await violationIds()).toContain('button-name');
  await removeUnnamedButton();
  expect(await violationIds()).not.toContain('button-name');

  // A client navigation keeps the document, and the axe-core put into it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'シールラボについて' }).click();
  await expect(page).toHaveURL(/\/sp\/about/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(await violationIds()).not.toContain('button-name');
  await unnamedButton();
  expect(await violationIds()).toContain('button-name');
  await removeUnnamedButton();

  await page.reload();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  expect(await violationIds()).not.toContain('button-name');
  await unnamedButton();
  expect(await violationIds()).toContain('button-name');
  await removeUnnamedButton();
});
