// Who looks after a message, and whether it is handled (decision 0760).
import { useId } from 'react';
import type { InboxKind, InboxMessage } from '@shop/domain/inbox';
import { formatDateTime } from '@shop/domain/format';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { showToast } from '~/ui/toast-store';
import { useInboxChange } from './inbox-queries';

export function MessageControls({ kind, message }: { kind: InboxKind; message: InboxMessage }) {
  const change = useInboxChange(kind, message.id);
  const assigneeId = useId();
  const handled = message.handledAt !== null;
  return (
    <div className="space-y-3">
      <p data-testid="inbox-state" className="font-bold">
        {handled ? (
          <>
            対応済み
            <span className="ml-2 font-normal text-slate-700">
              {formatDateTime(new Date(message.handledAt ?? ''))}
              {message.handledBy ? `・${message.handledBy}` : ''}
            </span>
          </>
        ) : (
          <span className="text-red-800">未対応</span>
        )}
      </p>
      <div>
        <label htmlFor={assigneeId} className="block font-bold">
          担当者
        </label>
        <select
          id={assigneeId}
          className="mt-1 min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
          value={message.assignee?.id ?? ''}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate(
              { assigneeId: event.target.value === '' ? null : Number(event.target.value) },
              { onSuccess: () => showToast('担当者を変更しました', 'success') },
            )
          }
        >
          <option value="">（未定）</option>
          {message.assignee && !message.staff.some((staff) => staff.id === message.assignee?.id) ? (
            <option value={message.assignee.id}>{message.assignee.name}</option>
          ) : null}
          {message.staff.map((staff) => (
            <option key={staff.id} value={staff.id}>
              {staff.name}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={change.isError ? errorMessageOf(change.error, '変更できませんでした') : null} />
      <Button
        variant={handled ? 'secondary' : 'primary'}
        pending={change.isPending}
        onClick={() =>
          change.mutate(
            { handled: !handled },
            { onSuccess: () => showToast(handled ? '未対応に戻しました' : '対応済みにしました', 'success') },
          )
        }
      >
        {handled ? '未対応に戻す' : '対応済みにする'}
      </Button>
    </div>
  );
}
