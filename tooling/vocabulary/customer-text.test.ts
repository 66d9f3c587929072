// Issue 24 point 8: one word for each thing. docs/glossary.md is the list a person reads; this
// test reads the same table and fails when a banned variant appears in customer-facing text, so the
// glossary and the check cannot disagree.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');

/** Where customer-facing text lives. */
const CUSTOMER_TEXT = [
  'apps/web/app',
  'apps/api/src/modules',
  'apps/api/src/documents',
  'apps/api/src/mail',
  'packages/domain/src',
];

/** Staff-only text and the carrier's own column names (docs/glossary.md says why). */
const NOT_CUSTOMER_TEXT = ['packages/domain/src/back-office/', 'packages/domain/src/shipping/b2-cloud.ts'];

interface Banned {
  thing: string;
  variant: string;
  pattern: RegExp;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The banned variants of the glossary's table: its third column, each in backquotes. */
export function bannedVariants(glossary: string): Banned[] {
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| 物'))
    .flatMap((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      const thing = cells[1] ?? '';
      return [...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map(([, variant = '']) => ({
        thing,
        variant,
        pattern:
          variant.length > 2 && variant.startsWith('/') && variant.endsWith('/')
            ? new RegExp(variant.slice(1, -1), 'u')
            : new RegExp(escape(variant), 'u'),
      }));
    });
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .filter((file) => !file.includes('/+types/'))
    .filter((file) => !NOT_CUSTOMER_TEXT.some((skipped) => file.startsWith(skipped)));
}

/** Comment lines say why in English and may name a banned word to explain it; they are not shown. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

function findings(files: readonly string[], banned: readonly Banned[]): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        isComment(line)
          ? []
          : banned
              .filter(({ pattern }) => pattern.test(line))
              .map(({ thing, variant }) => `${file}:${index + 1}: ${variant}（${thing}）`),
      ),
  );
}

describe('one vocabulary (docs/glossary.md)', () => {
  const banned = bannedVariants(readFileSync(path.join(root, 'docs/glossary.md'), 'utf8'));

  it('reads the banned variants of every row', () => {
    expect(banned.length).toBeGreaterThan(20);
    expect(banned.map((b) => b.variant)).toContain('代引き手数料');
  });

  it('catches a banned variant', () => {
    expect(
      findings([], banned).length +
        banned.filter(({ pattern }) => pattern.test('代引き手数料：¥330、100ポイント、縦×横、-¥500')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('finds none in customer-facing text', () => {
    const files = CUSTOMER_TEXT.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(findings(files, banned)).toEqual([]);
  });
});
