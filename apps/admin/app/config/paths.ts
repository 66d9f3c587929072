// Every address of the back office, in one place (under the router's basename /admin).
export const adminPaths = {
  /** Today, the first screen after the login. */
  today: '/',
  login: '/login',
  loginCode: '/login/code',
  enrol: '/enrol',
  invitation: (token: string) => `/invitations/${token}`,
  staff: '/staff',
  auditLog: '/audit-log',
  orders: '/orders',
  purchase: (purchaseId: string) => `/orders/${purchaseId}`,
  estimateRequests: '/estimate-requests',
  estimateRequest: (requestId: number) => `/estimate-requests/${requestId}`,
  inbox: (kind: 'contact' | 'sample') => `/inbox/${kind}`,
  inboxMessage: (kind: 'contact' | 'sample', id: number) => `/inbox/${kind}/${id}`,
  coupons: '/coupons',
  coupon: (id: number) => `/coupons/${id}`,
  points: '/points',
} as const;

/** The API of the back office. */
export const ADMIN_API = '/api/admin';
