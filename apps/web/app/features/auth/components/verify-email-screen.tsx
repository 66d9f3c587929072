// /verify-email/{token}: the page the proof mail's link opens (decision 0611). It sends the token
// once and says what happened; estimates requested before signup now show on My page.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { paths } from '../../../config/paths';
import { ButtonLink, MessagePage, PageContainer, PageHeader } from '../../../ui/page';
import { useRefreshUserAfterProof, verifyEmailQueryOptions } from '../api/email-verification';

export function VerifyEmailScreen({ token }: { token: string }) {
  const query = useQuery(verifyEmailQueryOptions(token));
  const refreshUser = useRefreshUserAfterProof();
  const proved = query.isSuccess;
  useEffect(() => {
    if (proved) void refreshUser();
  }, [proved, refreshUser]);

  if (query.isPending) {
    return (
      <PageContainer>
        <PageHeader title="メールアドレスの確認" />
        <p role="status" className="py-8 text-slate-700">
          確認しています…
        </p>
      </PageContainer>
    );
  }
  if (query.isError) {
    return (
      <MessagePage
        title="このURLは無効です"
        actions={<ButtonLink to={paths.mypage.href()}>マイページへ</ButtonLink>}
      >
        <p>確認用のURLが無効か、有効期限（24時間）が切れているか、すでに使用されています。</p>
        <p>お手数ですが、ログインのうえマイページから確認メールを再度お送りください。</p>
      </MessagePage>
    );
  }
  const { attachedEstimates } = query.data;
  return (
    <MessagePage
      title="メールアドレスを確認しました"
      actions={<ButtonLink to={paths.mypage.href()}>マイページへ</ButtonLink>}
    >
      <p>{query.data.email} の確認が完了しました。ご協力ありがとうございます。</p>
      {attachedEstimates > 0 ? (
        <p>
          このメールアドレスでご依頼いただいたお見積り{attachedEstimates.toLocaleString('ja-JP')}
          件を、マイページに表示しました。マイページからご注文いただけます。
        </p>
      ) : null}
    </MessagePage>
  );
}
