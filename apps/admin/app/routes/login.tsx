import { useMutation } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { staffLoginSchema, staffSessionAnswerSchema, type StaffLogin } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { schemaResolver } from '~/ui/form/schema-resolver';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { adminRequest } from '@admin/lib/admin-api';
import { placeOf, useStaffSession } from '@admin/lib/staff-session';
import { SignInCard } from '@admin/features/sign-in/sign-in-card';
import { returnPathOf, useSessionStep } from '@admin/features/sign-in/use-session-step';

const resolver = schemaResolver(staffLoginSchema);

export function meta() {
  return [{ title: 'ログイン | シールラボ 管理画面' }];
}

export default function LoginPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const session = useStaffSession();
  const moveOn = useSessionStep();
  const form = useShopForm({ resolver, defaultValues: { email: search.get('email') ?? '', password: '' } });
  const login = useMutation({
    mutationFn: (values: StaffLogin) => adminRequest('POST', '/login', staffSessionAnswerSchema, values),
    onSuccess: moveOn,
    onError: (error) => applyServerErrors(form.setError, error, ['email', 'password']),
  });
  if (placeOf(session.data) === 'in') return <Navigate to={returnPathOf(location.state)} replace />;
  const {
    register,
    formState: { errors },
  } = form;
  const ended = search.get('ended') === 'idle';
  return (
    <SignInCard title="ログイン" lead="スタッフ用のメールアドレスとパスワードでログインしてください。">
      <Form form={form} onSubmit={(values) => login.mutate(values)} className="space-y-5">
        {ended ? (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm leading-relaxed text-amber-950">
            一定時間操作がなかったため、ログアウトしました。もう一度ログインしてください。
          </p>
        ) : null}
        <FormAlert message={login.isError ? errorMessageOf(login.error, 'ログインできませんでした') : null} />
        <TextField
          label="メールアドレス"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="パスワード"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth pending={login.isPending} pendingLabel="確認中…">
          ログイン
        </Button>
      </Form>
    </SignInCard>
  );
}
