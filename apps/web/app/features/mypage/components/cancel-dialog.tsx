// Cancel a purchase (spec point 4): asks first; the server applies the transition table and
// answers the message to show (done at once, or a refund follows). Lists reload either way.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../ui/form/dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { cancelPurchase } from '../api/cancel-purchase';
import { mypageKeys } from '../api/queries';

export function CancelDialog({
  purchaseId,
  consequences,
  open,
  onClose,
}: {
  purchaseId: string;
  /** What the cancellation does to the money, for this purchase (cancelConsequences). */
  consequences: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const answer = await cancelPurchase(purchaseId);
      onClose();
      // Leave the purchase's page before its data is dropped: released during its 3-D Secure
      // challenge, the purchase is gone, and a page still showing it would ask for it (a 404).
      await navigate(paths.mypageDone.href(purchaseId), {
        state: { message: answer.message, purchaseGone: answer.released },
      });
      if (answer.released) queryClient.removeQueries({ queryKey: mypageKeys.purchase(purchaseId) });
      await queryClient.invalidateQueries({
        queryKey: mypageKeys.all,
        predicate: (query) => !answer.released || query.queryKey[1] !== 'purchase',
      });
    } catch (caught) {
      // 409: printing has started, or it was cancelled already; the server says which.
      setError(
        isApiError(caught) ? caught.message : 'キャンセルできませんでした。時間をおいて再度お試しください',
      );
      await queryClient.invalidateQueries({ queryKey: mypageKeys.all });
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="ご注文のキャンセル"
      confirmLabel="キャンセルする"
      cancelLabel="戻る"
      danger
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
    >
      <p>
        ご注文番号 <span className="font-mono">{purchaseId}</span>{' '}
        のご注文をすべてキャンセルします。よろしいですか？
      </p>
      <p className="mt-2 text-sm text-slate-700">{consequences.join('')}</p>
      {error ? (
        <div className="mt-3">
          <FormAlert message={error} />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
