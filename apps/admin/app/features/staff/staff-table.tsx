import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneAnswerSchema } from '@shop/domain/answers';
import { staffAccountSchema, staffRoleLabels, type StaffAccountEntry } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { errorMessageOf } from '~/ui/form/server-errors';
import { showToast } from '~/ui/toast-store';
import { adminRequest } from '@admin/lib/admin-api';
import { staffListKey } from './staff-queries';

type Change =
  { id: number; change: { role?: 'owner' | 'staff'; disabled?: boolean } } | { id: number; resetTotp: true };

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
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">スタッフの一覧</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-slate-700">
          <th scope="col" className="py-2 pr-4">
            名前
          </th>
          <th scope="col" className="py-2 pr-4">
            メールアドレス
          </th>
          <th scope="col" className="py-2 pr-4">
            役割
          </th>
          <th scope="col" className="py-2 pr-4">
            二段階認証
          </th>
          <th scope="col" className="py-2 pr-4">
            状態
          </th>
          <th scope="col" className="py-2">
            操作
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const self = account.id === selfId;
          return (
            <tr key={account.id} className="border-b border-slate-200 align-middle">
              <th scope="row" className="py-2 pr-4 font-bold">
                {account.name}
                {self ? <span className="ml-2 text-sm font-normal text-slate-600">（あなた）</span> : null}
              </th>
              <td className="py-2 pr-4 break-all">{account.email}</td>
              <td className="py-2 pr-4">{staffRoleLabels[account.role]}</td>
              <td className="py-2 pr-4">{account.totpEnabled ? '設定済み' : '未設定'}</td>
              <td className="py-2 pr-4">{account.disabled ? '無効' : '有効'}</td>
              <td className="py-2">
                {self ? null : (
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
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
