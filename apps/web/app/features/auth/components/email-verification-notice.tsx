// My page's notice while the member has not proved the address (decision 0611), with the button
// that mails the link again.
import { errorMessageOf } from '../../../ui/form/server-errors';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { useRequestEmailVerification } from '../api/email-verification';
import { useUser } from '../api/get-user';

export function EmailVerificationNotice() {
  const user = useUser();
  const send = useRequestEmailVerification();
  if (!user.data || user.data.emailVerified) return null;
  return (
    <section
      aria-labelledby="email-verification-title"
      className="mt-4 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-800"
    >
      <h2 id="email-verification-title" className="font-bold text-slate-900">
        メールアドレスの確認をお願いいたします
      </h2>
      <p className="text-sm leading-relaxed">
        {user.data.email}{' '}
        にお送りした確認メールのURLを開いてください。確認が済むと、会員登録の前にこのメールアドレスでご依頼いただいたお見積りが、マイページに表示されます。
      </p>
      {send.isSuccess ? (
        <p role="status" className="text-sm font-bold text-slate-900">
          確認メールをお送りしました。メールをご確認ください。
        </p>
      ) : (
        <Button variant="secondary" pending={send.isPending} onClick={() => send.mutate()}>
          確認メールを再送する
        </Button>
      )}
      {send.isError ? (
        <FormAlert message={errorMessageOf(send.error, '確認メールを送れませんでした')} />
      ) : null}
    </section>
  );
}
