import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { InviteForm } from '@admin/features/staff/invite-form';
import { PendingInvitations } from '@admin/features/staff/pending-invitations';
import { useStaffList } from '@admin/features/staff/staff-queries';
import { StaffTable } from '@admin/features/staff/staff-table';
import { useStaff } from '@admin/lib/use-staff';

export function meta() {
  return [{ title: 'スタッフ | シールラボ 管理画面' }];
}

const panel = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** Owners: who works in the back office, invitations, roles and access. */
export default function StaffPage() {
  const session = useStaff();
  const list = useStaffList();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">スタッフ</h1>
      <section aria-labelledby="invite-heading" className={panel}>
        <h2 id="invite-heading" className="mb-1 text-lg font-bold">
          スタッフを招待する
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          招待メールのURL（72時間有効）から、本人がパスワードを設定します。初回ログイン時に二段階認証を設定していただきます。
        </p>
        <InviteForm />
      </section>
      {list.isError ? (
        <FormAlert message={errorMessageOf(list.error, 'スタッフの一覧を読み込めませんでした')} />
      ) : null}
      {list.data ? (
        <>
          <section aria-labelledby="invitations-heading" className={panel}>
            <h2 id="invitations-heading" className="mb-3 text-lg font-bold">
              返事待ちの招待
            </h2>
            <PendingInvitations invitations={list.data.invitations} />
          </section>
          <section aria-labelledby="accounts-heading" className={`${panel} overflow-x-auto`}>
            <h2 id="accounts-heading" className="mb-3 text-lg font-bold">
              スタッフの一覧
            </h2>
            <StaffTable accounts={list.data.accounts} selfId={session.staff.id} />
          </section>
        </>
      ) : list.isPending ? (
        <p role="status">読み込み中…</p>
      ) : null}
    </div>
  );
}
