// One line of the answer: its 案, and either a catalogue product (priced by the shop's engine) or
// special work with staff's price (decision 0752). Errors come keyed `lines.N.field` from the API.
import {
  isShapedProductType,
  optionGroupLabels,
  optionGroupNames,
  type OptionGroupName,
  type Product,
} from '@shop/domain/catalog';
import { ESTIMATE_ALTERNATIVES_MAX } from '@shop/domain/estimate-answers';
import { Button } from '~/ui/form/button';
import { SelectField } from '~/ui/form/select-field';
import { TextField } from '~/ui/form/text-field';
import { withProduct, type LineDraft } from './line-draft';

const alternativeOptions = Array.from({ length: ESTIMATE_ALTERNATIVES_MAX }, (_, index) => ({
  value: String(index + 1),
  label: `案${index + 1}`,
}));
const kindOptions = [
  { value: 'catalog', label: '商品（価格表で計算）' },
  { value: 'special', label: '特別対応（金額を入力）' },
];

export function LineEditor({
  index,
  line,
  products,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  line: LineDraft;
  products: readonly Product[];
  errors: Record<string, string>;
  onChange: (line: LineDraft) => void;
  onRemove: (() => void) | null;
}) {
  const errorOf = (field: string) => errors[`lines.${index}.${field}`];
  const product = products.find((candidate) => String(candidate.id) === line.productId);
  const set = (changes: Partial<LineDraft>) => onChange({ ...line, ...changes });
  const setOption = (group: OptionGroupName, value: string) =>
    set({ options: { ...line.options, [group]: value } });
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid={`line-${index}`}>
      <legend className="px-1 font-bold">明細 {index + 1}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField
          label="案"
          options={alternativeOptions}
          value={line.alternative}
          error={errorOf('alternative')}
          onChange={(event) => set({ alternative: event.target.value })}
        />
        <SelectField
          label="種類"
          options={kindOptions}
          value={line.kind}
          onChange={(event) => set({ kind: event.target.value === 'special' ? 'special' : 'catalog' })}
        />
      </div>
      {line.kind === 'catalog' ? (
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            label="商品"
            placeholder="選択してください"
            options={products.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
            value={line.productId}
            error={errorOf('productId')}
            onChange={(event) =>
              onChange(
                withProduct(
                  line,
                  products.find((p) => String(p.id) === event.target.value),
                ),
              )
            }
          />
          {product && isShapedProductType(product.productType) ? (
            <SelectField
              label="形"
              options={product.setting.shapes.map((shape) => ({
                value: String(shape.id),
                label: shape.name,
              }))}
              value={line.shapeId}
              error={errorOf('shapeId')}
              onChange={(event) => set({ shapeId: event.target.value })}
            />
          ) : (
            <>
              <TextField
                label="幅"
                inputMode="numeric"
                suffix="mm"
                value={line.sizeX}
                error={errorOf('sizeX')}
                onChange={(event) => set({ sizeX: event.target.value })}
              />
              <TextField
                label="高さ"
                inputMode="numeric"
                suffix="mm"
                value={line.sizeY}
                error={errorOf('sizeY')}
                onChange={(event) => set({ sizeY: event.target.value })}
              />
            </>
          )}
          <TextField
            label="数量"
            inputMode="numeric"
            suffix="枚"
            hint="価格表にある数量"
            value={line.num}
            error={errorOf('num')}
            onChange={(event) => set({ num: event.target.value })}
          />
          <SelectField
            label="納期"
            placeholder="選択してください"
            options={(product?.setting.deliveryDates ?? []).map((date) => ({
              value: String(date.days),
              label: `${date.days}営業日`,
            }))}
            value={line.deliveryDays}
            error={errorOf('deliveryDays')}
            onChange={(event) => set({ deliveryDays: event.target.value })}
          />
          {product
            ? optionGroupNames.map((group) => {
                const offered = product.setting.options[group];
                if (!offered) return null;
                return (
                  <SelectField
                    key={group}
                    label={offered.label ?? optionGroupLabels[group]}
                    {...(offered.required ? {} : { placeholder: 'なし' })}
                    options={offered.choices.map((choice) => ({
                      value: String(choice.id),
                      label: choice.name,
                    }))}
                    value={line.options[group] ?? ''}
                    error={errorOf(`options.${group}`)}
                    onChange={(event) => setOption(group, event.target.value)}
                  />
                );
              })
            : null}
        </div>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          <TextField
            label="品名"
            required
            value={line.name}
            error={errorOf('name')}
            onChange={(event) => set({ name: event.target.value })}
          />
          <TextField
            label="仕様"
            value={line.specification}
            error={errorOf('specification')}
            onChange={(event) => set({ specification: event.target.value })}
          />
          <TextField
            label="数量"
            inputMode="numeric"
            suffix="枚"
            value={line.num}
            error={errorOf('num')}
            onChange={(event) => set({ num: event.target.value })}
          />
          <TextField
            label="金額（税込）"
            required
            inputMode="numeric"
            suffix="円"
            value={line.amountWithTax}
            error={errorOf('amountWithTax')}
            onChange={(event) => set({ amountWithTax: event.target.value })}
          />
        </div>
      )}
      {onRemove ? (
        <Button variant="ghost" onClick={onRemove}>
          明細 {index + 1} を削除
        </Button>
      ) : null}
    </fieldset>
  );
}
