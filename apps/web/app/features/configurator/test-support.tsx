// Shared by the tests of this feature: real products and presets, a fresh query client, and a
// stand-in for fetch that answers POST /api/v2/calcprice.
import { findProduct, sampleCatalogue, samplePurposes, type Product } from '@shop/domain/catalog';
import { calculatePrice } from '@shop/domain/pricing';
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export const product = (id: number): Product => findProduct(sampleCatalogue, id)!;
export const purpose = (slug: string) => samplePurposes.find((candidate) => candidate.slug === slug)!;

export function withQueryClient(queries: DefaultOptions['queries'] = { retry: false }) {
  const client = new QueryClient({ defaultOptions: { queries } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch whose calcprice answers as the server does (the same engine), or with `answer`. */
export function stubCalcPrice(answer?: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as Record<string, unknown> & { product: { id: number } };
    if (answer) return Promise.resolve(answer(body));
    const outcome = calculatePrice(product(body.product.id), {
      ...body,
      estimate: null,
      estimateData: null,
    } as Parameters<typeof calculatePrice>[1]);
    return Promise.resolve(
      outcome.ok
        ? json({ data: outcome.result })
        : json({ message: outcome.message, errors: outcome.errors }, 422),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
