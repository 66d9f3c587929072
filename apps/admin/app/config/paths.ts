// Every address of the back office, in one place (under the router's basename /admin).
export const adminPaths = {
  home: '/',
  login: '/login',
  loginCode: '/login/code',
  enrol: '/enrol',
  invitation: (token: string) => `/invitations/${token}`,
  staff: '/staff',
  auditLog: '/audit-log',
  today: '/today',
  orders: '/orders',
  purchase: (purchaseId: string) => `/orders/${purchaseId}`,
} as const;

/** The API of the back office. */
export const ADMIN_API = '/api/admin';
