// Who may do what in the back office (issue 19, decision 0730): an owner does everything, including
// staff accounts and shop settings; staff do the daily work (orders, artwork, estimates, requests,
// messages, coupons, points).

export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'オーナー',
  staff: 'スタッフ',
};

/** True when a staff member of role `held` may use what needs `needed`. */
export function roleAllows(held: StaffRole, needed: StaffRole): boolean {
  return held === 'owner' || needed === 'staff';
}
