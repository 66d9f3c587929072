import { describe, expect, it } from 'vitest';
import { checkFileName } from './file-name.ts';

describe('checkFileName', () => {
  it.each([
    ['ロゴ データ.ai', { ok: true, name: 'ロゴ データ.ai', extension: 'ai' }],
    ['  LOGO.PDF ', { ok: true, name: 'LOGO.PDF', extension: 'pdf' }],
    ['logo..final.png', { ok: true, name: 'logo..final.png', extension: 'png' }],
    ['../../etc/passwd.png', { ok: false, reason: 'path' }],
    ['C:\\Users\\logo.png', { ok: false, reason: 'path' }],
    ['logo／x.png', { ok: false, reason: 'path' }],
    ['..', { ok: false, reason: 'path' }],
    ['', { ok: false, reason: 'empty' }],
    ['logo\u0000.png', { ok: false, reason: 'control' }],
    ['gnp.\u202Eexe', { ok: false, reason: 'control' }],
    ['logo.exe', { ok: false, reason: 'extension' }],
    ['logo', { ok: false, reason: 'extension' }],
    ['.png', { ok: false, reason: 'extension' }],
    ['logo.constructor', { ok: false, reason: 'extension' }],
    [`${'あ'.repeat(201)}.png`, { ok: false, reason: 'long' }],
  ])('%j → %j', (name, expected) => {
    expect(checkFileName(name)).toEqual(expected);
  });
});
