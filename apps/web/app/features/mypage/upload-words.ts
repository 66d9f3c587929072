// What the upload button and its dialog say, by where the order's artwork stands. Once a file is
// in, sending another replaces it: the button says so and steps back, so that on an order awaiting
// a proof the customer's eye goes to the proof's own buttons first.
import type { Order } from '@shop/domain/answers';

export interface UploadWords {
  button: string;
  title: string;
  variant: 'primary' | 'secondary';
}

export function uploadWords(order: Pick<Order, 'artwork' | 'actions'>): UploadWords {
  if (order.actions.reUpload)
    return { button: '入稿データを再アップロード', title: '入稿データの再アップロード', variant: 'primary' };
  if (order.artwork)
    return { button: '入稿データを差し替える', title: '入稿データの差し替え', variant: 'secondary' };
  return { button: '入稿データをアップロード', title: '入稿データのアップロード', variant: 'primary' };
}
