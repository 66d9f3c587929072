import {
  cancellationTerms,
  OFFERED_PAYMENT_METHOD_IDS,
  paymentMethodLabel,
  paymentTiming,
} from '@shop/domain/checkout';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { ShopProfileState } from '../../../lib/shop-profile';
import { InfoTable } from './content-page';
import { operatorDetail } from './operator-detail';

// Every item 特定商取引法 第11条 asks of a mail-order shop (decision 0447). The operator's
// details are the server's SHOP_PROFILE, the issuer printed on invoices too (issue 15 point 7;
// decision 0635). The payment methods and when each is paid are read from the checkout's own list,
// so a method added there is named here too; fees, cut-off and delivery days are written out (a
// static page stays light) and held to the checkout's domain rules by the page's test.

const linkClass = 'font-bold text-brand underline underline-offset-2';

/** 代金引換手数料 (tax included) by the amount collected: decision 0155. */
export const cashOnDeliveryTiers = [
  { upTo: '9,999円', fee: '¥330' },
  { upTo: '29,999円', fee: '¥440' },
  { upTo: '99,999円', fee: '¥660' },
] as const;

export function TokushohoContent({ profile }: { profile: ShopProfileState }) {
  const detail = operatorDetail(profile);
  return (
    <>
      <InfoTable
        rows={[
          ['販売業者', detail((operator) => operator.name)],
          ['運営統括責任者', detail((operator) => operator.representative)],
          ['所在地', detail((operator) => `〒${operator.postalCode} ${operator.address}`)],
          ['電話番号', detail((operator) => `${operator.tel}（受付時間：${operator.businessHours}）`)],
          ['メールアドレス', detail((operator) => operator.email)],
          ['適格請求書発行事業者登録番号', detail((operator) => operator.registrationNumber)],
          [
            'お問い合わせ',
            <>
              <Link to={paths.contact.href()} className={linkClass}>
                お問い合わせフォーム
              </Link>
              、上記のメールアドレス、お電話のほか、当店からお送りしたメールへのご返信でも承ります。原則2営業日以内にご返信いたします。
            </>,
          ],
          [
            '販売価格',
            '各商品のご注文画面に表示する価格（消費税込み）です。素材・サイズ・枚数・加工・納期に応じて、その場で計算して表示します。お見積りによる商品は、御見積書に記載の価格（消費税込み）で、御見積書に記載の有効期限（発行日から30日間、日付で記載）までにお申し込みいただいたご注文に適用します（申込期間）。',
          ],
          [
            '商品代金以外の必要料金',
            <>
              <p>送料：無料（全国一律）</p>
              <p className="mt-2">
                代金引換手数料（税込、代金引換をお選びの場合のみ）：配送業者がお届け時にお預かりする商品代金（クーポン・ポイントご利用後の金額。代金引換手数料そのものは含みません）に応じて、次のとおりです。
              </p>
              <ul className="mt-1">
                {cashOnDeliveryTiers.map(({ upTo, fee }) => (
                  <li key={upTo}>
                    商品代金 {upTo}まで：{fee}
                  </li>
                ))}
              </ul>
              <p className="mt-2">インターネットの接続・通信にかかる費用は、お客様のご負担となります。</p>
            </>,
          ],
          [
            'お支払い方法',
            <>
              <p>{OFFERED_PAYMENT_METHOD_IDS.map(paymentMethodLabel).join('、')}</p>
              <p className="mt-1 text-sm text-slate-700">
                ポイントは商品代金の一部にもご利用いただけます。代金引換は、上記の商品代金が¥99,999までのご注文でご利用いただけます。
              </p>
            </>,
          ],
          [
            'お支払い時期',
            <ul key="timing">
              {OFFERED_PAYMENT_METHOD_IDS.map((id) => (
                <li key={id}>
                  {paymentMethodLabel(id)}：{paymentTiming[id]}
                </li>
              ))}
            </ul>,
          ],
          [
            '商品の引渡時期',
            '入稿データのチェックが完了し、ご注文を受け付けた日の翌営業日から数えて、ご注文時にお選びいただいた納期（2・3・5・7営業日）以内に発送いたします。平日14時までの受付は当日受付、それ以降と土日祝日・年末年始は翌営業日の受付となります。発送後、通常1〜2日でお届けします（離島など一部地域を除く）。入稿データのお送りが遅れた場合、データの修正・再入稿をお願いした場合、仕上がりイメージのご確認をお待ちする場合は、その日数分、発送日が後ろにずれます。ご注文日から30日を過ぎても入稿データをお送りいただけない場合は、メールでご連絡のうえご注文をキャンセルとし、お支払い済みの代金は全額返金いたします。',
          ],
          [
            'ご注文のキャンセル',
            <>
              <p>{cancellationTerms[0]}</p>
              <p className="mt-2">
                {cancellationTerms[1]}お急ぎの場合は
                <Link to={paths.contact.href()} className={linkClass}>
                  お問い合わせフォーム
                </Link>
                よりご相談ください。
              </p>
            </>,
          ],
          [
            '返品・交換',
            <>
              <p>
                お客様のデータをもとに製作するオーダーメイド商品のため、お客様のご都合による返品・交換はお受けできません。
              </p>
              <p className="mt-2">
                印刷不良・破損・ご注文と異なる商品など当店に原因がある場合は、当店の送料負担にて、再製作または返金により対応いたします。商品到着後7日以内にご連絡いただけますと、速やかに対応できます。7日を過ぎた場合も、当店に原因のある不良については、法令に従い対応いたします。
              </p>
              <p className="mt-2">
                返金は、クレジットカードでのお支払いはカード会社を通じた取消しにより、代金引換でのお支払いはお客様ご指定の銀行口座へのお振込み（振込手数料は当店負担）により行います。
              </p>
              <p className="mt-2">
                代金引換の商品をお受け取りいただけず（受取拒否・保管期限切れ）当店に返送された場合は、オーダーメイド商品のため再販売ができないことから、商品代金と往復の送料をご請求させていただくことがあります。
              </p>
            </>,
          ],
          ['クーリング・オフ', '通信販売には、特定商取引法に定めるクーリング・オフ制度は適用されません。'],
          [
            '無料サンプル・お見積り',
            <>
              <Link to={paths.requestSample.href()} className={linkClass}>
                無料サンプル
              </Link>
              と
              <Link to={paths.requestEstimate.href()} className={linkClass}>
                お見積り
              </Link>
              は無料です。お申し込みによって費用が発生することはありません。
            </>,
          ],
        ]}
      />
      <p className="text-sm text-slate-600">
        モニターの表示と実際の印刷物では、色味が多少異なる場合があります。あらかじめご了承ください。
      </p>
    </>
  );
}
