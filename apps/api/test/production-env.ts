// The settings a production start needs (issue 15), for tests that build the app as production:
// a real card provider and the operator's own details (an invented test operator, not the sample).
import path from 'node:path';

export const PRODUCTION_SHOP_PROFILE = path.join(import.meta.dirname, 'production-shop-profile.json');

export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  CARD_PROVIDER_URL: 'https://pay.provider.example/api',
  CARD_TOKEN_SCRIPT_URL: 'https://js.provider.example/token.js',
  CARD_CONTRACT_CODE: '12345678',
  SHOP_PROFILE: PRODUCTION_SHOP_PROFILE,
  // PayPay is on by default (decision 0785): its real API, named in full.
  PAYPAY_PROVIDER_URL: 'https://api.paypay.example/v2',
  PAYPAY_API_KEY: 'test-production-paypay-key',
  PAYPAY_MERCHANT_ID: 'test-production-merchant',
  PAYPAY_NOTIFICATION_SECRET: 'test-production-paypay-notification-secret',
  PAYPAY_API_SECRET: 'test-production-paypay-api-secret',
  // Made for the tests (decision 0735): any 32 bytes but the development key.
  STAFF_TOTP_KEY: 'dGVzdC1wcm9kdWN0aW9uLXRvdHAta2V5LTMyLWJ5dGU=',
} as const;
