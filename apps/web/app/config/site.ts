// The shop's brand as the app is built with it (decision 0200): titles, header, description and
// colour. Who runs the shop (company, address, telephone, registration number) is not here: the
// server's SHOP_PROFILE gives it at run time (GET /shop-profile; issue 15, decision 0635).

export const site = {
  name: 'シールラボ',
  /** Appended to every page title: says what the shop does, for search results and tabs. */
  titleSuffix: 'ステッカー印刷のシールラボ',
  description:
    'オリジナルステッカー・シールの印刷通販シールラボ。素材・サイズ・枚数を選ぶだけで価格がすぐわかり、1枚からご注文いただけます。',
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
