import { shippingDate, shippingLabel, formatJapaneseDay, type Holiday } from '@shop/domain/calendar';
import type { Product } from '@shop/domain/catalog';
import {
  estimateLineLabel,
  numberingFactLabel,
  numberingOf,
  numberingSpecification,
} from '@shop/domain/configurator';
import { formatYen } from '@shop/domain/format';
import { Button } from '../../../ui/form/button';
import { suppressEnter } from '../../../ui/form/suppress-enter';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import type { CartItem } from '../cart-item';
import { hasEditableSize } from '../cart-pricing';
import { optionFacts, productName, sizeFact } from '../item-facts';
import { SizeFields } from './size-fields';

export interface CartItemActions {
  rename: (name: string) => void;
  changeSize: (sizeX: string, sizeY: string) => void;
  changeNum: (num: number) => void;
  changeDeliveryDate: (days: number) => void;
  duplicate: () => void;
  remove: () => void;
}

export interface CartItemCardProps {
  item: CartItem;
  /** The product as the engine knows it; undefined while loading or when no longer sold. */
  product: Product | undefined;
  holidays: readonly Holiday[] | null;
  now: Date;
  actions: CartItemActions;
}

const fractionalYen = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The price per piece: ¥25.30 when it does not divide evenly, as print shops quote it. */
function perPiece(amount: number, num: number): string {
  const cents = Math.round((amount * 100) / num);
  return cents % 100 === 0 ? formatYen(cents / 100) : `¥${fractionalYen.format(cents / 100)}`;
}

function deliveryOptionLabel(
  days: number,
  item: CartItem,
  holidays: readonly Holiday[] | null,
  now: Date,
): string {
  const netDays = days + item.deliveryDateOption;
  const label = shippingLabel(netDays);
  return holidays ? `${label}（${formatJapaneseDay(shippingDate(now, netDays, holidays))}発送）` : label;
}

/** One line of the cart: what it is, what can be changed, its price and its problems. */
export function CartItemCard({ item, product, holidays, now, actions }: CartItemCardProps) {
  const titleId = `cart-${item.id}-title`;
  const isEstimate = item.type === 'estimate';
  const size = sizeFact(item);
  const facts = optionFacts(item, product);
  const nums = item.enabledNums?.nums.length ? item.enabledNums.nums : [item.num];
  const days = item.enabledDeliveryDate.includes(item.deliveryDateProduct)
    ? item.enabledDeliveryDate
    : [...item.enabledDeliveryDate, item.deliveryDateProduct].sort((a, b) => b - a);
  const numbering = numberingOf(item.productType, item);
  const inError =
    item.errors.size.message !== null || item.errors.price.message !== null || item.nameError !== null;

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border bg-white p-4 shadow-sm ${inError ? 'border-red-300' : 'border-slate-200'}`}
    >
      <header className="mb-3">
        <h3 id={titleId} className="text-lg leading-snug font-bold text-slate-900">
          {productName(item, product)}
          {item.name.trim() ? (
            <span className="ml-1 text-base font-normal text-slate-700">「{item.name.trim()}」</span>
          ) : null}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
          {isEstimate && item.estimate ? (
            <>
              <dt className="text-slate-500">お見積り</dt>
              <dd>{estimateLineLabel(item.estimate, item.estimateData?.no)}</dd>
            </>
          ) : null}
          {size ? (
            <>
              <dt className="text-slate-500">{item.shape ? '形状' : 'サイズ'}</dt>
              <dd>{size}</dd>
            </>
          ) : null}
          {numbering ? (
            <>
              <dt className="text-slate-500">{numberingFactLabel}</dt>
              <dd>{numberingSpecification(numbering, item.num)}</dd>
            </>
          ) : null}
          {facts.map(([label, name]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd>{name}</dd>
            </div>
          ))}
          {item.repeatId > 0 ? (
            <>
              <dt className="text-slate-500">ご注文</dt>
              <dd>リピート注文（前回と同じデータで印刷）</dd>
            </>
          ) : null}
        </dl>
      </header>

      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={suppressEnter}
        className="space-y-4"
      >
        <TextField
          id={`cart-${item.id}-name`}
          label="管理用の名前"
          hint="ご注文の管理用に、お好きな名前を付けられます（30文字以内）"
          placeholder="例：店頭用ラベル"
          value={item.name}
          onChange={(event) => actions.rename(event.target.value)}
          error={item.nameError ?? undefined}
          autoComplete="off"
        />
        {hasEditableSize(item) ? <SizeFields item={item} onChange={actions.changeSize} /> : null}
        {isEstimate ? null : (
          <div className="grid gap-4 min-[480px]:grid-cols-2 min-[480px]:gap-3">
            <SelectField
              id={`cart-${item.id}-num`}
              label="枚数"
              required
              value={String(item.num)}
              onChange={(event) => actions.changeNum(Number(event.target.value))}
              disabled={!item.enabledNums}
              options={nums.map((num) => ({ value: String(num), label: `${num.toLocaleString('ja-JP')}枚` }))}
            />
            <SelectField
              id={`cart-${item.id}-delivery`}
              label="納期"
              required
              value={String(item.deliveryDateProduct)}
              onChange={(event) => actions.changeDeliveryDate(Number(event.target.value))}
              options={days.map((day) => ({
                value: String(day),
                label: deliveryOptionLabel(day, item, holidays, now),
              }))}
            />
          </div>
        )}
      </form>

      {item.errors.price.message ? (
        <div role="alert" className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950">
          <p className="font-bold">{item.errors.price.message}</p>
          {item.errors.price.reasons.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {item.errors.price.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="mt-4 flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <div className="flex gap-2">
          <Button variant="secondary" onClick={actions.duplicate} className="px-4">
            複製
          </Button>
          <Button variant="secondary" onClick={actions.remove} className="px-4 text-red-700">
            削除
          </Button>
        </div>
        <p className="text-right" aria-live="polite">
          {item.calcResult ? (
            <>
              <span className="block text-xs text-slate-600">金額（税込）</span>
              <span className="text-xl font-bold text-slate-900" data-testid="item-amount">
                {formatYen(item.amountTotal)}
              </span>
              {item.num > 0 && !isEstimate ? (
                <span className="block text-xs text-slate-600">
                  1枚あたり {perPiece(item.amountTotal, item.num)}
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-sm font-bold text-slate-600">金額を計算できません</span>
          )}
        </p>
      </div>
    </article>
  );
}
