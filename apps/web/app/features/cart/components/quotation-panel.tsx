import { addresseeError } from '@shop/domain/form-limits';
import { apiMessages } from '@shop/domain/messages';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { scrollToFirstError } from '../../../ui/form/scroll-to-first-error';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { suppressEnter } from '../../../ui/form/suppress-enter';
import { TextField } from '../../../ui/form/text-field';
import { showToast } from '../../../ui/toast-store';
import { useCreateEstimatePdf } from '../api/create-estimate-pdf';
import type { CartItem } from '../cart-item';
import { cartMessages } from '../cart-messages';

/** 見積書: the cart as a PDF quotation, priced again by the server, downloaded at once. */
export function QuotationPanel({
  items,
  blocked,
  memberAddressee,
}: {
  items: readonly CartItem[];
  blocked: boolean;
  /** A member's company or name: the 宛名 until they type another (decision 0660). */
  memberAddressee: string;
}) {
  // null until typed into: a member's name shows once their data has loaded.
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? memberAddressee;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pdf = useCreateEstimatePdf();
  const serverFieldError = isApiError(pdf.error) ? pdf.error.errors.to : undefined;
  const error = fieldError ?? serverFieldError;
  const overall = pdf.error && !serverFieldError ? errorMessageOf(pdf.error, apiMessages.internal) : null;

  return (
    <section
      aria-labelledby="cart-quotation-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="cart-quotation-title" className="text-lg font-bold text-slate-900">
        御見積書（PDF）
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-700">
        カートの内容で御見積書を作成し、ダウンロードします。社内でのご検討や稟議にご利用ください。
      </p>
      <form
        ref={formRef}
        noValidate
        className="mt-3 space-y-3"
        onKeyDown={suppressEnter}
        onSubmit={(event) => {
          event.preventDefault();
          const message = addresseeError(to);
          setFieldError(message);
          if (message) {
            requestAnimationFrame(() => scrollToFirstError(formRef.current ?? document));
            return;
          }
          pdf.mutate(
            { to, items },
            {
              onSuccess: () => showToast(cartMessages.quotationReady, 'success'),
              onError: () => requestAnimationFrame(() => scrollToFirstError(formRef.current ?? document)),
            },
          );
        }}
      >
        <TextField
          id="cart-quotation-to"
          label="宛名"
          hint="会社名には「御中」、お名前には「様」をお付けします（50文字以内）"
          placeholder="例：株式会社シールラボ 総務部"
          value={to}
          onChange={(event) => {
            setTyped(event.target.value);
            setFieldError(null);
            pdf.reset();
          }}
          error={error ?? undefined}
          autoComplete="organization"
        />
        <FormAlert message={overall} />
        <Button
          type="submit"
          variant="secondary"
          fullWidth
          pending={pdf.isPending}
          pendingLabel="作成しています…"
          disabled={blocked}
        >
          御見積書をダウンロード
        </Button>
      </form>
    </section>
  );
}
