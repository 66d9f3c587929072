// The finished-image preview of an order (spec point 3's sample image statuses). The image needs
// the bearer token, so it is fetched as a blob when the member asks to see it.
import { SAMPLE_IMAGE_STATUS, sampleImageStatusLabel } from '@shop/domain/orders';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/storage';
import { Button } from '../../../ui/form/button';

async function fetchSampleImage(orderId: string): Promise<string> {
  const headers = new Headers();
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}/sample-image/${encodeURIComponent(orderId)}/image`, { headers });
  if (!response.ok) throw new Error(String(response.status));
  return URL.createObjectURL(await response.blob());
}

export function SampleImage({ orderId, status }: { orderId: string; status: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  if (status === SAMPLE_IMAGE_STATUS.disabled) return null;
  const show = async () => {
    setPending(true);
    try {
      setSrc(await fetchSampleImage(orderId));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="py-1.5 text-sm">
      <p className="flex justify-between gap-4">
        <span className="text-slate-600">仕上がりイメージ</span>
        <span className="text-right">{sampleImageStatusLabel(status)}</span>
      </p>
      {status === SAMPLE_IMAGE_STATUS.exists && !src ? (
        <Button variant="ghost" pending={pending} pendingLabel="読み込み中…" onClick={() => void show()}>
          仕上がりイメージを見る
        </Button>
      ) : null}
      {src ? (
        <img src={src} alt="仕上がりイメージ" className="mt-2 w-full rounded-lg border border-slate-200" />
      ) : null}
      {failed ? (
        <p role="alert" className="text-red-800">
          仕上がりイメージを読み込めませんでした。時間をおいて再度お試しください
        </p>
      ) : null}
    </div>
  );
}
