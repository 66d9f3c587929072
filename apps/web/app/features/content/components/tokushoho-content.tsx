import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { InfoTable } from './content-page';

// The operator's details come from one place (site.operator), shared in meaning with the issuer
// printed on invoices (decisions 0203 and 0300).

export function TokushohoContent() {
  return (
    <InfoTable
      rows={[
        ['販売業者', site.operator.legalName],
        ['運営統括責任者', '請求があった場合には、遅滞なく開示いたします。'],
        ['所在地', site.operator.address],
        [
          '電話番号',
          `${site.operator.tel}（お電話での受付は平日のみです。お問い合わせはフォームをご利用いただくと確実です）`,
        ],
        ['メールアドレス', site.operator.email],
        [
          'お問い合わせ',
          <>
            <Link to={paths.contact.href()} className="font-bold text-brand underline underline-offset-2">
              お問い合わせフォーム
            </Link>
            よりご連絡ください。
          </>,
        ],
        ['販売価格', '各商品のご注文画面に表示する価格（消費税込み）です。'],
        [
          '商品代金以外の必要料金',
          '送料は無料です。代金引換をご利用の場合は、ご注文金額に応じて代引き手数料（330円〜660円、税込）がかかります。代金引換でお支払いいただけるのは99,999円までのご注文です。',
        ],
        ['お支払い方法', 'クレジットカード、代金引換、ポイント'],
        [
          'お支払い時期',
          'クレジットカード：ご注文時にお支払いが確定します。代金引換：商品お受け取りの際にお支払いください。',
        ],
        [
          '商品の引渡時期',
          '入稿データのチェック完了後、ご注文時にお選びいただいた納期（営業日）以内に発送いたします。土日・祝日は休業日です。',
        ],
        ['キャンセル', '印刷工程に入る前のご注文は、マイページからキャンセルをお申し出いただけます。'],
        [
          '返品・交換',
          'お客様のデータをもとに製作するオーダーメイド商品のため、お客様のご都合による返品・交換はお受けできません。印刷不良や破損など当店に原因がある場合は、商品到着後7日以内にご連絡ください。再製作または返金にて対応いたします。',
        ],
      ]}
    />
  );
}
