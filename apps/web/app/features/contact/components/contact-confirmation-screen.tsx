// /contact/confirmation: what will be sent, then the call. While it runs the button is disabled;
// success resets the form, says so and goes to /contact/done; failure says why and keeps the form
// (spec points 4 and 8).
import { noticeMessages } from '@shop/domain/messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useKeptDraft } from '../../../lib/session-draft';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import { sendContact } from '../api/send-contact';
import { useContactStore } from '../store';
import { orderStatusLabels } from '../order-status-labels';

export function ContactConfirmationScreen() {
  const navigate = useNavigate();
  const { draft, requesting, requestError, requestStarted, requestSucceeded, requestFailed } =
    useContactStore();

  // Opened directly (a bookmark, a reload): the kept draft is read first (decision 0662); with
  // none there is nothing to confirm. Checked once: a successful send resets the form on the way
  // to /contact/done.
  const ready = useKeptDraft(useContactStore);
  const checked = useRef(false);
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    if (useContactStore.getState().draft === null) void navigate(paths.contact.href(), { replace: true });
  }, [ready, navigate]);

  const send = async () => {
    if (draft === null) return;
    requestStarted();
    try {
      await sendContact(draft.form);
      requestSucceeded();
      showToast(noticeMessages.contactSent, 'success');
      void navigate(paths.contactDone.href());
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : {};
      requestFailed(errorMessageOf(error, noticeMessages.contactFailed), fieldErrors);
      showToast(noticeMessages.contactFailed, 'error');
      if (Object.keys(fieldErrors).length > 0) void navigate(paths.contact.href());
      else window.scrollTo({ top: 0 });
    }
  };

  const form = draft?.form;
  const rows: [string, string][] = form
    ? [
        ['お問い合わせの種類', orderStatusLabels[form.orderStatus]],
        ...(form.orderStatus === '注文後'
          ? ([['ご注文番号・明細番号', form.orderId]] as [string, string][])
          : []),
        ['会社名・団体名', form.organization],
        ['お名前', `${form.familyName} ${form.givenName}`],
        ['電話番号', form.tel],
        ['メールアドレス', form.email],
        ['お問い合わせ内容', form.message],
      ]
    : [];

  return (
    <PageContainer>
      <PageHeader title="お問い合わせ内容の確認" />
      {form ? (
        <div className="space-y-6">
          {requestError ? (
            <FormAlert message={requestError}>
              <p className="mt-1 text-sm">ご入力いただいた内容は、そのまま残っています。</p>
            </FormAlert>
          ) : null}
          <p className="leading-relaxed text-slate-800">
            以下の内容で送信いたします。よろしければ「送信する」を押してください。
          </p>
          <section className="rounded-xl border border-slate-200 bg-white px-5 py-2 shadow-sm">
            <dl className="divide-y divide-slate-200">
              {rows.map(([label, value]) => (
                <div key={label} className="py-3 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
                  <dt className="text-sm font-bold text-slate-700">{label}</dt>
                  <dd className="mt-1 break-words whitespace-pre-wrap text-slate-900 sm:mt-0">
                    {value === '' ? <span className="text-slate-500">（未記入）</span> : value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              variant="secondary"
              disabled={requesting}
              onClick={() => void navigate(paths.contact.href())}
            >
              入力内容を修正する
            </Button>
            <Button pending={requesting} onClick={() => void send()}>
              送信する
            </Button>
          </div>
        </div>
      ) : null}
    </PageContainer>
  );
}
