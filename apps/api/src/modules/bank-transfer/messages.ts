// What the bank-transfer routes answer (staff in the back office; customers at checkout).
export const bankTransferMessages = {
  notBankTransfer: 'このご注文は銀行振込ではありません',
  changedMeanwhile: '入金の記録が他の操作で変わりました。画面を読み込み直してから、もう一度記録してください',
  nothingAwaited: '入金待ちのご注文がありません（入金確認済み、またはキャンセル済みです）',
  amountMissing: '入金額を入力してください',
} as const;
