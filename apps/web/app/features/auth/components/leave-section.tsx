import { noticeMessages } from '@shop/domain/messages';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { ConfirmDialog } from '../../../ui/form/dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { useLeave } from '../api/leave';

/**
 * Leaving (退会), kept apart from the account form in a red-bordered zone and behind a
 * confirmation, because it cannot be undone (decision 0404).
 */
export function LeaveSection() {
  const [asking, setAsking] = useState(false);
  const leave = useLeave();
  const refused = leave.isError && isApiError(leave.error) && leave.error.status !== 401;

  return (
    <section aria-labelledby="leave-title" className="rounded-xl border-2 border-red-300 bg-red-50/40 p-4">
      <h2 id="leave-title" className="text-lg font-bold text-red-800">
        退会について
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-800">
        <li>退会すると、会員情報・登録済みの発送元とお届け先・保有ポイントは削除され、元に戻せません。</li>
        <li>ご注文の記録は、法令に基づき一定期間保管いたします。</li>
        <li>お手続き中（未発送）のご注文がある場合は、発送後に退会のお手続きをお願いいたします。</li>
        <li>同じメールアドレスで、あらためて会員登録していただけます。</li>
      </ul>
      {refused ? (
        <div className="mt-4">
          <FormAlert message={errorMessageOf(leave.error, noticeMessages.serverError)} />
        </div>
      ) : null}
      <div className="mt-4">
        <Button variant="danger" onClick={() => setAsking(true)}>
          退会手続きへ進む
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="本当に退会しますか？"
        confirmLabel="退会する"
        danger
        pending={leave.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => leave.mutate(undefined, { onSettled: () => setAsking(false) })}
      >
        <p>退会すると、会員情報と保有ポイントは元に戻せません。よろしければ「退会する」を押してください。</p>
      </ConfirmDialog>
    </section>
  );
}
