// The shop's name as customers see it (decision 0200): one place for titles, header and footer.

export const site = {
  name: 'シールラボ',
  /** Appended to every page title: says what the shop does, for search results and tabs. */
  titleSuffix: 'ステッカー印刷のシールラボ',
  description:
    'オリジナルステッカー・シールの印刷通販シールラボ。素材・サイズ・枚数を選ぶだけで価格がすぐわかり、1枚からご注文いただけます。',
  /**
   * The operator as the 特定商取引法 page shows it. Mirrors the issuer of invoices and receipts
   * (apps/api/src/documents/shop-profile.ts, decision 0300): invented placeholders to be replaced
   * by the real ones before launch, in both places (decision 0203).
   */
  operator: {
    legalName: '株式会社シールラボ',
    /** 運営統括責任者 (the profile's 代表者 once issue 15 moves this page onto the profile). */
    representative: '山田 太郎',
    businessHours: '平日 10:00〜18:00（土日祝・年末年始を除く）',
    address: '〒150-0002 東京都渋谷区渋谷2-21-1',
    tel: '03-6555-0123',
    email: 'info@sticker-lab.example.jp',
  },
  /** The browser bar colour on phones: the brand blue of the header accents. */
  themeColor: '#0a4f96',
} as const;

/** `カート | ステッカー印刷のシールラボ`; the home page passes nothing and gets the bare suffix. */
export function pageTitle(name?: string): string {
  return name ? `${name} | ${site.titleSuffix}` : site.titleSuffix;
}

/** The meta descriptors most pages need: a Japanese title and, optionally, a description. */
export function pageMeta(name?: string, description: string = site.description) {
  return [{ title: pageTitle(name) }, { name: 'description', content: description }];
}
