import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ChevronRightIcon } from '../../../ui/icons';
import { PlaceholderPage } from '../../../ui/page';

const mypageLinks = [
  { label: 'ご注文履歴', href: paths.mypageHistories.href() },
  { label: '会員情報の変更', href: paths.mypageAccount.href() },
  { label: '発送元・お届け先の管理', href: paths.mypageShipment.href() },
] as const;

/** /mypage and its wildcard sub-paths: the member's personal page. */
export function MypageScreen() {
  return (
    <PlaceholderPage
      title="マイページ"
      purpose="進行中のご注文の確認や入稿データのアップロード、ご注文履歴、お見積り、保有ポイント、会員情報・発送元・お届け先の管理ができるページです。"
    >
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {mypageLinks.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="flex min-h-12 items-center justify-between px-4 py-3 hover:bg-slate-50"
            >
              {link.label}
              <ChevronRightIcon width={18} height={18} className="text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
    </PlaceholderPage>
  );
}
