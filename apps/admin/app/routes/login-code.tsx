import { useMutation } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { secondFactorSchema, staffSessionAnswerSchema, type SecondFactor } from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { schemaResolver } from '~/ui/form/schema-resolver';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { adminPaths } from '@admin/config/paths';
import { adminRequest } from '@admin/lib/admin-api';
import { placeOf, useStaffSession } from '@admin/lib/staff-session';
import { SignInCard } from '@admin/features/sign-in/sign-in-card';
import { useSessionStep } from '@admin/features/sign-in/use-session-step';

const resolver = schemaResolver(secondFactorSchema);

export function meta() {
  return [{ title: '確認コード | シールラボ 管理画面' }];
}

export default function LoginCodePage() {
  const session = useStaffSession();
  const moveOn = useSessionStep();
  const form = useShopForm({ resolver, defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: (values: SecondFactor) =>
      adminRequest('POST', '/login/code', staffSessionAnswerSchema, values),
    onSuccess: moveOn,
    onError: (error) => {
      applyServerErrors(form.setError, error, ['code']);
      form.setValue('code', '');
    },
  });
  if (session.isPending) return null;
  const place = placeOf(session.data);
  if (place !== 'code')
    return <Navigate to={place === 'login' ? adminPaths.login : adminPaths.today} replace />;
  const placed = verify.error ? Object.keys(form.formState.errors).length > 0 : false;
  return (
    <SignInCard
      title="確認コードの入力"
      lead="認証アプリに表示されている6桁のコードを入力してください。スマートフォンが手元にない場合は、リカバリーコードも使えます。"
    >
      <Form form={form} onSubmit={(values) => verify.mutate(values)} className="space-y-5">
        <FormAlert
          message={
            verify.isError && !placed ? errorMessageOf(verify.error, 'コードを確認できませんでした') : null
          }
        />
        <TextField
          label="確認コード"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          hint="例: 123456（リカバリーコードは abcd-efgh-jkmn-pqrs の形）"
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" fullWidth pending={verify.isPending} pendingLabel="確認中…">
          確認してログイン
        </Button>
      </Form>
    </SignInCard>
  );
}
