// The usual substitutes for characters outside JIS X 0208 (issue 24 point 9, decision 0713): the
// variant forms of names people type from their family register, and what the post office, the
// carriers and banks print instead. A test proves each source is refused and each substitute taken.

export const JIS_SUBSTITUTES: Readonly<Record<string, string>> = {
  髙: '高',
  﨑: '崎',
  𠮷: '吉',
  德: '徳',
  濵: '浜',
  桒: '桑',
  瀨: '瀬',
  槗: '橋',
  昻: '昂',
  栁: '柳',
  鷗: '鴎',
  𡈽: '土',
  曻: '昇',
};

/** The substitute customers usually write for `character`, or null when there is no usual one. */
export function jisSubstitute(character: string): string | null {
  return JIS_SUBSTITUTES[character] ?? null;
}
