import { paths } from '../config/paths';

export interface NavItem {
  label: string;
  href: string;
}

/** The drawer's menu: what a customer on a phone looks for, in that order. */
export const drawerNavItems: readonly NavItem[] = [
  { label: '素材から選ぶ（商品一覧）', href: paths.products.href() },
  { label: '用途から選ぶ', href: paths.purposes.href() },
  { label: '制作事例ギャラリー', href: paths.gallery.href() },
  { label: 'カート', href: paths.cart.href() },
  { label: 'マイページ', href: paths.mypage.href() },
  { label: 'ログイン', href: paths.login.href() },
  { label: '会員登録（無料）', href: paths.signup.href() },
  { label: '無料サンプルのお申し込み', href: paths.requestSample.href() },
  { label: 'お見積りのご依頼', href: paths.requestEstimate.href() },
  { label: 'お問い合わせ', href: paths.contact.href() },
];

/** The footer: requests and contact first, then the shop's content pages. */
export const footerNavItems: readonly NavItem[] = [
  { label: 'お問い合わせ', href: paths.contact.href() },
  { label: '無料サンプルのお申し込み', href: paths.requestSample.href() },
  { label: 'お見積りのご依頼', href: paths.requestEstimate.href() },
  { label: 'シールラボについて', href: paths.about.href() },
  { label: '利用規約', href: paths.terms.href() },
  { label: 'プライバシーポリシー', href: paths.privacy.href() },
  { label: 'クーポン利用規約', href: paths.couponTerms.href() },
  { label: 'ポイント規約', href: paths.pointTerms.href() },
  { label: '特定商取引法に基づく表記', href: paths.tokushoho.href() },
];
