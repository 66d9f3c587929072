// Every URL of the web app (spec point 2), in one place: `pattern` is what routes.ts registers
// (relative to the /sp basename), `href` is what links use. Links never spell a path by hand.
// Kept free of imports: routes.ts and react-router.config.ts read it at build time.

const encode = encodeURIComponent;

export const paths = {
  home: { pattern: '', href: () => '/' },
  products: { pattern: 'products', href: () => '/products' },
  material: {
    pattern: 'materials/:materialName',
    href: (materialName: string) => `/materials/${encode(materialName)}`,
    /**
     * The query parameters that open it with a purpose's (?preset=) or a gallery work's
     * configuration, or an order's to reorder with changes (?reorder=<order's id>).
     */
    params: { purpose: 'preset', work: 'work', reorder: 'reorder' },
  },
  purposes: { pattern: 'purposes', href: () => '/purposes' },
  purpose: {
    pattern: 'purposes/:purposeName',
    href: (purposeName: string) => `/purposes/${encode(purposeName)}`,
  },
  gallery: { pattern: 'gallery', href: () => '/gallery' },
  cart: { pattern: 'cart', href: () => '/cart' },

  checkoutPayment: { pattern: 'checkout/payment', href: () => '/checkout/payment' },
  checkoutShipment: { pattern: 'checkout/shipment', href: () => '/checkout/shipment' },
  checkoutConfirmation: { pattern: 'checkout/confirmation', href: () => '/checkout/confirmation' },
  checkoutTds: { pattern: 'checkout/tds', href: () => '/checkout/tds' },
  checkoutDone: {
    pattern: 'checkout/done/:purchaseId',
    href: (purchaseId: string) => `/checkout/done/${encode(purchaseId)}`,
  },
  checkoutError: { pattern: 'checkout/error', href: () => '/checkout/error' },
  /** PayPay's way back when PayPay has not told yet (decision 0785): the page asks a few times. */
  checkoutPayPay: {
    pattern: 'checkout/paypay/:reference',
    href: (reference: string) => `/checkout/paypay/${encode(reference)}`,
  },
  purchaseDone: {
    pattern: 'purchase/done/:purchaseId',
    href: (purchaseId: string) => `/purchase/done/${encode(purchaseId)}`,
  },
  purchaseError: { pattern: 'purchase/error', href: () => '/purchase/error' },

  mypage: { pattern: 'mypage', href: () => '/mypage' },
  mypageWildcard: { pattern: 'mypage/*' },
  mypageAccount: { pattern: 'mypage/account', href: () => '/mypage/account' },
  mypageAccountDone: { pattern: 'mypage/account-done', href: () => '/mypage/account-done' },
  mypageShipment: { pattern: 'mypage/shipment', href: () => '/mypage/shipment' },
  mypageHistories: { pattern: 'mypage/histories', href: () => '/mypage/histories' },
  mypageHistory: {
    pattern: 'mypage/histories/:purchaseId',
    href: (purchaseId: string) => `/mypage/histories/${encode(purchaseId)}`,
  },
  mypageDone: {
    pattern: 'mypage/done/:purchaseId',
    href: (purchaseId: string) => `/mypage/done/${encode(purchaseId)}`,
  },

  login: { pattern: 'login', href: () => '/login' },
  signup: { pattern: 'signup', href: () => '/signup' },
  signupConfirmation: { pattern: 'signup/confirmation', href: () => '/signup/confirmation' },
  reset: { pattern: 'reset', href: () => '/reset' },
  resetSent: { pattern: 'reset/sent', href: () => '/reset/sent' },
  resetToken: { pattern: 'reset/:token', href: (token: string) => `/reset/${encode(token)}` },
  verifyEmail: { pattern: 'verify-email/:token', href: (token: string) => `/verify-email/${encode(token)}` },

  requestSample: { pattern: 'request-sample', href: () => '/request-sample' },
  requestSampleWildcard: { pattern: 'request-sample/*' },
  requestSampleDone: { pattern: 'request-sample/done', href: () => '/request-sample/done' },
  requestEstimate: { pattern: 'request-estimate', href: () => '/request-estimate' },
  requestEstimateWildcard: { pattern: 'request-estimate/*' },
  requestEstimateDone: { pattern: 'request-estimate/done', href: () => '/request-estimate/done' },

  contact: { pattern: 'contact', href: () => '/contact' },
  contactConfirmation: { pattern: 'contact/confirmation', href: () => '/contact/confirmation' },
  contactDone: { pattern: 'contact/done', href: () => '/contact/done' },
  leaveThanks: { pattern: 'leave-thanks', href: () => '/leave-thanks' },

  about: { pattern: 'about', href: () => '/about' },
  couponTerms: { pattern: 'coupon-terms', href: () => '/coupon-terms' },
  pointTerms: { pattern: 'point-terms', href: () => '/point-terms' },
  privacy: { pattern: 'privacy', href: () => '/privacy' },
  terms: { pattern: 'terms', href: () => '/terms' },
  tokushoho: { pattern: 'tokushoho', href: () => '/tokushoho' },

  notFound: { pattern: '*' },
} as const;
