import { describe, expect, it } from 'vitest';
import { uploadWords } from './upload-words';

const actions = { uploadable: true, reUpload: false, cancellable: false, shipmentChangeable: false };
const artwork = { originalName: 'sticker.png', byteSize: 10, uploadedAt: '2026-11-26T10:00:00.000Z' };

describe('uploadWords', () => {
  it('asks for the artwork while none is in', () => {
    expect(uploadWords({ artwork: null, actions: { ...actions } })).toEqual({
      button: '入稿データをアップロード',
      title: '入稿データのアップロード',
      variant: 'primary',
    });
  });

  it('offers to replace a file already in, as a second choice', () => {
    expect(uploadWords({ artwork, actions: { ...actions } })).toMatchObject({
      button: '入稿データを差し替える',
      variant: 'secondary',
    });
  });

  it('asks again, first, when the shop asked for a new file', () => {
    expect(uploadWords({ artwork, actions: { ...actions, reUpload: true } })).toMatchObject({
      button: '入稿データを再アップロード',
      variant: 'primary',
    });
  });
});
