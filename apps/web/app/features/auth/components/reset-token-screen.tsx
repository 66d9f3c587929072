import { noticeMessages } from '@shop/domain/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { applyServerErrors, errorMessageOf } from '../../../ui/form/server-errors';
import { useShopForm } from '../../../ui/form/use-shop-form';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import { useResetPassword, validateResetToken } from '../api/reset-password';
import { useAuthStore } from '../store';
import { PasswordField, passwordHint } from './password-field';

/** Loaded apart from the page's first view (decision 0560). */
const newPasswordResolver = schemaResolver(() =>
  import('@shop/domain/forms').then((m) => m.newPasswordSchema),
);

/**
 * Spec point 4: resetTokenValidated is null while the link is checked, then true or false. A
 * network failure counts as "cannot tell": the form shows and the server decides on sending.
 */
function useResetTokenValidation(token: string): boolean | null {
  const validated = useAuthStore((state) => state.resetTokenValidated);
  useEffect(() => {
    const { setResetTokenValidated } = useAuthStore.getState();
    setResetTokenValidated(null);
    const controller = new AbortController();
    validateResetToken(token, controller.signal).then(
      (valid) => {
        if (!controller.signal.aborted) setResetTokenValidated(valid);
      },
      () => {
        if (!controller.signal.aborted) setResetTokenValidated(true);
      },
    );
    return () => {
      controller.abort();
      setResetTokenValidated(null);
    };
  }, [token]);
  return validated;
}

function InvalidLink() {
  return (
    <PageContainer>
      <PageHeader title="このURLは無効です" />
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-800 shadow-sm">
        <p>パスワード再設定用のURLが無効か、有効期限（1時間）が切れています。</p>
        <p>お手数ですが、もう一度パスワードの再設定をお申し込みください。</p>
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={paths.reset.href()}>パスワードの再設定をやり直す</ButtonLink>
        <ButtonLink to={paths.login.href()} variant="secondary">
          ログイン画面へ
        </ButtonLink>
      </div>
    </PageContainer>
  );
}

/** /reset/{token}: checking → the new-password form, or the invalid screen. */
export function ResetTokenScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const validated = useResetTokenValidation(token);
  const reset = useResetPassword();
  const form = useShopForm({ resolver: newPasswordResolver, defaultValues: { password: '' } });

  if (validated === false) return <InvalidLink />;

  return (
    <PageContainer>
      <PageHeader title="新しいパスワードの設定" />
      {validated === null ? (
        <p role="status" className="flex items-center gap-3 py-8 text-slate-700">
          <span
            aria-hidden
            className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand"
          />
          URLを確認しています…
        </p>
      ) : (
        <Form
          form={form}
          aria-label="新しいパスワードの設定"
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={(values) =>
            reset.mutate(
              { token, ...values },
              {
                onSuccess: () => {
                  void Promise.resolve(navigate(paths.login.href(), { replace: true })).then(() =>
                    showToast(noticeMessages.passwordChanged, 'success'),
                  );
                },
                onError: (error) => {
                  // Used or expired meanwhile: the invalid screen.
                  if (isApiError(error) && error.status === 404) {
                    useAuthStore.getState().setResetTokenValidated(false);
                    return;
                  }
                  applyServerErrors(form.setError, error, ['password']);
                },
              },
            )
          }
        >
          <p className="leading-relaxed text-slate-700">新しいパスワードをご入力ください。</p>
          <PasswordField
            label="新しいパスワード"
            required
            autoComplete="new-password"
            hint={passwordHint}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          {reset.isError && !(isApiError(reset.error) && reset.error.errors.password) ? (
            <FormAlert message={errorMessageOf(reset.error, noticeMessages.serverError)} />
          ) : null}
          <Button type="submit" pending={reset.isPending} fullWidth>
            パスワードを変更する
          </Button>
        </Form>
      )}
    </PageContainer>
  );
}
