import { fieldMessages } from '@shop/domain/messages';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { errorMessageAt } from '../../../ui/form/error-message-at';
import { Form } from '../../../ui/form/form';
import { emptyPostalAddress } from '../../../ui/form/postal-address-values';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { scrollToFirstError } from '../../../ui/form/scroll-to-first-error';
import { useKeptDraft } from '../../../lib/session-draft';
import { useLateDefaults } from '../../../ui/form/use-late-defaults';
import { useShopForm } from '../../../ui/form/use-shop-form';
import { PageContainer, PageHeader } from '../../../ui/page';
import { emailAvailable } from '../api/signup';
import { useSignupStore, type SignupFormValues } from '../signup-store';
import { MemberProfileFields } from './member-profile-fields';
import { PasswordField, passwordHint } from './password-field';

/** Loaded apart from the page's first view (decision 0560). */
const signupResolver = schemaResolver(() => import('@shop/domain/forms').then((m) => m.signupSchema));

export const emptySignup: SignupFormValues = {
  organization: '',
  familyName: '',
  givenName: '',
  familyKana: '',
  givenKana: '',
  ...emptyPostalAddress,
  tel: '',
  fax: '',
  emergencyTel: '',
  email: '',
  password: '',
};

/** /signup: every User field, checked with the shared schema, then on to the confirmation. */
export function SignupScreen() {
  const navigate = useNavigate();
  const values = useSignupStore((state) => state.values);
  const serverErrors = useSignupStore((state) => state.serverErrors);
  const form = useShopForm({
    resolver: signupResolver,
    defaultValues: values ?? emptySignup,
    mode: 'onTouched',
  });
  const { setError } = form;
  // A form kept across a reload (without its password) comes back once read (decision 0662).
  useKeptDraft(useSignupStore);
  useLateDefaults(form, values);

  // Back from a refused signup: the server's messages sit under their fields.
  useEffect(() => {
    if (!serverErrors) return;
    for (const [field, message] of Object.entries(serverErrors)) {
      if (field in emptySignup) setError(field as keyof SignupFormValues, { type: 'server', message });
    }
    useSignupStore.getState().clearServerErrors();
    requestAnimationFrame(() => scrollToFirstError());
  }, [serverErrors, setError]);

  return (
    <PageContainer>
      <PageHeader
        title="会員登録"
        lead="会員登録（無料）をしていただくと、ご注文・入稿・ご注文履歴の確認やポイントのご利用ができます。"
      />
      <Form
        form={form}
        aria-label="会員登録"
        className="space-y-6"
        onSubmit={async (confirmed) => {
          // A registered address is said here, on its field, not after the confirmation (0664).
          if (!(await emailAvailable(confirmed.email).catch(() => true))) {
            setError('email', { type: 'server', message: fieldMessages.emailTaken });
            requestAnimationFrame(() => scrollToFirstError());
            return;
          }
          useSignupStore.getState().confirm(form.getValues(), confirmed);
          void navigate(paths.signupConfirmation.href());
        }}
      >
        <MemberProfileFields />
        <fieldset className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 text-lg font-bold text-slate-900">パスワード</legend>
          <PasswordField
            label="パスワード"
            required
            autoComplete="new-password"
            hint={passwordHint}
            error={errorMessageAt(form.formState.errors, 'password')}
            {...form.register('password')}
          />
        </fieldset>
        <p className="text-sm leading-relaxed text-slate-700">
          <Link to={paths.terms.href()} className="text-brand underline">
            利用規約
          </Link>
          と
          <Link to={paths.privacy.href()} className="text-brand underline">
            プライバシーポリシー
          </Link>
          をご確認のうえ、お進みください。
        </p>
        <Button type="submit" fullWidth>
          入力内容を確認する
        </Button>
      </Form>
      <p className="mt-6 text-center">
        <Link to={paths.login.href()} className="inline-flex min-h-11 items-center text-brand underline">
          すでに会員の方はこちら（ログイン）
        </Link>
      </p>
    </PageContainer>
  );
}
