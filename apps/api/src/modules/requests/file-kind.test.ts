import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_SAMPLE_EXTENSIONS } from '@shop/domain/forms';
import { contentMatchesName, extensionOf, sniffFileKind, type FileKind } from './file-kind.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileKind', () => {
  it.each<[string, Uint8Array, FileKind | null]>([
    ['PDF', text('%PDF-1.7\n'), 'pdf'],
    ['PostScript / old Illustrator / EPS', text('%!PS-Adobe-3.0 EPSF-3.0'), 'postscript'],
    ['EPS with a binary preview', bytes(0xc5, 0xd0, 0xd3, 0xc6, 0x1e), 'eps-binary'],
    ['Photoshop', text('8BPS\x00\x01'), 'psd'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00), 'jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'png'],
    ['GIF89a', text('GIF89a'), 'gif'],
    ['GIF87a', text('GIF87a'), 'gif'],
    ['TIFF little-endian', bytes(0x49, 0x49, 0x2a, 0x00), 'tiff'],
    ['TIFF big-endian', bytes(0x4d, 0x4d, 0x00, 0x2a), 'tiff'],
    ['HEIC from an iPhone', new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]), 'heic'],
    ['an MP4 video (ftyp, other brand)', new Uint8Array([0, 0, 0, 0x18, ...text('ftypisom')]), null],
    ['ZIP', bytes(0x50, 0x4b, 0x03, 0x04, 0x14), 'zip'],
    ['an empty ZIP', bytes(0x50, 0x4b, 0x05, 0x06), 'zip'],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'svg'],
    [
      'SVG after a prolog, a comment and a doctype',
      text(
        '\uFEFF<?xml version="1.0"?>\n<!-- Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg version="1.1">',
      ),
      'svg',
    ],
    ['HTML', text('<!DOCTYPE html><html><script>alert(1)</script>'), null],
    ['a Windows program', text('MZ\x90\x00'), null],
    ['plain text', text('hello'), null],
    ['nothing', new Uint8Array(), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e), null],
  ])('%s', (_name, head, kind) => {
    expect(sniffFileKind(head)).toBe(kind);
  });

  it('never throws, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (head) => {
        const kind = sniffFileKind(head);
        expect(kind === null || typeof kind === 'string').toBe(true);
      }),
    );
  });
});

describe('contentMatchesName', () => {
  it.each<[string, FileKind | null, boolean]>([
    ['logo.png', 'png', true],
    ['LOGO.PNG', 'png', true],
    ['photo.jpeg', 'jpeg', true],
    ['design.ai', 'pdf', true],
    ['old-design.ai', 'postscript', true],
    ['art.eps', 'eps-binary', true],
    ['logo.png', 'pdf', false],
    ['spec.pdf', 'zip', false],
    ['logo.png.exe', 'png', false],
    ['no-extension', 'png', false],
    ['logo.png', null, false],
  ])('%s holding %s → %s', (name, kind, expected) => {
    expect(contentMatchesName(name, kind)).toBe(expected);
  });

  it('knows every extension the shared schema accepts', () => {
    const kinds: FileKind[] = [
      'pdf',
      'postscript',
      'eps-binary',
      'psd',
      'svg',
      'jpeg',
      'png',
      'gif',
      'tiff',
      'heic',
      'zip',
    ];
    for (const extension of ESTIMATE_SAMPLE_EXTENSIONS) {
      expect(kinds.some((kind) => contentMatchesName(`file.${extension}`, kind))).toBe(true);
    }
  });

  it('reads extensions after the last dot', () => {
    expect(extensionOf('a.tar.ZIP')).toBe('zip');
    expect(extensionOf('README')).toBe('');
  });
});
