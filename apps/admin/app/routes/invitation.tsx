import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { z } from 'zod/mini';
import { acceptInvitationSchema, invitationAnswerSchema, staffRoleLabels } from '@shop/domain/staff';
import { formatDateTime } from '@shop/domain/format';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { schemaResolver } from '~/ui/form/schema-resolver';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { adminPaths } from '@admin/config/paths';
import { adminRequest } from '@admin/lib/admin-api';
import { SignInCard } from '@admin/features/sign-in/sign-in-card';

const resolver = schemaResolver(acceptInvitationSchema);

export function meta() {
  return [{ title: 'パスワードの設定 | シールラボ 管理画面' }];
}

/** The mailed invitation's page: the invited person sets a password, then logs in. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const invitation = useQuery({
    queryKey: ['admin', 'invitation', token],
    queryFn: () => adminRequest('GET', `/invitations/${encodeURIComponent(token)}`, invitationAnswerSchema),
    retry: false,
  });
  const form = useShopForm({ resolver, defaultValues: { password: '' } });
  const accept = useMutation({
    mutationFn: (values: { password: string }) =>
      adminRequest(
        'POST',
        `/invitations/${encodeURIComponent(token)}`,
        z.object({ email: z.string() }),
        values,
      ),
    onError: (error) => applyServerErrors(form.setError, error, ['password']),
  });

  if (accept.data) {
    return (
      <SignInCard title="パスワードを設定しました">
        <p className="leading-relaxed text-slate-800">
          ログインして、スマートフォンの認証アプリで二段階認証を設定してください。
        </p>
        <Link
          to={`${adminPaths.login}?email=${encodeURIComponent(accept.data.email)}`}
          className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-5 font-bold text-white hover:bg-brand-dark"
        >
          ログインへ進む
        </Link>
      </SignInCard>
    );
  }
  if (invitation.isError) {
    return (
      <SignInCard title="招待のURLが無効です">
        <FormAlert message={errorMessageOf(invitation.error, '招待を確認できませんでした')} />
      </SignInCard>
    );
  }
  if (!invitation.data) {
    return (
      <SignInCard title="パスワードの設定">
        <p role="status">読み込み中…</p>
      </SignInCard>
    );
  }
  const { data } = invitation;
  return (
    <SignInCard
      title="パスワードの設定"
      lead={`${data.name}さん、シールラボ管理画面への招待です（${staffRoleLabels[data.role]}）。パスワードを設定してください。`}
    >
      <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">メールアドレス</dt>
        <dd className="break-all">{data.email}</dd>
        <dt className="text-slate-700">有効期限</dt>
        <dd>{formatDateTime(new Date(data.expiresAt))}</dd>
      </dl>
      <Form form={form} onSubmit={(values) => accept.mutate(values)} className="space-y-5">
        <FormAlert
          message={
            accept.isError && !form.formState.errors.password
              ? errorMessageOf(accept.error, '設定できませんでした')
              : null
          }
        />
        <input type="email" autoComplete="username" value={data.email} readOnly hidden />
        <TextField
          label="パスワード"
          type="password"
          autoComplete="new-password"
          required
          hint="8文字以上72文字以内、半角英字と数字をそれぞれ1文字以上"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" fullWidth pending={accept.isPending}>
          パスワードを設定する
        </Button>
      </Form>
    </SignInCard>
  );
}
