// Any console.error during a test is a failure: an error the code logged is a bug we want to see.
import { afterEach, vi } from 'vitest';

const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0)
    throw new Error(
      `console.error was called: ${calls.map((call) => call.map(String).join(' ')).join('\n')}`,
    );
});
