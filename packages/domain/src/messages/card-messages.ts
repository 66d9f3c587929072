// One group of the message catalogue in its own module, so that a page loads the groups it shows
// and not the others (decision 0563); `@shop/domain/messages` re-exports every group.

/** Card fields (spec point 5): each code of the card-token provider and what the customer reads. */
export const cardMessages = {
  100: 'カード番号をご入力ください',
  101: 'カード番号は半角数字でご入力ください',
  102: 'カード番号の桁数が正しくありません',
  110: '有効期限をご入力ください',
  111: '有効期限は半角数字でご入力ください',
  112: '有効期限は「月/年」の形式でご入力ください（例：04/29）',
  113: '有効期限の月は01〜12でご入力ください',
  121: 'セキュリティコードは半角数字でご入力ください',
  122: 'セキュリティコードは3桁または4桁でご入力ください',
  131: 'カード名義は半角英数字でご入力ください',
  132: 'カード名義は50文字以内でご入力ください',
} as const;
