import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The back office's screens (decision 0733). The login steps and an invitation's page stand alone;
// everything else sits in the staff layout, which sends a visitor without a complete login to
// the step they owe.
export default [
  route('login', 'routes/login.tsx'),
  route('login/code', 'routes/login-code.tsx'),
  route('enrol', 'routes/enrol.tsx'),
  route('invitations/:token', 'routes/invitation.tsx'),
  layout('routes/staff-layout.tsx', [
    // Today is the first screen after the login (issue 19 point 3).
    index('routes/today.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:purchaseId', 'routes/purchase.tsx'),
    route('estimate-requests', 'routes/estimate-requests.tsx'),
    route('estimate-requests/:requestId', 'routes/estimate-request.tsx'),
    route('inbox/:kind', 'routes/inbox.tsx'),
    route('inbox/:kind/:id', 'routes/inbox-message.tsx'),
    route('coupons', 'routes/coupons.tsx'),
    route('coupons/:id', 'routes/coupon.tsx'),
    route('points', 'routes/points.tsx'),
    route('staff', 'routes/staff.tsx'),
    route('audit-log', 'routes/audit-log.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
