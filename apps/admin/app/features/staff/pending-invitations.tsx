import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doneAnswerSchema } from '@shop/domain/answers';
import { formatDateTime } from '@shop/domain/format';
import { staffRoleLabels, type PendingInvitation } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { errorMessageOf } from '~/ui/form/server-errors';
import { showToast } from '~/ui/toast-store';
import { adminRequest } from '@admin/lib/admin-api';
import { staffListKey } from './staff-queries';

/** Invitations not yet accepted, each until its link expires, with a way to withdraw it. */
export function PendingInvitations({ invitations }: { invitations: readonly PendingInvitation[] }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: (id: number) => adminRequest('DELETE', `/staff/invitations/${id}`, doneAnswerSchema),
    onSuccess: () => {
      showToast('招待を取り消しました', 'success');
      void queryClient.invalidateQueries({ queryKey: staffListKey });
    },
    onError: (error) => showToast(errorMessageOf(error, '取り消せませんでした'), 'error'),
  });
  if (invitations.length === 0) return <p className="text-slate-700">返事を待っている招待はありません。</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
          <span className="font-bold">{invitation.name}</span>
          <span className="break-all">{invitation.email}</span>
          <span>{staffRoleLabels[invitation.role]}</span>
          <span className="text-sm text-slate-700">
            有効期限 {formatDateTime(new Date(invitation.expiresAt))}
          </span>
          <Button
            variant="ghost"
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(invitation.id)}
          >
            取り消す
          </Button>
        </li>
      ))}
    </ul>
  );
}
