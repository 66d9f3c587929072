// A part loaded beside the data it waits for (decision 0564): one load however often it is asked
// for, the part shown once loaded, and a failed load asked again rather than kept.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>{name}様</p>;

describe('lazyWithPreload', () => {
  it('loads once for every preload and render, and shows the part with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const part = lazyWithPreload(load);
    part.preload();
    part.preload();
    render(
      <Suspense fallback={<p>読み込んでいます</p>}>
        <part.Component name="山田" />
      </Suspense>,
    );
    expect(await screen.findByText('山田様')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const part = lazyWithPreload(load);
    part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
