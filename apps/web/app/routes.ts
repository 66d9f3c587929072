import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

// Spec point 2, one line per screen. Routes without a dynamic segment are prerendered; the others
// (materials, purposes/:name, purchase done and detail, reset token, e-mail proof token, the wildcards) are resolved
// in the browser from the SPA fallback.
export default [
  index('routes/home.tsx'),
  route(paths.products.pattern, 'routes/products.tsx'),
  route(paths.material.pattern, 'routes/material.tsx'),
  route(paths.purposes.pattern, 'routes/purposes.tsx'),
  route(paths.purpose.pattern, 'routes/purpose.tsx'),
  route(paths.gallery.pattern, 'routes/gallery.tsx'),
  route(paths.cart.pattern, 'routes/cart.tsx'),

  route(paths.checkoutPayment.pattern, 'routes/checkout-payment.tsx'),
  route(paths.checkoutShipment.pattern, 'routes/checkout-shipment.tsx'),
  route(paths.checkoutConfirmation.pattern, 'routes/checkout-confirmation.tsx'),
  route(paths.checkoutTds.pattern, 'routes/checkout-tds.tsx'),
  route(paths.checkoutDone.pattern, 'routes/checkout-done.tsx'),
  route(paths.checkoutError.pattern, 'routes/checkout-error.tsx'),
  route(paths.checkoutPayPay.pattern, 'routes/checkout-paypay.tsx'),
  // The same screen at the spec's second address (spec point 2).
  route(paths.purchaseDone.pattern, 'routes/checkout-done.tsx', { id: 'purchase-done' }),
  route(paths.purchaseError.pattern, 'routes/purchase-error.tsx'),

  route(paths.mypage.pattern, 'routes/mypage.tsx'),
  // Any other /mypage/... address shows My page itself (spec point 2's wildcard).
  route(paths.mypageWildcard.pattern, 'routes/mypage.tsx', { id: 'mypage-wildcard' }),
  route(paths.mypageAccount.pattern, 'routes/mypage-account.tsx'),
  route(paths.mypageAccountDone.pattern, 'routes/mypage-account-done.tsx'),
  route(paths.mypageShipment.pattern, 'routes/mypage-shipment.tsx'),
  route(paths.mypageHistories.pattern, 'routes/mypage-histories.tsx'),
  route(paths.mypageHistory.pattern, 'routes/mypage-history.tsx'),
  route(paths.mypageDone.pattern, 'routes/mypage-done.tsx'),

  route(paths.login.pattern, 'routes/login.tsx'),
  route(paths.signup.pattern, 'routes/signup.tsx'),
  route(paths.signupConfirmation.pattern, 'routes/signup-confirmation.tsx'),
  route(paths.reset.pattern, 'routes/reset.tsx'),
  route(paths.resetSent.pattern, 'routes/reset-sent.tsx'),
  route(paths.resetToken.pattern, 'routes/reset-token.tsx'),
  route(paths.verifyEmail.pattern, 'routes/verify-email.tsx'),

  route(paths.requestSample.pattern, 'routes/request-sample.tsx'),
  route(paths.requestSampleWildcard.pattern, 'routes/request-sample.tsx', { id: 'request-sample-wildcard' }),
  route(paths.requestSampleDone.pattern, 'routes/request-sample-done.tsx'),
  route(paths.requestEstimate.pattern, 'routes/request-estimate.tsx'),
  route(paths.requestEstimateWildcard.pattern, 'routes/request-estimate.tsx', {
    id: 'request-estimate-wildcard',
  }),
  route(paths.requestEstimateDone.pattern, 'routes/request-estimate-done.tsx'),

  route(paths.contact.pattern, 'routes/contact.tsx'),
  route(paths.contactConfirmation.pattern, 'routes/contact-confirmation.tsx'),
  route(paths.contactDone.pattern, 'routes/contact-done.tsx'),
  route(paths.leaveThanks.pattern, 'routes/leave-thanks.tsx'),

  route(paths.about.pattern, 'routes/about.tsx'),
  route(paths.couponTerms.pattern, 'routes/coupon-terms.tsx'),
  route(paths.pointTerms.pattern, 'routes/point-terms.tsx'),
  route(paths.privacy.pattern, 'routes/privacy.tsx'),
  route(paths.terms.pattern, 'routes/terms.tsx'),
  route(paths.tokushoho.pattern, 'routes/tokushoho.tsx'),

  route(paths.notFound.pattern, 'routes/not-found.tsx'),
] satisfies RouteConfig;
