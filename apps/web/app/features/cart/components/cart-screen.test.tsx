import type { Holiday } from '@shop/domain/calendar';
import { sampleCatalogue } from '@shop/domain/catalog';
import { fieldMessages, noticeMessages } from '@shop/domain/messages';
import { calculatePrice } from '@shop/domain/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { noErrors } from '../cart-item';
import { cartMessages } from '../cart-messages';
import { rehydrateCart, resetCartStoreForTests, useCartStore, type CartItem } from '../store';
import { testProduct, whitePpItem } from '../test-items';
import { CartScreen } from './cart-screen';

const events = (name: string) => (window.dataLayer ?? []).filter((entry) => entry.event === name);

function storeCart(items: CartItem[]): void {
  localStorage.setItem('cart', JSON.stringify({ state: { items }, version: 1 }));
}

const cartItem = (id: number, facts: Parameters<typeof whitePpItem>[0] = {}): CartItem => ({
  ...whitePpItem(facts),
  id,
  calcResult: null,
  errors: noErrors(),
});

/** calcprice as the server answers: the engine's price, or 422 for an adhesive it refuses. */
function fakeServer(refuseAdhesive = 0) {
  return vi.fn(async (_url: string, init?: RequestInit) => {
    const item = JSON.parse(init?.body as string) as CartItem;
    const outcome = calculatePrice(testProduct(item.product.id), item);
    if (!outcome.ok || item.adhesive?.id === refuseAdhesive) {
      return Response.json(
        { message: noticeMessages.cannotOrder, errors: { adhesive: '在庫切れのため、お選びいただけません' } },
        { status: 422 },
      );
    }
    return Response.json({ data: outcome.result });
  });
}

function renderCart(onCheckout = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const view = (holidays: Holiday[] | null) => (
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/cart']}>
          <CartScreen
            products={sampleCatalogue}
            productsSettled
            holidays={holidays}
            onCheckout={onCheckout}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  const result = render(view(null));
  return {
    ...result,
    rerenderSame: () => result.rerender(view(null)),
    /** The holidays arrive after the products: new props, the same visit. */
    rerenderWithHolidays: () => result.rerender(view([{ day: '2026-11-23', description: '勤労感謝の日' }])),
    onCheckout,
  };
}

const total = () => screen.getByTestId('cart-total').textContent;
const checkoutButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'ご注文手続きへ進む' });
const cards = () => screen.getAllByRole('article');

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  resetCartStoreForTests();
  useToastStore.getState().clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.dataLayer;
  useToastStore.getState().clear();
});

describe('CartScreen', () => {
  it('re-prices on opening and sends view_cart once, in StrictMode and across re-renders', async () => {
    vi.stubGlobal('fetch', fakeServer());
    storeCart([cartItem(1, { amountTotal: 1 }), cartItem(2, { num: 1000 })]);
    const { rerenderSame, rerenderWithHolidays } = renderCart();
    await screen.findByText('カートの商品（2点）');
    await waitFor(() => expect(events('view_cart')).toHaveLength(1));
    const [viewCart] = events('view_cart');
    expect(viewCart).toMatchObject({
      ecommerce: { currency: 'JPY', items: [{ item_id: '101', price: 2530, quantity: 1 }, { index: 1 }] },
    });
    expect(total()).toBe(
      `¥${(2530 + useCartStore.getState().items[1]!.amountTotal).toLocaleString('ja-JP')}`,
    );
    rerenderSame();
    rerenderWithHolidays();
    // The server confirms each item once.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(events('view_cart')).toHaveLength(1);
  });

  it('sends view_cart once when the cart was already read before the screen mounted (StrictMode)', async () => {
    vi.stubGlobal('fetch', fakeServer());
    storeCart([cartItem(1)]);
    await rehydrateCart();
    renderCart();
    await screen.findByText('カートの商品（1点）');
    await waitFor(() => expect(events('view_cart')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events('view_cart')).toHaveLength(1);
  });

  it('duplicates, changes a quantity (price follows) and deletes with exactly one remove_from_cart', async () => {
    vi.stubGlobal('fetch', fakeServer());
    storeCart([cartItem(1)]);
    renderCart();
    await screen.findByText('カートの商品（1点）');
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: '複製' }));
    await screen.findByText('カートの商品（2点）');
    expect(total()).toBe('¥5,060');

    const second = cards()[1]!;
    fireEvent.change(within(second).getByLabelText(/枚数/), { target: { value: '1000' } });
    const changed = useCartStore.getState().items[1]!.amountTotal;
    expect(changed).toBeGreaterThan(2530);
    expect(within(second).getByTestId('item-amount').textContent).toBe(`¥${changed.toLocaleString('ja-JP')}`);
    expect(total()).toBe(`¥${(2530 + changed).toLocaleString('ja-JP')}`);

    fireEvent.click(within(second).getByRole('button', { name: '削除' }));
    await screen.findByText('カートの商品（1点）');
    expect(events('remove_from_cart')).toHaveLength(1);
    expect(events('remove_from_cart')[0]).toMatchObject({ ecommerce: { value: changed } });
    expect(total()).toBe('¥2,530');
  });

  it('shows the size message, blocks checkout while it stands, and lets a member go on once fixed', async () => {
    vi.stubGlobal('fetch', fakeServer());
    storeCart([cartItem(1)]);
    const { onCheckout } = renderCart();
    await screen.findByText('カートの商品（1点）');
    const checkout = checkoutButton();
    await waitFor(() => expect(checkout.disabled).toBe(false));

    const width = screen.getByLabelText('横');
    fireEvent.change(width, { target: { value: '500' } });
    expect(screen.getByText(fieldMessages.sizeMax).getAttribute('role')).toBe('alert');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(checkout.disabled).toBe(true);
    expect(total()).toBe('¥0');

    fireEvent.change(width, { target: { value: '50' } });
    expect(screen.queryByText(fieldMessages.sizeMax)).toBeNull();
    expect(checkout.disabled).toBe(false);
    fireEvent.click(checkout);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('offline, says checkout needs a connection and keeps the cart; back online, the same button goes on', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    storeCart([cartItem(1)]);
    const { onCheckout } = renderCart();
    await screen.findByText('カートの商品（1点）');
    // Priced on the device by the same engine: the server could not be asked.
    expect(total()).toBe('¥2,530');
    const message = cartMessages.checkoutNeedsConnection;
    expect(screen.getByText(message).getAttribute('role')).toBe('status');

    fireEvent.click(checkoutButton());
    expect(onCheckout).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([message]);
    expect(useCartStore.getState().items).toHaveLength(1);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(message)).toBeNull();
    fireEvent.click(checkoutButton());
    expect(onCheckout).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
  });

  it('keeps an item the server refuses, with the warning, out of the total and blocking checkout', async () => {
    vi.stubGlobal('fetch', fakeServer(2));
    storeCart([cartItem(1), cartItem(2, { adhesive: { id: 2, name: '' } })]);
    renderCart();
    await screen.findByText('カートの商品（2点）');
    const refused = await screen.findByText('在庫切れのため、お選びいただけません', {}, { timeout: 3000 });
    expect(within(cards()[1]!).getByRole('alert').textContent).toContain(noticeMessages.cannotOrder);
    expect(refused).toBeTruthy();
    expect(cards()).toHaveLength(2);
    expect(total()).toBe('¥2,530');
    expect(checkoutButton().disabled).toBe(true);
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      noticeMessages.cannotOrder,
    );
  });

  it('ignores a server answer for facts that changed meanwhile, and keeps its own price offline', async () => {
    const server = fakeServer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first answer (for 100 pieces) arrives only after the customer chose 1,000.
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (fetchMock.mock.calls.length === 1) await held;
      return server(url, init);
    });
    vi.stubGlobal('fetch', fetchMock);
    storeCart([cartItem(1)]);
    renderCart();
    await screen.findByText('カートの商品（1点）');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.change(screen.getByLabelText(/枚数/), { target: { value: '1000' } });
    const local = useCartStore.getState().items[0]!.amountTotal;
    // The answer for 1,000 comes first; the late one for 100 must not replace it.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useCartStore.getState().items[0]).toMatchObject({ num: 1000, amountTotal: local });
    expect(total()).toBe(`¥${local.toLocaleString('ja-JP')}`);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    fireEvent.change(screen.getByLabelText(/納期/), { target: { value: '3' } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(useCartStore.getState().items[0]!.errors.price.message).toBeNull();
    expect(useCartStore.getState().items[0]!.amountTotal).toBeGreaterThan(local);
    expect(checkoutButton().disabled).toBe(false);
  });

  it('shows the name error with the position of the unusable character', async () => {
    vi.stubGlobal('fetch', fakeServer());
    storeCart([cartItem(1)]);
    renderCart();
    await screen.findByText('カートの商品（1点）');
    fireEvent.change(screen.getByLabelText(/名前/), { target: { value: 'ラベル①' } });
    expect(screen.getByText(fieldMessages.unusableCharacterAt(4))).toBeTruthy();
    expect(checkoutButton().disabled).toBe(true);
  });

  it('empties the cart after confirmation', async () => {
    vi.stubGlobal('fetch', fakeServer());
    storeCart([cartItem(1), cartItem(2)]);
    renderCart();
    await screen.findByText('カートの商品（2点）');
    fireEvent.click(screen.getByRole('button', { name: 'カートを空にする' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '空にする' }));
    });
    expect(await screen.findByText('カートに商品はありません。')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(events('remove_from_cart')).toHaveLength(1);
  });

  it('shows a corrupted stored cart as empty, with the notice', async () => {
    localStorage.setItem('cart', '{"state":{"items":[{"id":');
    renderCart();
    expect(await screen.findByText('カートに商品はありません。')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('読み込めなかった');
    await waitFor(() => expect(events('view_cart')).toHaveLength(1));
  });
});
