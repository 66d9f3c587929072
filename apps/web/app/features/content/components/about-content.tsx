import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ShopProfileState } from '../../../lib/shop-profile';
import { InfoTable } from './content-page';
import { operatorDetail } from './operator-detail';

export function AboutContent({ profile }: { profile: ShopProfileState }) {
  // The operator's details are the server's SHOP_PROFILE (issue 15 point 7; decision 0635).
  const detail = operatorDetail(profile);
  return (
    <>
      <p>
        シールラボは、オリジナルステッカー・シール・ラベルの印刷通販サイトです。スマートフォンから素材・サイズ・加工・枚数を選ぶだけで、その場で価格をご確認のうえご注文いただけます。
      </p>
      <h2>シールラボでできること</h2>
      <ul>
        <li>素材と加工を選んで、価格をその場で確認</li>
        <li>無料サンプルで、素材の質感や仕上がりを事前に確認</li>
        <li>特殊な仕様や大量のご注文は、担当者が個別にお見積り</li>
        <li>会員登録で、ご注文履歴の確認・リピート注文・ポイントのご利用</li>
      </ul>
      <h2>ご注文の流れ</h2>
      <ol>
        <li>素材と仕様を選んで、カートに入れます。</li>
        <li>お支払い方法とお届け先を指定して、ご注文を確定します。</li>
        <li>マイページから入稿データをアップロードします。</li>
        <li>データチェックのあと印刷し、お選びの納期で発送します。</li>
      </ol>
      <h2>会社概要</h2>
      <InfoTable
        rows={[
          ['運営会社', detail((operator) => operator.name)],
          ['代表者', detail((operator) => operator.representative)],
          ['所在地', detail((operator) => `〒${operator.postalCode} ${operator.address}`)],
          ['電話番号', detail((operator) => operator.tel)],
          ['メールアドレス', detail((operator) => operator.email)],
          ['営業時間', detail((operator) => operator.businessHours)],
          ['事業内容', 'オリジナルステッカー・シール・ラベルの企画、印刷、通信販売'],
        ]}
      />
      <p>
        ご不明な点は
        <Link to={paths.contact.href()} className="font-bold text-brand underline underline-offset-2">
          お問い合わせフォーム
        </Link>
        からお気軽にご相談ください。
      </p>
    </>
  );
}
