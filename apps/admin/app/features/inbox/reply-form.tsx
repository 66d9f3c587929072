// A reply by mail (decision 0760): the subject and the text; the mail adds the greeting, the
// customer's message quoted and the shop's signature. Kept in the thread once sent.
import { useState } from 'react';
import { defaultReplySubject, INBOX_REPLY_MAX, type InboxKind, type InboxMessage } from '@shop/domain/inbox';
import { isApiError } from '~/lib/api-error';
import { Button } from '~/ui/form/button';
import { CheckboxField } from '~/ui/form/choice-group';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { TextArea } from '~/ui/form/text-area';
import { TextField } from '~/ui/form/text-field';
import { showToast } from '~/ui/toast-store';
import { useInboxReply } from './inbox-queries';

export function ReplyForm({ kind, message }: { kind: InboxKind; message: InboxMessage }) {
  const reply = useInboxReply(kind, message.id);
  const [subject, setSubject] = useState(defaultReplySubject(kind, message.receiptNumber));
  const [body, setBody] = useState('');
  const [markHandled, setMarkHandled] = useState(true);
  const errors = isApiError(reply.error) ? reply.error.errors : {};
  return (
    <form
      aria-label={`${message.receiptNumber} に返信する`}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { subject, body, markHandled },
          {
            onSuccess: () => {
              showToast(`${message.email} に返信しました`, 'success');
              setBody('');
            },
          },
        );
      }}
    >
      <p className="text-sm text-slate-700">
        宛先：{message.email}（宛名・お客様のお問い合わせ内容・署名はメールに自動で入ります）
      </p>
      <TextField
        label="件名"
        required
        value={subject}
        error={errors.subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <TextArea
        label="本文"
        required
        rows={8}
        maxLength={INBOX_REPLY_MAX}
        value={body}
        error={errors.body}
        onChange={(event) => setBody(event.target.value)}
      />
      <CheckboxField checked={markHandled} onChange={(event) => setMarkHandled(event.target.checked)}>
        返信と同時に対応済みにする
      </CheckboxField>
      <FormAlert
        message={
          reply.isError && Object.keys(errors).length === 0
            ? errorMessageOf(reply.error, '返信できませんでした')
            : null
        }
      />
      <Button type="submit" pending={reply.isPending}>
        メールで返信する
      </Button>
    </form>
  );
}
