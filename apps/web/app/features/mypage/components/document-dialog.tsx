// Invoice (請求書) and receipt (領収書) of a paid purchase: the addressee starts as the member's
// company or name, is checked like the server does (JIS X 0208, 50 characters, never blank on an
// invoice: decision 0660), then the PDF is issued and downloaded.
import { ADDRESSEE_MAX_LENGTH, addresseeError } from '@shop/domain/form-limits';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { Dialog } from '../../../ui/form/dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { TextField } from '../../../ui/form/text-field';
import { showToast } from '../../../ui/toast-store';
import { downloadPdf, issueDocument, type DocumentKind } from '../api/documents';

const titles: Record<DocumentKind, string> = { invoice: '請求書の発行', receipt: '領収書の発行' };

export function DocumentDialog({
  kind,
  purchaseId,
  reissue,
  memberAddressee,
  open,
  onClose,
}: {
  kind: DocumentKind;
  purchaseId: string;
  /** A receipt was issued before: the new one says 再発行. */
  reissue: boolean;
  /** The member's company, or their name: what the 宛名 starts as until they change it. */
  memberAddressee: string;
  open: boolean;
  onClose: () => void;
}) {
  // null until the member types: the name from their account shows once it has loaded.
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? memberAddressee;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const problem = addresseeError(to, kind);
    setFieldError(problem);
    if (problem) return;
    setPending(true);
    setError(null);
    try {
      const issued = await issueDocument(kind, to.trim(), purchaseId);
      await downloadPdf(issued.url, issued.fileName);
      showToast(
        kind === 'invoice' ? '請求書をダウンロードしました' : '領収書をダウンロードしました',
        'success',
      );
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.errors.to) setFieldError(caught.errors.to);
      else
        setError(
          isApiError(caught) ? caught.message : '発行できませんでした。時間をおいて再度お試しください',
        );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={titles[kind]}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            閉じる
          </Button>
          <Button onClick={() => void submit()} pending={pending} pendingLabel="発行中…">
            発行してダウンロード
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
        }}
        onKeyDown={(event) => {
          // Spec point 5: Enter never submits a form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      >
        <TextField
          label="宛名"
          required={kind === 'invoice'}
          hint={
            kind === 'receipt'
              ? '会社名・お名前など（例：株式会社シール 御中）。空欄の場合は「上様」となります。'
              : '会社名・お名前など（例：株式会社シール 御中）。請求書には宛名が必要です。'
          }
          value={to}
          maxLength={ADDRESSEE_MAX_LENGTH}
          error={fieldError ?? undefined}
          data-autofocus
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setFieldError(addresseeError(event.currentTarget.value, kind));
          }}
        />
        {kind === 'receipt' && reissue ? (
          <p className="text-sm text-slate-700">
            この注文の領収書は発行済みのため、「再発行」と記載された領収書になります。
          </p>
        ) : null}
        <FormAlert message={error} />
      </form>
    </Dialog>
  );
}
