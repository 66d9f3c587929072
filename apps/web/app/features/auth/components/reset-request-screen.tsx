import { noticeMessages } from '@shop/domain/messages';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/form/button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { schemaResolver } from '../../../ui/form/schema-resolver';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { EmailField } from '../../../ui/form/person-fields';
import { useShopForm } from '../../../ui/form/use-shop-form';
import { PageContainer, PageHeader } from '../../../ui/page';
import { showToast } from '../../../ui/toast-store';
import { useRequestReset } from '../api/request-reset';

/** Loaded apart from the page's first view (decision 0560). */
const resetRequestResolver = schemaResolver(() =>
  import('@shop/domain/forms').then((m) => m.resetRequestSchema),
);

/** /reset: the address to mail the link to; success goes to /reset/sent (spec point 4). */
export function ResetRequestScreen() {
  const navigate = useNavigate();
  const request = useRequestReset();
  const form = useShopForm({ resolver: resetRequestResolver, defaultValues: { email: '' } });

  return (
    <PageContainer>
      <PageHeader
        title="パスワードの再設定"
        lead="ご登録のメールアドレスをご入力ください。パスワード再設定用のURLをメールでお送りします（URLの有効期限は1時間です）。"
      />
      <Form
        form={form}
        aria-label="パスワードの再設定"
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(values) =>
          request.mutate(values, {
            onSuccess: () => {
              showToast(noticeMessages.resetRequested, 'success');
              void navigate(paths.resetSent.href());
            },
          })
        }
      >
        <EmailField idPrefix="reset" />
        {request.isError ? (
          <FormAlert message={errorMessageOf(request.error, noticeMessages.serverError)} />
        ) : null}
        <Button type="submit" pending={request.isPending} fullWidth>
          再設定用のメールを送信する
        </Button>
      </Form>
      <p className="mt-6 text-center">
        <Link to={paths.login.href()} className="inline-flex min-h-11 items-center text-brand underline">
          ログイン画面に戻る
        </Link>
      </p>
    </PageContainer>
  );
}
