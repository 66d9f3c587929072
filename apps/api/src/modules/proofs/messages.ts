// What the proof calls answer, in the customer's and the staff's Japanese.
export const proofMessages = {
  orderNotFound: 'ご注文が見つかりません',
  proofNotFound: '校正が見つかりません',
  notSendable: 'このご注文は現在、校正を送れる状態ではありません（入稿済み・お客様のご回答待ちのみ）',
  notAnswerable: 'この校正には現在ご回答いただけません。最新の校正をご確認ください',
  alreadyAnswered: 'この校正にはすでにご回答いただいています',
  imageNeeded: '校正の画像（PNG または JPEG）を選んでください',
  imageKind: '校正の画像は PNG または JPEG にしてください',
  approvalNeeded: '事前承認のご希望があるため、お客様が最新の校正を承認されるまで印刷に進めません',
} as const;
