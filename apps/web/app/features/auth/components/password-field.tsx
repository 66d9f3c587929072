import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shop/domain/validation';
import { useState } from 'react';
import { TextField, type TextFieldProps } from '../../../ui/form/text-field';

// Here rather than with the member profile fields: the new-password page shows the hint without
// them (their address fields are a fifth of its first view; decision 0563).
export const passwordHint = `半角英字と数字を含む${PASSWORD_MIN_LENGTH}〜${PASSWORD_MAX_LENGTH}文字（記号も使えます）`;

/**
 * A password input with a 表示 toggle: on a phone keyboard a typo is easy and invisible, and a
 * visible password replaces a second "confirm" field (decision 0403).
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label={visible ? 'パスワードを隠す' : 'パスワードを表示する'}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-bold whitespace-nowrap text-slate-800 hover:bg-slate-50"
        >
          {visible ? '隠す' : '表示'}
        </button>
      }
    />
  );
}
