import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneAnswerSchema } from '@shop/domain/answers';
import { staffAccountSchema, staffRoleLabels, type StaffAccountEntry } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { errorMessageOf } from '~/ui/form/server-errors';
import { showToast } from '~/ui/toast-store';
import { adminRequest } from '@admin/lib/admin-api';
import { DataTable, type Column } from '@admin/ui/data-table';
import { staffListKey } from './staff-queries';

type Change =
  { id: number; change: { role?: 'owner' | 'staff'; disabled?: boolean } } | { id: number; resetTotp: true };

/** Who each account is and how it stands; the name heads its row. */
function staticColumns(selfId: number): readonly Column<StaffAccountEntry>[] {
  return [
    {
      key: 'name',
      header: '名前',
      rowHeader: true,
      className: 'font-bold',
      cell: (account) => (
        <>
          {account.name}
          {account.id === selfId ? (
            <span className="ml-2 text-sm font-normal text-slate-600">（あなた）</span>
          ) : null}
        </>
      ),
    },
    { key: 'email', header: 'メールアドレス', className: 'break-all', cell: (account) => account.email },
    { key: 'role', header: '役割', cell: (account) => staffRoleLabels[account.role] },
    { key: 'totp', header: '二段階認証', cell: (account) => (account.totpEnabled ? '設定済み' : '未設定') },
    { key: 'state', header: '状態', cell: (account) => (account.disabled ? '無効' : '有効') },
  ];
}

/** The staff accounts, with what an owner may change on each (never on their own). */
export function StaffTable({ accounts, selfId }: { accounts: readonly StaffAccountEntry[]; selfId: number }) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: async (request: Change): Promise<void> => {
      if ('resetTotp' in request)
        await adminRequest('POST', `/staff/${request.id}/totp-reset`, doneAnswerSchema);
      else await adminRequest('PATCH', `/staff/${request.id}`, staffAccountSchema, request.change);
    },
    onSuccess: () => {
      showToast('変更しました', 'success');
      void queryClient.invalidateQueries({ queryKey: staffListKey });
    },
    onError: (error) => showToast(errorMessageOf(error, '変更できませんでした'), 'error'),
  });
  const confirmThen = (question: string, request: Change) => {
    if (window.confirm(question)) update.mutate(request);
  };
  const actions = (account: StaffAccountEntry) =>
    account.id === selfId ? null : (
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() =>
            update.mutate({
              id: account.id,
              change: { role: account.role === 'owner' ? 'staff' : 'owner' },
            })
          }
        >
          {account.role === 'owner' ? 'スタッフにする' : 'オーナーにする'}
        </Button>
        <Button
          variant={account.disabled ? 'secondary' : 'danger'}
          disabled={update.isPending}
          onClick={() =>
            account.disabled
              ? update.mutate({ id: account.id, change: { disabled: false } })
              : confirmThen(`${account.name}さんのアカウントを無効にします。よろしいですか？`, {
                  id: account.id,
                  change: { disabled: true },
                })
          }
        >
          {account.disabled ? '有効にする' : '無効にする'}
        </Button>
        {account.totpEnabled ? (
          <Button
            variant="ghost"
            disabled={update.isPending}
            onClick={() =>
              confirmThen(
                `${account.name}さんの二段階認証を解除します。次回のログインで設定し直していただきます。よろしいですか？`,
                { id: account.id, resetTotp: true },
              )
            }
          >
            二段階認証を解除
          </Button>
        ) : null}
      </div>
    );
  return (
    <DataTable
      caption="スタッフの一覧"
      variant="plain"
      rowClassName="align-middle"
      columns={[...staticColumns(selfId), { key: 'actions', header: '操作', cell: actions }]}
      rows={accounts}
      rowKey={(account) => account.id}
    />
  );
}
