import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientConfig, resetClientConfigForTests, toClientConfig } from './client-config';

afterEach(() => resetClientConfigForTests());

describe('client config', () => {
  it('keeps the card provider settings the server gives, and only well-formed ones', () => {
    expect(
      toClientConfig({
        gtmId: 'GTM-AB12',
        cardTokenScriptUrl: 'https://js.provider.example/token.js',
        cardContractCode: '12345678',
        paymentMethods: ['epsilon', 'bank', 3],
      }),
    ).toEqual({
      gtmId: 'GTM-AB12',
      cardTokenScriptUrl: 'https://js.provider.example/token.js',
      cardContractCode: '12345678',
      paymentMethods: ['epsilon', 'bank'],
    });
    expect(
      toClientConfig({ gtmId: 'x', cardTokenScriptUrl: 'javascript:alert(1)', cardContractCode: '12' }),
    ).toEqual({ gtmId: null, cardTokenScriptUrl: null, cardContractCode: null, paymentMethods: null });
    expect(toClientConfig(null)).toEqual({
      gtmId: null,
      cardTokenScriptUrl: null,
      cardContractCode: null,
      paymentMethods: null,
    });
  });

  it('asks once, and again after a failed ask', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    await expect(clientConfig(failing)).rejects.toThrow('offline');
    const answering = vi.fn(() => Promise.resolve({ cardContractCode: '12345678' }));
    expect((await clientConfig(answering)).cardContractCode).toBe('12345678');
    expect((await clientConfig(answering)).cardContractCode).toBe('12345678');
    expect(answering).toHaveBeenCalledTimes(1);
  });
});
