import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The browser build renders with preact/compat (decision 0206). React Router's HydratedRouter
 * first decodes the page's embedded router state asynchronously and suspends the root on that
 * promise; React waits at the root, Preact has no root-level suspense and would report an
 * uncaught Promise. So the decoding is started and awaited before hydrating: the first call
 * creates the router and throws the decoding promise before touching any hook.
 */
async function routerStateDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
    // Anything else is thrown again by the real render below, where error boundaries see it.
  }
}

void routerStateDecoded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
