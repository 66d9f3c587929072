import { isRouteErrorResponse } from 'react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPurchaseId, requirePurchaseId } from './purchase-id';

describe('isPurchaseId', () => {
  it.each([
    ['12345678901', true],
    ['00000000000', true],
    ['1234567890', false], // 10 digits
    ['123456789012', false], // 12 digits
    ['1234567890a', false],
    ['１２３４５６７８９０１', false], // full-width digits
    [' 12345678901', false],
    ['12345678901\n', false],
    ['', false],
    [undefined, false],
    [12345678901, false], // a number is not a path segment
  ])('%j → %s', (value, expected) => {
    expect(isPurchaseId(value)).toBe(expected);
  });

  it('accepts exactly the strings of 11 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789a-'), maxLength: 14 }), (value) => {
        expect(isPurchaseId(value)).toBe(value.length === 11 && /^[0-9]+$/.test(value));
      }),
    );
  });
});

describe('requirePurchaseId', () => {
  it('returns a valid purchase id', () => {
    expect(requirePurchaseId('20261121001')).toBe('20261121001');
  });

  it.each([['2026112100'], ['abc'], [undefined]])('throws a 404 route error for %j', (value) => {
    let thrown: unknown;
    try {
      requirePurchaseId(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});

describe('purchase-detail routes', () => {
  it('show the 404 error boundary for a path that is not 11 digits', async () => {
    const { createMemoryRouter } = await import('react-router');
    const router = createMemoryRouter(
      [
        {
          path: '/checkout/done/:purchaseId',
          loader: ({ params }) => ({ purchaseId: requirePurchaseId(params.purchaseId) }),
          Component: () => null,
          ErrorBoundary: () => null,
        },
      ],
      { initialEntries: ['/checkout/done/123'] },
    );
    await router.initialize().navigate('/checkout/done/123');
    const error: unknown = Object.values(router.state.errors ?? {})[0];
    expect(isRouteErrorResponse(error) && error.status).toBe(404);

    await router.navigate('/checkout/done/12345678901');
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData['0']).toEqual({ purchaseId: '12345678901' });
    router.dispose();
  });
});
