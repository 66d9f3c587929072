// The settings a production start needs (issue 15), for tests that build the app as production.
export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  CARD_PROVIDER_URL: 'https://pay.provider.example/api',
  CARD_TOKEN_SCRIPT_URL: 'https://js.provider.example/token.js',
  CARD_CONTRACT_CODE: '12345678',
} as const;
