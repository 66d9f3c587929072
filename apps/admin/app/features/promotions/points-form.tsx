// Grant or take a member's points (decision 0761). The reason is what the member reads beside the
// movement in the points history on My page.
import { useState } from 'react';
import { formatPoints } from '@shop/domain/checkout';
import { POINT_REASON_MAX, type PointAdjustAnswer } from '@shop/domain/promotions';
import { isApiError } from '~/lib/api-error';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { SelectField } from '~/ui/form/select-field';
import { errorMessageOf } from '~/ui/form/server-errors';
import { TextField } from '~/ui/form/text-field';
import { MemberPoints } from './member-points';
import { useAdjustPoints } from './promotion-queries';

const directionOptions = [
  { value: 'grant', label: '付与する' },
  { value: 'take', label: '取り消す' },
];

export function PointsForm() {
  const adjust = useAdjustPoints();
  const [email, setEmail] = useState('');
  const [direction, setDirection] = useState<'grant' | 'take'>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<PointAdjustAnswer | null>(null);
  /** Whose history is shown: looked up, or the member just changed. */
  const [shown, setShown] = useState('');
  const errors = isApiError(adjust.error) ? adjust.error.errors : {};
  return (
    <div className="space-y-4">
      <form
        aria-label="ポイントを付与・取り消す"
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          const digits = amount.trim();
          adjust.mutate(
            {
              email,
              direction,
              amount: /^\d+$/.test(digits) ? Number(digits) : amount,
              reason,
            },
            {
              onSuccess: (answer) => {
                setDone(answer);
                setShown(answer.email);
                setAmount('');
                setReason('');
              },
            },
          );
        }}
      >
        <TextField
          label="会員のメールアドレス"
          type="email"
          required
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="付与・取り消し"
          required
          options={directionOptions}
          value={direction}
          error={errors.direction}
          onChange={(event) => setDirection(event.target.value === 'take' ? 'take' : 'grant')}
        />
        <TextField
          label="ポイント数"
          required
          inputMode="numeric"
          suffix="pt"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <TextField
          label="理由"
          required
          maxLength={POINT_REASON_MAX}
          hint="会員のマイページのポイント履歴に表示されます（例: 発送遅れのお詫び）"
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="md:col-span-2">
          <FormAlert
            message={
              adjust.isError && Object.keys(errors).length === 0
                ? errorMessageOf(adjust.error, 'ポイントを変更できませんでした')
                : null
            }
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" pending={adjust.isPending}>
              {direction === 'grant' ? 'ポイントを付与する' : 'ポイントを取り消す'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setShown(email.trim())}>
              ポイントの履歴を見る
            </Button>
          </div>
        </div>
      </form>
      {done ? (
        <p role="status" data-testid="points-done" className="rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {done.memberName} 様（{done.email}）に {formatPoints(done.amount)} を
          {done.amount > 0 ? '付与しました' : '取り消しました'}。保有ポイント：{formatPoints(done.balance)}
        </p>
      ) : null}
      <MemberPoints email={shown} />
    </div>
  );
}
