// 「プレビューで選んだ画像を入稿する」 (issue 23 point 2, decision 0808): the image the customer picked in
// the preview for this order's item, kept on this device, offered as the order's artwork in one
// tap. It goes through the same upload as the dialog (POST /api/v2/upload, the same rules); nothing
// is sent before the tap. Another device has no such image, and the offer is simply not there.
import type { Order } from '@shop/domain/answers';
import { ORDER_STATUS } from '@shop/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import type { KeptImage } from '../../../lib/picked-image-store';
import { Button } from '../../../ui/form/button';
import { FormAlert } from '../../../ui/form/form-alert';
import { showToast } from '../../../ui/toast-store';
import { mypageKeys } from '../api/queries';
import { uploadArtwork } from '../api/upload-artwork';

const keptImages = () => import('../../../lib/picked-image-store');

/** An order whose artwork has arrived, or that was cancelled, needs the kept image no more. */
function settled(order: Order): boolean {
  return order.artwork !== null || order.status >= ORDER_STATUS.paybackedAll;
}

export function PickedArtworkOffer({ order, imageKey }: { order: Order; imageKey: string }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ image: KeptImage; url: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offered = order.actions.uploadable && order.artwork === null;
  const done = settled(order);

  useEffect(() => {
    let live = true;
    void keptImages().then(async (store) => {
      if (done) {
        await store.forgetPickedImages([imageKey]);
        return;
      }
      if (!offered) return;
      const image = await store.readKeptImage(imageKey);
      if (live && image) setShown({ image, url: URL.createObjectURL(image.blob) });
    });
    return () => {
      live = false;
    };
  }, [imageKey, offered, done]);
  // The thumbnail's object URL lives while it is shown.
  useEffect(() => (shown ? () => URL.revokeObjectURL(shown.url) : undefined), [shown]);

  if (!offered || !shown) return null;

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const store = await keptImages();
      await uploadArtwork({ orderId: order.orderId, file: store.keptImageFile(shown.image) });
      await store.forgetPickedImages([imageKey]);
      await queryClient.invalidateQueries({ queryKey: mypageKeys.all });
      showToast('入稿データを受け付けました。データチェックの結果をお待ちください', 'success');
    } catch (caught) {
      setError(
        isApiError(caught)
          ? caught.message
          : 'アップロードできませんでした。電波の良い場所で再度お試しください',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby={`picked-${order.orderId}`}
      data-testid="picked-artwork-offer"
      className="mt-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-slate-900"
    >
      <h4 id={`picked-${order.orderId}`} className="font-bold">
        プレビューで選んだ画像
      </h4>
      <div className="mt-2 flex items-center gap-3">
        <img
          src={shown.url}
          alt=""
          width={64}
          height={64}
          decoding="async"
          className="size-16 shrink-0 rounded border border-slate-200 bg-white object-contain"
        />
        <p className="min-w-0 break-all" data-testid="picked-artwork-name">
          {shown.image.name}
        </p>
      </div>
      <p className="mt-2 text-xs text-slate-700">
        この端末に保存されている画像です。押すとこの画像を入稿データとしてお送りします。
      </p>
      <div className="mt-2">
        <Button onClick={() => void send()} pending={sending} pendingLabel="アップロード中…">
          プレビューで選んだ画像を入稿する
        </Button>
      </div>
      <FormAlert message={error} />
    </section>
  );
}
