// The back office's menu. Each entry names the least role that sees it; the API refuses the same
// role anyway (the menu only spares staff a door they cannot open).
import type { StaffRole } from '@shop/domain/staff';
import { adminPaths } from '@admin/config/paths';

export interface AdminNavItem {
  to: string;
  label: string;
  role: StaffRole;
}

export const adminNavItems: readonly AdminNavItem[] = [
  { to: adminPaths.today, label: '今日の作業', role: 'staff' },
  { to: adminPaths.orders, label: 'ご注文', role: 'staff' },
  { to: adminPaths.estimateRequests, label: '見積依頼', role: 'staff' },
  { to: adminPaths.inbox('contact'), label: 'お問い合わせ', role: 'staff' },
  { to: adminPaths.inbox('sample'), label: 'サンプル請求', role: 'staff' },
  { to: adminPaths.coupons, label: 'クーポン', role: 'staff' },
  { to: adminPaths.points, label: 'ポイント', role: 'staff' },
  { to: adminPaths.staff, label: 'スタッフ', role: 'owner' },
  { to: adminPaths.auditLog, label: '操作履歴', role: 'owner' },
];
