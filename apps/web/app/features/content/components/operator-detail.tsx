import type { ReactNode } from 'react';
import type { Operator, ShopProfileState } from '../../../lib/shop-profile';

/** Said in place of a detail until the server has answered, or when it could not be asked. */
export const operatorPlaceholders = {
  loading: '読み込み中です…',
  failed: 'ただいま表示できません。お手数ですが、時間をおいて再度ご覧ください',
} as const;

/** A detail of the operator (issue 15 point 7), or a polite placeholder while it is not known. */
export function operatorDetail(profile: ShopProfileState) {
  return (pick: (operator: Operator) => string): ReactNode => {
    if (profile.operator) return pick(profile.operator);
    return (
      <span className="text-slate-600" role={profile.failed ? 'alert' : undefined}>
        {profile.failed ? operatorPlaceholders.failed : operatorPlaceholders.loading}
      </span>
    );
  };
}
