import { describe, expect, it } from 'vitest';
import { detectFileKind, kindMatchesExtension, looksLikeSvg } from './file-kind.ts';
import { checkFileName } from './file-name.ts';
import { SAMPLE_FILES } from './test-multipart.ts';

describe('detectFileKind', () => {
  it.each([
    ['pdf', SAMPLE_FILES.pdf, 'pdf'],
    ['PDF after a little junk', Buffer.concat([Buffer.alloc(100, 0), SAMPLE_FILES.pdf]), 'pdf'],
    ['PostScript / old Illustrator', SAMPLE_FILES.postscript, 'postscript'],
    ['DOS EPS', SAMPLE_FILES.epsBinary, 'eps-binary'],
    ['Photoshop', SAMPLE_FILES.psd, 'psd'],
    ['PNG', SAMPLE_FILES.png, 'png'],
    ['JPEG', SAMPLE_FILES.jpeg, 'jpeg'],
    ['SVG with declaration, comment and doctype', SAMPLE_FILES.svg, 'svg'],
    ['bare SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['ZIP', SAMPLE_FILES.zip, 'zip'],
    ['Windows program', Buffer.from('MZ\x90\x00\x03', 'latin1'), null],
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script>'), null],
    ['HTML with svg inside', Buffer.from('<html><svg></svg></html>'), null],
    ['shell script', Buffer.from('#!/bin/sh\nrm -rf /\n'), null],
    ['PDF header too late', Buffer.concat([Buffer.alloc(2000, 0x20), SAMPLE_FILES.pdf]), null],
    ['empty zip (end record only)', Buffer.from([0x50, 0x4b, 0x05, 0x06, 0, 0]), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %s', (_name, head, kind) => {
    expect(detectFileKind(head)).toBe(kind);
  });

  it('does not call a doctype of another language an svg', () => {
    expect(looksLikeSvg(Buffer.from('<!DOCTYPE html>\n<svg></svg>'))).toBe(false);
  });
});

describe('kindMatchesExtension', () => {
  it.each([
    ['pdf', 'ai', true],
    ['postscript', 'ai', true],
    ['postscript', 'eps', true],
    ['eps-binary', 'eps', true],
    ['jpeg', 'jpeg', true],
    ['jpeg', 'jpg', true],
    ['png', 'jpg', false],
    ['pdf', 'eps', false],
    ['zip', 'toString', false],
    ['zip', 'exe', false],
  ] as const)('%s content named .%s → %s', (kind, extension, expected) => {
    expect(kindMatchesExtension(kind, extension)).toBe(expected);
  });
});

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
