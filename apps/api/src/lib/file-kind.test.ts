import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_SAMPLE_EXTENSIONS } from '@shop/domain/forms';
import { SAMPLE_FILES } from '../../test/multipart.ts';
import { detectFileKind, kindMatchesExtension, looksLikeSvg, type FileKind } from './file-kind.ts';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

describe('detectFileKind', () => {
  it.each<[string, Buffer, FileKind | null]>([
    ['PDF', SAMPLE_FILES.pdf, 'pdf'],
    ['PostScript / old Illustrator / EPS', SAMPLE_FILES.postscript, 'postscript'],
    ['EPS with a binary preview', SAMPLE_FILES.epsBinary, 'postscript'],
    ['Photoshop', SAMPLE_FILES.psd, 'psd'],
    ['PNG', SAMPLE_FILES.png, 'png'],
    ['JPEG', SAMPLE_FILES.jpeg, 'jpeg'],
    ['GIF89a', text('GIF89a\x01\x00\x01\x00\x00\x00\x00'), 'gif'],
    ['GIF87a', text('GIF87a\x01\x00\x01\x00\x00\x00\x00'), 'gif'],
    ['TIFF little-endian', Buffer.concat([bytes(0x49, 0x49, 0x2a, 0x00), Buffer.alloc(30)]), 'tiff'],
    ['TIFF big-endian', Buffer.concat([bytes(0x4d, 0x4d, 0x00, 0x2a), Buffer.alloc(30)]), 'tiff'],
    [
      'HEIC from an iPhone',
      Buffer.concat([bytes(0, 0, 0, 0x18), text('ftypheic'), Buffer.alloc(12)]),
      'heic',
    ],
    [
      'an MP4 video (ftyp, other brand)',
      Buffer.concat([bytes(0, 0, 0, 0x18), text('ftypisom'), Buffer.alloc(12)]),
      null,
    ],
    ['ZIP', SAMPLE_FILES.zip, 'zip'],
    ['SVG with declaration, comment and doctype', SAMPLE_FILES.svg, 'svg'],
    ['bare SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    ['a Windows program', text('MZ\x90\x00\x03\x00\x00\x00'), null],
    ['HTML', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script>'), null],
    ['HTML with svg inside', Buffer.from('<html><svg></svg></html>'), null],
    ['shell script', Buffer.from('#!/bin/sh\nrm -rf /\n'), null],
    ['plain text', SAMPLE_FILES.text, null],
    ['PDF header after other bytes', Buffer.concat([Buffer.alloc(100, 0x20), SAMPLE_FILES.pdf]), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %s', async (_name, head, kind) => {
    expect(await detectFileKind(head)).toBe(kind);
  });

  it('does not call a doctype of another language an svg', () => {
    expect(looksLikeSvg(Buffer.from('<!DOCTYPE html>\n<svg></svg>'))).toBe(false);
  });

  it('never throws, whatever the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 256 }), async (head) => {
        const kind = await detectFileKind(head);
        expect(kind === null || typeof kind === 'string').toBe(true);
      }),
    );
  });
});

describe('kindMatchesExtension', () => {
  it.each<[FileKind | null, string, boolean]>([
    ['pdf', 'ai', true],
    ['postscript', 'ai', true],
    ['postscript', 'eps', true],
    ['jpeg', 'jpeg', true],
    ['jpeg', 'jpg', true],
    ['tiff', 'tif', true],
    ['png', 'jpg', false],
    ['pdf', 'eps', false],
    ['zip', 'pdf', false],
    ['zip', 'toString', false],
    ['zip', 'exe', false],
    [null, 'png', false],
  ])('%s content named .%s → %s', (kind, extension, expected) => {
    expect(kindMatchesExtension(kind, extension)).toBe(expected);
  });

  it('knows every extension the estimate form accepts', () => {
    const kinds = Object.keys({
      pdf: 0,
      postscript: 0,
      psd: 0,
      svg: 0,
      jpeg: 0,
      png: 0,
      gif: 0,
      tiff: 0,
      heic: 0,
      zip: 0,
    } satisfies Record<FileKind, 0>) as FileKind[];
    for (const extension of ESTIMATE_SAMPLE_EXTENSIONS) {
      expect(kinds.some((kind) => kindMatchesExtension(kind, extension))).toBe(true);
    }
  });
});
