import { Suspense, useEffect } from 'react';
import { paths } from '../../../config/paths';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { FormAlert } from '../../../ui/form/form-alert';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { ButtonLink, PageContainer, PageHeader } from '../../../ui/page';
import { useUser } from '../api/get-user';

// Leaving sits below the form, behind its own confirmation: its section (with the dialog) loads
// as the page is shown rather than with its first view (decision 0563). A failed load reaches the
// route's error boundary, as a route's own code does (decision 0503).
const leaveSection = lazyWithPreload(() => import('./leave-section').then((module) => module.LeaveSection));

// The form cannot show before the member's record has loaded; its code (react-hook-form, the
// fields) loads beside that record from the first render rather than with the page (decision 0564).
const accountForm = lazyWithPreload(() => import('./account-form').then((module) => module.AccountForm));

export function AccountScreen() {
  const user = useUser();
  useEffect(() => accountForm.preload(), []);
  return (
    <PageContainer>
      <PageHeader title="会員情報の変更" lead="ご登録内容を変更して「変更を保存する」を押してください。" />
      {user.data ? (
        <div className="space-y-10">
          <Suspense
            fallback={<LoadingPlaceholder label="読み込んでいます" className="h-[60rem] rounded-xl" />}
          >
            <accountForm.Component user={user.data} />
          </Suspense>
          <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="h-72 rounded-xl" />}>
            <leaveSection.Component />
          </Suspense>
        </div>
      ) : user.isError ? (
        <FormAlert message="会員情報を読み込めませんでした。時間をおいて再度お試しください。">
          <div className="mt-3">
            <ButtonLink to={paths.mypage.href()} variant="secondary">
              マイページへ戻る
            </ButtonLink>
          </div>
        </FormAlert>
      ) : (
        <p role="status" className="py-8 text-slate-700">
          会員情報を読み込んでいます…
        </p>
      )}
    </PageContainer>
  );
}
