// The Japanese message catalogue: every text the spec fixes, in one place, so the web form, the
// API's `{ message, errors }` envelope and the tests all say the same words.

/** Form default messages (spec point 5). */
export const formMessages = {
  invalid: '値に誤りがあります',
  required: '必須項目です',
  wrongType: '形式が違います',
  integerNeeded: '数値が必要です',
  tooSmall: '小さすぎます',
  tooLarge: '大きすぎます',
} as const;

/** Field rules of spec point 5. */
export const fieldMessages = {
  mustEnter: '必ず入力してください',
  mustSelect: '必ず選択してください',
  checkOne: 'いずれかにチェックを入れてください',
  postalCheck: '郵便番号をご確認ください',
  postalMismatch: '郵便番号と都道府県・市区町村が一致しません',
  /** The street line names no town of the postal code (decision 0663). */
  postalTownMismatch: (town: string) =>
    `町名・番地が郵便番号の地域（${town}）と一致しません。郵便番号と町名をご確認ください`,
  unusableCharacter: '使用できない文字が含まれています',
  /**
   * Says why (JIS X 0208, decision 0713) and, when the character has a usual substitute
   * (髙 → 高), which one to type.
   */
  unusableCharacterAt: (position: number, character?: string, substitute?: string | null) =>
    character && substitute
      ? `${position}文字目の「${character}」はJIS第1・第2水準にない文字のため、ご利用いただけません。「${substitute}」でご入力ください`
      : `${position}文字目に使用できない文字が含まれています（機種依存文字や一部の旧字体など、JIS第1・第2水準にない文字はご利用いただけません）`,
  katakanaOnly: '全角カタカナでご入力ください',
  email: 'メールアドレスの形式が正しくありません',
  /** Signup with an address a member uses: said at the input step and by the API's 409. */
  emailTaken: 'このメールアドレスはすでに登録されています。ログインまたはパスワードの再設定をお試しください',
  tel: '電話番号の形式が正しくありません（例：03-1234-5678）',
  sizeInteger: '数値をご入力ください',
  sizeMin: '最小サイズをご確認ください',
  sizeMax: '最大サイズをご確認ください',
} as const;

// The toasts and the API envelope's messages are in notices.ts: every page's shared code uses them
// without the rest of the catalogue (decision 0563).
export { apiMessages, noticeMessages, readinessMessages } from './notices.ts';
