// POST /api/v2/upload (spec point 7): multipart `file` + `order_id` (the order number). Sent with
// XMLHttpRequest rather than fetch because only XHR reports upload progress; `signal` aborts it.
// It bypasses the api client's queue: one upload at a time, started by a tap, cannot flood.
import { API_BASE, unwrapEnvelope } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/storage';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadArtworkInput {
  orderId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Resolves with the server's data (message, upload); rejects with ApiError, or AbortError. */
export function uploadArtwork({ orderId, file, onProgress, signal }: UploadArtworkInput): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    // The order number first: the server reads it before streaming the file.
    body.append('order_id', orderId);
    body.append('file', file);
    xhr.open('POST', `${API_BASE}/upload`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': 'application/json' },
      });
      unwrapEnvelope(response).then(resolve, reject);
    });
    xhr.addEventListener('error', () => reject(new TypeError('network')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('Aborted', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
