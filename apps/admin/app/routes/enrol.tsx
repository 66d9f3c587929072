import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import {
  recoveryCodesAnswerSchema,
  totpCodeSchema,
  totpEnrolmentAnswerSchema,
  type StaffSessionAnswer,
} from '@shop/domain/staff';
import { Button } from '~/ui/form/button';
import { Form } from '~/ui/form/form';
import { FormAlert } from '~/ui/form/form-alert';
import { schemaResolver } from '~/ui/form/schema-resolver';
import { applyServerErrors, errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { useShopForm } from '~/ui/form/use-shop-form';
import { adminPaths } from '@admin/config/paths';
import { adminRequest } from '@admin/lib/admin-api';
import { placeOf, useSetSession, useStaffSession } from '@admin/lib/staff-session';
import { QrCode } from '@admin/features/sign-in/qr-code';
import { RecoveryCodes } from '@admin/features/sign-in/recovery-codes';
import { SignInCard } from '@admin/features/sign-in/sign-in-card';

const resolver = schemaResolver(totpCodeSchema);

export function meta() {
  return [{ title: '二段階認証の設定 | シールラボ 管理画面' }];
}

/** The secret in groups of four, for typing into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export default function EnrolPage() {
  const session = useStaffSession();
  const setSession = useSetSession();
  const navigate = useNavigate();
  const [finished, setFinished] = useState<{ session: StaffSessionAnswer; codes: string[] } | null>(null);
  const enrolling = placeOf(session.data) === 'enrol';
  // One secret per visit of this page: a new one would make the QR code already scanned useless.
  const enrolment = useQuery({
    queryKey: ['admin', 'totp-enrolment'],
    queryFn: () => adminRequest('POST', '/totp/enrolment', totpEnrolmentAnswerSchema),
    enabled: enrolling && finished === null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const form = useShopForm({ resolver, defaultValues: { code: '' } });
  const confirm = useMutation({
    mutationFn: (values: { code: string }) =>
      adminRequest('POST', '/totp/enrolment/confirm', recoveryCodesAnswerSchema, values),
    onSuccess: (done) => setFinished({ session: done.session, codes: done.recoveryCodes }),
    onError: (error) => applyServerErrors(form.setError, error, ['code']),
  });

  if (finished) {
    return (
      <SignInCard title="リカバリーコード">
        <RecoveryCodes
          codes={finished.codes}
          onDone={() => {
            setSession(finished.session);
            void navigate(adminPaths.today, { replace: true });
          }}
        />
      </SignInCard>
    );
  }
  if (session.isPending) return null;
  if (!enrolling) {
    return <Navigate to={placeOf(session.data) === 'login' ? adminPaths.login : adminPaths.today} replace />;
  }
  return (
    <SignInCard
      title="二段階認証の設定"
      lead="管理画面を使うには、スマートフォンの認証アプリ（Google Authenticator、Microsoft Authenticator など）の設定が必要です。"
    >
      {enrolment.isError ? (
        <FormAlert message={errorMessageOf(enrolment.error, '設定を始められませんでした')}>
          <Button variant="secondary" className="mt-3" onClick={() => void enrolment.refetch()}>
            もう一度試す
          </Button>
        </FormAlert>
      ) : null}
      {enrolment.data ? (
        <div className="space-y-6">
          <ol className="list-decimal space-y-2 pl-5 leading-relaxed text-slate-800">
            <li>認証アプリで「アカウントを追加」を選び、下のQRコードを読み取ってください。</li>
            <li>アプリに表示された6桁のコードを入力し、「設定する」を押してください。</li>
          </ol>
          <div className="flex flex-col items-center gap-3">
            <QrCode {...enrolment.data.qr} label="認証アプリで読み取る二段階認証のQRコード" />
            <p className="text-sm text-slate-700">
              読み取れない場合は、次のキーを入力してください:
              <br />
              <code className="font-mono text-base tracking-wider" data-testid="totp-secret">
                {grouped(enrolment.data.secret)}
              </code>
            </p>
          </div>
          <Form form={form} onSubmit={(values) => confirm.mutate(values)} className="space-y-5">
            <FormAlert
              message={
                confirm.isError && !form.formState.errors.code
                  ? errorMessageOf(confirm.error, '設定できませんでした')
                  : null
              }
            />
            <TextField
              label="確認コード"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              hint="認証アプリに表示されている6桁の数字"
              error={form.formState.errors.code?.message}
              {...form.register('code')}
            />
            <Button type="submit" fullWidth pending={confirm.isPending} pendingLabel="確認中…">
              設定する
            </Button>
          </Form>
        </div>
      ) : enrolment.isPending ? (
        <p role="status">準備中…</p>
      ) : null}
    </SignInCard>
  );
}
