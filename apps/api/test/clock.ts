/** The fixed "now" of the API tests: Friday 20 November 2026, 10:00 in Tokyo. */
export const TEST_NOW = new Date('2026-11-20T10:00:00+09:00');
