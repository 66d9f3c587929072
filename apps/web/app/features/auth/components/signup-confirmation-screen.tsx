import type { Signup } from '@shop/domain/forms';
import { formatPostalCode } from '@shop/domain/format';
import { noticeMessages } from '@shop/domain/messages';
import { prefectureLabel } from '@shop/domain/prefectures';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useKeptDraft } from '../../../lib/session-draft';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import { useSignup } from '../api/signup';
import { useSignupStore } from '../signup-store';
import { useAuthStore } from '../store';

function rows(signup: Signup): [label: string, value: string][] {
  return [
    ['会社名・団体名', signup.organization],
    ['お名前', `${signup.familyName} ${signup.givenName}`],
    ['フリガナ', `${signup.familyKana} ${signup.givenKana}`],
    ['郵便番号', formatPostalCode(signup.postalCode, { mark: true })],
    [
      'ご住所',
      `${prefectureLabel(signup.addressLevel1)}${signup.addressLevel2}${signup.addressLine1}${signup.addressLine2 ? ` ${signup.addressLine2}` : ''}`,
    ],
    ['電話番号', signup.tel],
    ['FAX番号', signup.fax],
    ['緊急連絡先', signup.emergencyTel],
    ['メールアドレス', signup.email],
    ['パスワード', '入力済み（安全のため表示しません）'],
  ];
}

/** /signup/confirmation: what will be registered; 登録する sends it (spec point 4, Signup). */
export function SignupConfirmationScreen() {
  const navigate = useNavigate();
  const confirmed = useSignupStore((state) => state.confirmed);
  const signup = useSignup();
  // A reload keeps the form without its password (decision 0662), read after the first render.
  const ready = useKeptDraft(useSignupStore);
  if (!ready) return null;
  // Opened without the form (bookmark, another tab): the form first.
  if (!confirmed && !signup.isSuccess) return <Navigate to={paths.signup.href()} replace />;
  if (!confirmed) return null;
  const passwordKept = confirmed.password !== '';

  const send = () => {
    signup.mutate(confirmed, {
      onSuccess: () => {
        // Logged in now (useSignup): back to where they came from (the cart, checkout), else the
        // top page. Leave the screen first: with the form reset it would send them to /signup.
        const backTo = useAuthStore.getState().takeBackTo() ?? paths.home.href();
        void Promise.resolve(navigate(backTo, { replace: true })).then(() => {
          useSignupStore.getState().reset();
          showToast(noticeMessages.signupDone, 'success');
        });
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.errors).length > 0) {
          useSignupStore.getState().refused(error.errors);
        }
      },
    });
  };

  const fieldErrors = isApiError(signup.error) ? Object.keys(signup.error.errors).length > 0 : false;

  return (
    <PageContainer>
      <PageHeader
        title="会員登録内容の確認"
        lead="以下の内容で登録します。よろしければ「登録する」を押してください。"
      />
      <div className="space-y-6">
        {signup.isError ? (
          <FormAlert message={errorMessageOf(signup.error, noticeMessages.serverError)}>
            {fieldErrors ? (
              <p className="mt-1 text-sm">「入力画面に戻る」から、該当する項目を修正してください。</p>
            ) : null}
          </FormAlert>
        ) : null}
        {passwordKept ? null : (
          <FormAlert message="パスワードは保存していないため、入力画面でもう一度ご入力ください。">
            <p className="mt-1 text-sm">ほかの項目は入力いただいた内容のまま残っています。</p>
          </FormAlert>
        )}
        <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {rows(confirmed).map(([label, value]) => (
            <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
              <dt className="text-sm font-bold text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900 sm:col-span-2">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-3">
          {passwordKept ? (
            <Button onClick={send} pending={signup.isPending} pendingLabel="登録しています…" fullWidth>
              登録する
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => void navigate(paths.signup.href())}
            disabled={signup.isPending}
            fullWidth
          >
            入力画面に戻る
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
