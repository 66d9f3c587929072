// 「この入金で受け付ける」 (decision 0786): a short or late virtual-account deposit waits for a
// person; an owner takes it as it is in one step (the order moves on, the shortfall is noted), or
// leaves it waiting. Staff of the plain role read who decides, instead of a button that would be
// refused.
import type { BankTransfer } from '@shop/domain/answers';
import { formatYen } from '@shop/domain/format';
import { roleAllows } from '@shop/domain/staff';
import { useStaffSession } from '@admin/lib/staff-session';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { showToast } from '~/ui/toast-store';
import { useAcceptDeposit } from './order-queries';

export function AcceptDeposit({ purchaseId, transfer }: { purchaseId: string; transfer: BankTransfer }) {
  const session = useStaffSession();
  const accept = useAcceptDeposit(purchaseId);
  const role = session.data?.staff.role;
  if (!role || !roleAllows(role, 'owner'))
    return <p className="text-slate-600">この入金を受け付けるかどうかは、オーナーが判断します。</p>;
  const shortfall = transfer.state === 'short' || transfer.state === 'late' ? transfer.difference : 0;
  return (
    <div className="space-y-2">
      <FormAlert
        message={accept.isError ? errorMessageOf(accept.error, '入金を受け付けられませんでした') : null}
      />
      <p className="text-slate-700">
        {shortfall > 0
          ? `受け付けると、不足額 ${formatYen(shortfall)} を了承のうえ、ご注文を入金済みに進めます。`
          : '受け付けると、ご注文を入金済みに進めます。'}
        受け付けない場合は、このままお待ちください。
      </p>
      <Button
        pending={accept.isPending}
        onClick={() =>
          accept.mutate(
            { seenReceived: transfer.received },
            {
              onSuccess: () => showToast('入金を受け付け、ご注文を入金済みに進めました', 'success'),
            },
          )
        }
      >
        この入金で受け付ける
      </Button>
    </div>
  );
}
