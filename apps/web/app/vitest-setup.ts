// Set up once for every test file of the web app.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Every rendered tree is unmounted after its test, so a component's timers (a debounce, a retry)
// never fire after the file's page (jsdom) is gone.
afterEach(cleanup);

// findBy… and waitFor wait up to 10 s for what they look for: on a busy 2-core machine a lazily
// loaded part of a screen can take seconds to arrive. A wait, not a timing assertion: a test that
// passes passes as soon as the thing appears.
configure({ asyncUtilTimeout: 10_000 });
