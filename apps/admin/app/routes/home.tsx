import { Link } from 'react-router';
import { roleAllows } from '@shop/domain/staff';
import { adminNavItems } from '@admin/layout/nav-items';
import { useStaff } from '@admin/lib/use-staff';

export function meta() {
  return [{ title: 'ホーム | シールラボ 管理画面' }];
}

/** The first screen after login: the back office's sections for the staff member's role. */
export default function HomePage() {
  const session = useStaff();
  const sections = adminNavItems.filter(
    (item) => item.to !== '/' && roleAllows(session.staff.role, item.role),
  );
  return (
    <>
      <h1 className="text-2xl font-bold">ようこそ、{session.staff.name}さん</h1>
      <p className="mt-2 text-slate-700">管理画面のメニューから作業を選んでください。</p>
      {sections.length > 0 ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex min-h-16 items-center rounded-xl border border-slate-200 bg-white px-5 font-bold text-brand shadow-sm hover:bg-brand-soft"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
