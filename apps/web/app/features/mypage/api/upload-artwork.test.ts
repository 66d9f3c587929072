import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { uploadArtwork } from './upload-artwork';

type Listener = (event: ProgressEvent) => void;

/** Enough of XMLHttpRequest to drive the upload: the test plays the network. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners: Record<string, Listener[]> = {};
  private uploadListeners: Record<string, Listener[]> = {};
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      (this.uploadListeners[type] ??= []).push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? []) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener({} as ProgressEvent);
  }
}

const file = () => new File(['png'], 'artwork.png', { type: 'image/png' });

describe('uploadArtwork (POST /upload with progress)', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('token', 'member-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    FakeXhr.last = null;
  });

  it('sends the order number and the file with the bearer token, and reports progress', async () => {
    const onProgress = vi.fn();
    const done = uploadArtwork({ orderId: '26112000001-1', file: file(), onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v2/upload');
    expect(xhr.headers.Authorization).toBe('Bearer member-token');
    expect(xhr.body?.get('order_id')).toBe('26112000001-1');
    expect((xhr.body?.get('file') as File).name).toBe('artwork.png');
    xhr.progress(50, 100);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    xhr.respond(200, { data: { message: '入稿データを受け付けました' } });
    await expect(done).resolves.toEqual({ message: '入稿データを受け付けました' });
  });

  it('rejects with the server’s Japanese message on a refusal', async () => {
    const done = uploadArtwork({ orderId: '26112000001-1', file: file() });
    FakeXhr.last!.respond(413, { message: 'ファイルが大きすぎます' });
    await expect(done).rejects.toEqual(new ApiError(413, 'ファイルが大きすぎます'));
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const done = uploadArtwork({ orderId: '26112000001-1', file: file(), signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
