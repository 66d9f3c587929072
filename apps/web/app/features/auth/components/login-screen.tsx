import { noticeMessages } from '@shop/domain/messages';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { TextField } from '../../../ui/form/text-field';
import { useShopForm } from '../../../ui/form/use-shop-form';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import { useLogin } from '../api/login';
import { useAuthStore } from '../store';
import { PasswordField } from './password-field';

/** Loaded apart from the page's first view (decision 0560). */
const loginResolver = schemaResolver(() => import('@shop/domain/forms').then((m) => m.loginSchema));

/** Where a member goes after login when no screen sent them here (decision 0402). */
export const DEFAULT_AFTER_LOGIN = paths.mypage.href();

/**
 * The message under the form: 401 → the fixed wording (spec point 8: login failure only sets the
 * flag, and the answer never says which of e-mail or password was wrong); 429 and anything else
 * → what the server or the client said.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status !== 401) return error.message;
  return noticeMessages.loginFailed;
}

/** /login: e-mail and password; success stores the token and returns to backTo (spec point 4). */
export function LoginScreen() {
  const navigate = useNavigate();
  const loginError = useAuthStore((state) => state.loginError);
  const isAuthed = useAuthStore((state) => state.isAuthed);
  const backTo = useAuthStore((state) => state.backTo);
  const login = useLogin();
  const form = useShopForm({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const alreadyIn = isAuthed === true && !login.isSuccess && !login.isPending;

  return (
    <PageContainer>
      <PageHeader
        title="ログイン"
        lead={
          backTo
            ? 'この先は会員の方専用のページです。ログインしてお進みください。'
            : '会員の方は、ご登録のメールアドレスとパスワードでログインしてください。'
        }
      />
      {alreadyIn ? (
        <section className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 leading-relaxed text-emerald-950">
          <p>すでにログインしています。</p>
          <div className="mt-3">
            <ButtonLink to={paths.mypage.href()}>マイページへ</ButtonLink>
          </div>
        </section>
      ) : null}
      <Form
        form={form}
        aria-label="ログイン"
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(values) => {
          login.mutate(values, {
            onSuccess: () => {
              showToast(noticeMessages.loginDone, 'success');
              void navigate(useAuthStore.getState().takeBackTo() ?? DEFAULT_AFTER_LOGIN, { replace: true });
            },
            onError: () => form.setValue('password', ''),
          });
        }}
      >
        <TextField
          label="メールアドレス"
          required
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="パスワード"
          required
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        {loginError && login.isError ? <FormAlert message={loginErrorMessage(login.error)} /> : null}
        <Button type="submit" pending={login.isPending} pendingLabel="ログインしています…" fullWidth>
          ログイン
        </Button>
        <p className="text-center">
          <Link to={paths.reset.href()} className="inline-flex min-h-11 items-center text-brand underline">
            パスワードをお忘れの方
          </Link>
        </p>
      </Form>
      <section className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="font-bold text-slate-900">はじめてご利用の方</h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          会員登録（無料）をしていただくと、ご注文やご注文履歴の確認、ポイントのご利用ができます。
        </p>
        <div className="mt-4">
          <ButtonLink to={paths.signup.href()} variant="secondary">
            会員登録（無料）
          </ButtonLink>
        </div>
      </section>
    </PageContainer>
  );
}
