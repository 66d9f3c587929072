// Staff's answer to an estimate request (decision 0752): a title, validity and notes, and lines in
// 案; "金額を計算" shows what the shop's pricing makes of them before the answer is sent.
import { useState } from 'react';
import { ESTIMATE_LINES_MAX, ESTIMATE_VALID_DAYS_DEFAULT } from '@shop/domain/estimate-answers';
import { formatYen } from '@shop/domain/format';
import { isApiError } from '~/lib/api-error';
import { Button } from '~/ui/form/button';
import { FormAlert } from '~/ui/form/form-alert';
import { errorMessageOf } from '~/ui/form/server-errors';
import { TextArea } from '~/ui/form/text-area';
import { TextField } from '~/ui/form/text-field';
import { showToast } from '~/ui/toast-store';
import { useAnswerRequest, useCatalogue, usePriceLines } from './estimate-queries';
import { LineEditor } from './line-editor';
import { emptyLine, lineOf, type LineDraft } from './line-draft';

export function AnswerForm({ requestId, initialTitle }: { requestId: number; initialTitle: string }) {
  const catalogue = useCatalogue();
  const price = usePriceLines();
  const answer = useAnswerRequest(requestId);
  const [title, setTitle] = useState(initialTitle);
  const [validDays, setValidDays] = useState(String(ESTIMATE_VALID_DAYS_DEFAULT));
  const [notes, setNotes] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine()]);
  const failure = answer.error ?? price.error;
  const errors = isApiError(failure) ? failure.errors : {};
  const products = catalogue.data ?? [];

  const change = (index: number, line: LineDraft) => {
    price.reset();
    setLines((current) => current.map((old, at) => (at === index ? line : old)));
  };
  const payloadLines = () => lines.map(lineOf);
  const send = () =>
    answer.mutate(
      { title, validDays: Number(validDays.normalize('NFKC')), notes, lines: payloadLines() },
      {
        onSuccess: (sent) =>
          showToast(
            sent.mailed
              ? `回答をお送りしました（見積番号 ${sent.estimateNumber}）`
              : `回答を保存しました（見積番号 ${sent.estimateNumber}）`,
            'success',
          ),
      },
    );

  return (
    <form
      aria-label="見積の回答"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {catalogue.isError ? (
        <FormAlert message={errorMessageOf(catalogue.error, '商品の一覧を読み込めませんでした')} />
      ) : null}
      <div className="grid gap-3 md:grid-cols-3">
        <TextField
          label="件名"
          required
          value={title}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          label="有効期間"
          inputMode="numeric"
          suffix="日"
          value={validDays}
          error={errors.validDays}
          onChange={(event) => setValidDays(event.target.value)}
        />
      </div>
      <p className="text-sm text-slate-700">
        同じ案の明細は合計してひとつの案になります。案を分けると、お客様はどれか一つを選んでご注文いただけます。
      </p>
      {lines.map((line, index) => (
        <LineEditor
          key={line.key}
          index={index}
          line={line}
          products={products}
          errors={errors}
          onChange={(next) => change(index, next)}
          onRemove={
            lines.length > 1
              ? () => {
                  price.reset();
                  setLines((current) => current.filter((_, at) => at !== index));
                }
              : null
          }
        />
      ))}
      {errors.lines ? <p className="text-sm text-red-800">{errors.lines}</p> : null}
      <Button
        variant="secondary"
        disabled={lines.length >= ESTIMATE_LINES_MAX}
        onClick={() => {
          price.reset();
          setLines((current) => [...current, emptyLine(current.at(-1)?.alternative ?? '1')]);
        }}
      >
        明細を追加
      </Button>
      <TextArea
        label="備考（御見積書とメールに載ります）"
        rows={3}
        value={notes}
        error={errors.notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormAlert
        message={
          answer.isError
            ? errorMessageOf(answer.error, '回答を送れませんでした')
            : price.isError
              ? errorMessageOf(price.error, '金額を計算できませんでした')
              : null
        }
      />
      {price.data ? (
        <section aria-labelledby="priced" className="rounded-lg bg-slate-50 p-4">
          <h3 id="priced" className="font-bold">
            計算した金額（税込）
          </h3>
          <ul className="mt-2 space-y-2 text-sm" data-testid="priced-children">
            {price.data.children.map((child) => (
              <li key={child.no}>
                <span className="font-bold">
                  案{child.no}：{formatYen(child.amountWithTax)}
                </span>
                <ul className="ml-4 list-disc">
                  {price.data.lines
                    .filter((line) => line.alternative === child.no)
                    .map((line, at) => (
                      <li key={`${child.no}-${at}`}>
                        {line.name}
                        {line.specification ? `（${line.specification}）` : ''}{' '}
                        {formatYen(line.amountWithTax)}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          pending={price.isPending}
          pendingLabel="計算中…"
          onClick={() => price.mutate(payloadLines())}
        >
          金額を計算
        </Button>
        <Button type="submit" pending={answer.isPending}>
          お客様に回答を送る
        </Button>
      </div>
    </form>
  );
}
