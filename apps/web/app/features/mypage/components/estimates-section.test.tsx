// An answered estimate goes into the cart from My page (spec point 4). The check that turns it into
// a cart line loads apart from the page (decision 0560); the press still adds the right line.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast-store';
import { answeredEstimateRecord as record } from '../answered-estimate.fixture';
import { EstimatesSection } from './estimates-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('EstimatesSection', () => {
  it('puts the chosen answer in the cart at its price, as an estimate line', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [record] })),
    );
    const addToCart = vi.fn();
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <EstimatesSection addToCart={addToCart} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const buttons = await screen.findAllByRole('button', { name: 'カートに入れる' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);

    await waitFor(() => expect(addToCart).toHaveBeenCalledTimes(1));
    expect(addToCart.mock.calls[0]?.[0]).toMatchObject({
      type: 'estimate',
      product: { id: 159 },
      estimateData: { no: 2 },
      amountTotal: 52_800,
      name: '特大ステッカー 500枚',
    });
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toContain(
      'お見積りの商品をカートに入れました',
    );
  });

  it('writes the number and each alternative as the mail, the PDF and the cart do (issue 16 point 10)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [record] })),
    );
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <EstimatesSection addToCart={vi.fn()} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('見積番号 E-2611-0001')).toBeTruthy();
    expect(screen.getByText('案1')).toBeTruthy();
    expect(screen.getByText('案2')).toBeTruthy();
  });

  it('shows an estimate the member ordered as ご注文済み, with its order number linked (decision 0718)', async () => {
    const ordered = {
      ...record,
      statusLabel: 'ご注文済み',
      orders: [{ orderId: '26112000001-1', purchaseId: '26112000001' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: [ordered] })),
    );
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <EstimatesSection addToCart={vi.fn()} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('ご注文済み')).toBeTruthy();
    const link = screen.getByRole('link', { name: '26112000001' });
    expect(link.getAttribute('href')).toBe('/mypage/histories/26112000001');
  });
});
