// Card number, expiry (MM/YY), security code and holder name (spec point 5): each provider code's
// Japanese message is shown under its own field.
import { TextField } from '../../../ui/form/text-field';

export interface CardFormValues {
  cardno: string;
  expire: string;
  securitycode: string;
  holdername: string;
}
export type CardFieldName = keyof CardFormValues;
export type CardFieldErrors = Partial<Record<CardFieldName, string>>;

export const emptyCardForm: CardFormValues = { cardno: '', expire: '', securitycode: '', holdername: '' };

export function CardFields({
  values,
  errors,
  onChange,
}: {
  values: CardFormValues;
  errors: CardFieldErrors;
  onChange: (name: CardFieldName, value: string) => void;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold text-slate-900">カード情報</legend>
      <TextField
        label="カード番号"
        required
        name="cardno"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4111 1111 1111 1111"
        value={values.cardno}
        error={errors.cardno}
        onChange={(event) => onChange('cardno', event.target.value)}
      />
      <TextField
        label="有効期限（月/年）"
        required
        name="expire"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        hint="カードに記載のとおり、月/年の順にご入力ください（例：04/29）"
        value={values.expire}
        error={errors.expire}
        onChange={(event) => onChange('expire', event.target.value)}
      />
      <TextField
        label="セキュリティコード"
        required
        name="securitycode"
        inputMode="numeric"
        autoComplete="cc-csc"
        hint="カード裏面（アメリカン・エキスプレスは表面）の3桁または4桁の数字です"
        value={values.securitycode}
        error={errors.securitycode}
        onChange={(event) => onChange('securitycode', event.target.value)}
      />
      <TextField
        label="カード名義（半角英字）"
        name="holdername"
        autoComplete="cc-name"
        placeholder="TARO YAMADA"
        value={values.holdername}
        error={errors.holdername}
        onChange={(event) => onChange('holdername', event.target.value)}
      />
    </fieldset>
  );
}
