import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageContainer, PageHeader } from '../../../ui/page';
import { AddressBookSection } from './address-book-section';

/** /mypage/shipment: the member's shipping sources and destinations (spec points 2 and 7). */
export function AddressBookScreen() {
  return (
    <PageContainer>
      <PageHeader
        title="発送元・お届け先の管理"
        lead="ご注文時に選べる発送元（ご依頼主）とお届け先を登録・変更・削除できます。"
      />
      <div className="space-y-10">
        <AddressBookSection kind="destinations" />
        <AddressBookSection kind="sources" />
      </div>
      <p className="mt-8">
        <Link to={paths.mypage.href()} className="inline-flex min-h-11 items-center text-brand underline">
          マイページへ戻る
        </Link>
      </p>
    </PageContainer>
  );
}
