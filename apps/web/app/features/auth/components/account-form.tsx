// The account page's form (spec point 2, /mypage/account): the member's record as it stands,
// saved with 変更を保存する. Loaded apart from the page, beside the member's record it waits for
// (decision 0564).
import type { AccountUpdateInput } from '@shop/domain/forms';
import { formatPostalCode } from '@shop/domain/format';
import { noticeMessages } from '@shop/domain/messages';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { errorMessageAt } from '../../../ui/form/error-message-at';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { schemaResolver, type FormValuesOf } from '../../../ui/form/schema-resolver';
import { useScrollToFirstError } from '../../../ui/form/scroll-to-first-error';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useShopForm } from '../../../ui/form/use-shop-form';
import { showToast } from '../../../ui/toast-store';
import type { User } from '../api/get-user';
import { useUpdateAccount } from '../api/update-account';
import { MEMBER_PROFILE_FIELDS, MemberProfileFields } from './member-profile-fields';
import { PasswordField, passwordHint } from './password-field';

export type AccountFormValues = FormValuesOf<AccountUpdateInput>;

/** The form as the member's data fills it: the postal code shown as 100-0001, passwords blank. */
export function accountDefaults(user: User): AccountFormValues {
  return {
    organization: user.organization,
    familyName: user.familyName,
    givenName: user.givenName,
    familyKana: user.familyKana,
    givenKana: user.givenKana,
    postalCode: user.postalCode === null ? '' : formatPostalCode(user.postalCode),
    addressLevel1: user.addressLevel1 || '00',
    addressLevel2: user.addressLevel2,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    tel: user.tel,
    fax: user.fax,
    emergencyTel: user.emergencyTel,
    email: user.email,
    password: '',
    currentPassword: '',
  };
}

const ACCOUNT_FIELDS = [...MEMBER_PROFILE_FIELDS, 'password', 'currentPassword'] as const;

export function AccountForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const update = useUpdateAccount();
  // Loaded apart from the page's first view (decision 0560).
  const resolver = useMemo(
    () =>
      schemaResolver(() => import('@shop/domain/forms').then((m) => m.accountUpdateSchemaFor(user.email))),
    [user.email],
  );
  const form = useShopForm({
    resolver,
    defaultValues: accountDefaults(user),
    mode: 'onTouched',
  });
  const { ref, scrollToFirstError } = useScrollToFirstError<HTMLDivElement>();
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  // Spec'd by the shared schema: a new e-mail or password needs the current password.
  const asksCurrentPassword =
    (password ?? '') !== '' || (email ?? '').trim().toLowerCase() !== user.email.toLowerCase();
  const errors = form.formState.errors;

  return (
    <div ref={ref}>
      <Form
        form={form}
        aria-label="会員情報の変更"
        className="space-y-6"
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () => {
              void Promise.resolve(navigate(paths.mypageAccountDone.href())).then(() =>
                showToast(noticeMessages.accountUpdated, 'success'),
              );
            },
            onError: (error) => {
              if (!isApiError(error) || error.status === 401) return;
              // 422: the current password is wrong; 409: the new e-mail belongs to someone else.
              if (error.status === 422)
                form.setError('currentPassword', { type: 'server', message: error.message });
              else if (error.status === 409)
                form.setError('email', { type: 'server', message: error.message });
              else if (applyServerErrors(form.setError, error, ACCOUNT_FIELDS) === 0) {
                showToast(noticeMessages.serverError, 'error');
                return;
              }
              scrollToFirstError();
            },
          })
        }
      >
        <MemberProfileFields emailHint="変更する場合は、現在のパスワードもご入力ください" />
        <fieldset className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="px-1 text-lg font-bold text-slate-900">パスワードの変更</legend>
          <PasswordField
            label="新しいパスワード"
            autoComplete="new-password"
            hint={`変更しない場合は空欄のままにしてください。${passwordHint}`}
            error={errorMessageAt(errors, 'password')}
            {...form.register('password')}
          />
          {asksCurrentPassword ? (
            <PasswordField
              label="現在のパスワード"
              required
              autoComplete="current-password"
              hint="メールアドレスまたはパスワードを変更するため、確認のためご入力ください"
              error={errorMessageAt(errors, 'currentPassword')}
              {...form.register('currentPassword')}
            />
          ) : null}
        </fieldset>
        {update.isError && isApiError(update.error) && update.error.status >= 500 ? (
          <FormAlert message={noticeMessages.serverError} />
        ) : null}
        <Button type="submit" pending={update.isPending} pendingLabel="更新しています…" fullWidth>
          変更を保存する
        </Button>
      </Form>
    </div>
  );
}

/** /mypage/account: the member's data (GET /user), changed with PUT /account; leaving below. */
