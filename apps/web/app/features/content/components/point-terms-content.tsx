// The point terms (issue 24 point 3, decision 0711). The earning rule is quoted from the domain
// (pointWords), the same words the configurator, checkout, My page and the order mail use, and the
// code that grants points reads the same module.
import { pointWords } from '@shop/domain/checkout';

export const POINT_TERMS_ENACTED = '2026年11月1日';
export const POINT_TERMS_REVISED = '2026年11月26日';

export function PointTermsContent() {
  return (
    <>
      <p>
        シールラボ会員の方にご利用いただけるポイント（以下、数を示すときは「pt」と表記します）の規約は次のとおりです。
      </p>
      <h2>ポイントの価値</h2>
      <p>1pt＝1円として、ご注文代金のお支払いにご利用いただけます。</p>
      <h2>ポイントの付与</h2>
      <ul>
        <li>対象：{pointWords.forWhom}（ご注文は会員の方に限り承っております）。</li>
        <li>
          付与の基準：{pointWords.base}の{pointWords.rate}
          。全額をポイントでお支払いいただいたご注文には付与されません。
        </li>
        <li>
          付与の時期：{pointWords.grantedWhen}
          、明細番号ごとに付与いたします（お届け完了を当店が確認した時点）。お届け前は「獲得予定ポイント」としてマイページに表示します。
        </li>
      </ul>
      <h2>ポイントのご利用</h2>
      <ul>
        <li>ご注文手続きの際に、保有ポイントの範囲内で1pt単位でご利用いただけます。</li>
        <li>保有ポイントでご注文金額の全額をお支払いいただくこともできます。</li>
        <li>ポイントの換金や、他の会員への譲渡はできません。</li>
      </ul>
      <h2>ポイントのお戻しと取り消し</h2>
      <ul>
        <li>
          ご注文全体をキャンセルされた場合：ご利用のポイントは、キャンセル手続きの完了時にお戻しします。獲得予定ポイントは付与されません。
        </li>
        <li>
          ご注文の一部（明細番号単位）をキャンセルされた場合：ご利用のポイントはお戻しせず、残りの商品のお支払いに充てたものとして扱います。キャンセルした商品の獲得予定ポイントは付与されません。
        </li>
        <li>
          お届け後に返金した場合（不良品で再製作ができない場合など）：そのご注文で付与したポイントを取り消し、保有ポイントから差し引きます。
        </li>
        <li>お支払いが完了しなかったご注文では、ご利用のポイントをお戻しします。</li>
      </ul>
      <h2>有効期限と失効</h2>
      <p>
        ポイントに有効期限はありません。ただし、退会された場合は、保有ポイント・獲得予定ポイントはすべて失効し、再入会されても元に戻りません。
      </p>
      <h2>規約・制度の変更</h2>
      <p>
        当店は、付与率その他のポイント制度の内容や本規約を変更することがあります。変更する場合は、変更の内容と効力発生日を、効力発生日の1か月前までに本ページおよびメールでお知らせします。お客様に不利な変更は、効力発生日より前に付与・獲得予定となったポイントには適用しません。ポイント制度を終了する場合も、終了日の3か月前までにお知らせし、それまでの間は保有ポイントをご利用いただけます。
      </p>
      <p>
        制定日：{POINT_TERMS_ENACTED}
        <br />
        改定日：{POINT_TERMS_REVISED}
      </p>
    </>
  );
}
