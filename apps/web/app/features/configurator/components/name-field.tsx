import { itemNameMaxLength, type ConfiguratorAction } from '@shop/domain/configurator';
import { memo, type Dispatch } from 'react';
import { TextField } from '../../../ui/form/text-field';

/** The customer's own name for the line (decision 0104): optional, up to 30 characters. */
export const NameField = memo(function NameField({
  name,
  error,
  dispatch,
}: {
  name: string;
  error: string | null;
  dispatch: Dispatch<ConfiguratorAction>;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <TextField
        id="item-name"
        label="管理用の名前"
        hint={`カートやご注文履歴で見分けるためのお名前です（${itemNameMaxLength}文字以内、例：店頭用ラベル）。`}
        value={name}
        error={error ?? undefined}
        autoComplete="off"
        enterKeyHint="done"
        onChange={(event) => dispatch({ type: 'setName', name: event.target.value })}
      />
    </div>
  );
});
