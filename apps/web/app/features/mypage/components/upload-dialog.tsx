// The artwork upload dialog (spec point 4, "My-page dialogs"): pick a file, watch the progress,
// cancel to abort. A finished upload reloads every My page list (the order becomes 入稿済み).
import type { Order } from '@shop/domain/answers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { Dialog } from '../../../ui/form/dialog';
import { FilePicker } from '../../../ui/form/file-picker';
import { FormAlert } from '../../../ui/form/form-alert';
import { showToast } from '../../../ui/toast-store';
import { mypageKeys } from '../api/queries';
import { uploadWords } from '../upload-words';
import { uploadArtwork, type UploadProgress } from '../api/upload-artwork';

const ACCEPT = '.ai,.pdf,.eps,.psd,.png,.jpg,.jpeg,.svg,.zip';

export function UploadDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Closing the dialog (or leaving the page) never leaves an upload running behind it.
  useEffect(() => () => controller.current?.abort(), []);

  const uploading = progress !== null;
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;

  const close = () => {
    controller.current?.abort();
    setFile(null);
    setProgress(null);
    setError(null);
    onClose();
  };

  const start = async () => {
    if (!file) {
      setError('アップロードするファイルを選択してください');
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ loaded: 0, total: file.size });
    try {
      await uploadArtwork({ orderId: order.orderId, file, onProgress: setProgress, signal: abort.signal });
      await queryClient.invalidateQueries({ queryKey: mypageKeys.all });
      showToast('入稿データを受け付けました。データチェックの結果をお待ちください', 'success');
      close();
    } catch (caught) {
      setProgress(null);
      if (abort.signal.aborted) {
        setError('アップロードを中止しました');
        return;
      }
      setError(
        isApiError(caught)
          ? caught.message
          : 'アップロードできませんでした。電波の良い場所で再度お試しください',
      );
    } finally {
      controller.current = null;
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={uploadWords(order).title}
      footer={
        uploading ? (
          <Button variant="secondary" onClick={() => controller.current?.abort()} data-autofocus>
            アップロードを中止
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              閉じる
            </Button>
            <Button onClick={() => void start()} disabled={!file}>
              アップロードする
            </Button>
          </>
        )
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          明細番号 <span className="font-mono">{order.orderId}</span>（{order.specification.productName}）
        </p>
        {order.actions.reUpload ? (
          <FormAlert message="データの再入稿をお願いしております。修正したデータをアップロードしてください。" />
        ) : null}
        <div>
          <label htmlFor={inputId} className="mb-1 block font-bold text-slate-900">
            入稿データ
          </label>
          <FilePicker
            id={inputId}
            label="入稿データ"
            file={file}
            accept={ACCEPT}
            disabled={uploading}
            describedBy={hintId}
            autoFocus
            onChoose={(chosen) => {
              setFile(chosen);
              setError(null);
            }}
            onRemove={() => setFile(null)}
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            ai・pdf・eps・psd・png・jpg・svg・zip 形式、100MBまで。複数のファイルはzipにまとめてください。
          </p>
        </div>
        {uploading ? (
          <div>
            <progress
              max={100}
              value={percent}
              aria-label="アップロードの進み具合"
              className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
            />
            <p role="status" className="mt-1 text-sm text-slate-700">
              アップロード中… {percent}%
            </p>
          </div>
        ) : null}
        <FormAlert message={error} />
      </div>
    </Dialog>
  );
}
