// The opening every payment method's phone journey shares: a new member with the one-line cart
// (¥2,530) at the payment step, the method chosen, and the order placed from there.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { newMember, placeOrder, startCheckout } from './shop-data';

/** A new member at the payment step with `method` (its radio's name) chosen; returns the token. */
export async function checkoutWith(
  page: Page,
  request: APIRequestContext,
  method: string,
  name?: Parameters<typeof newMember>[1],
): Promise<string> {
  const token = await newMember(request, name);
  await startCheckout(page, token);
  await page.getByRole('radio', { name: method }).check();
  return token;
}

/** From the payment step: on to the shipment step, and the order placed. */
export async function sendOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'お届け先の入力へ進む' }).click();
  await placeOrder(page);
}

/** The thanks page an order lands on (a provider's page may come first); answers its purchase number. */
export async function thankedPurchaseId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/sp\/checkout\/done\/\d{11}$/, { timeout: 20_000 });
  return /(\d{11})$/.exec(page.url())?.[1] ?? '';
}
