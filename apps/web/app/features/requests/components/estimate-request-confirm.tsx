// The confirmation step of /request-estimate: every answer, the files, then the call (multipart).
// While it runs the button is disabled (requesting); success goes to the done page; failure keeps
// every answer and file and says why (requestError), going back to the fields the server refused.
import { NO_ESTIMATE_FILES, estimateHurryLabel, estimateSizeLabel } from '@shop/domain/forms';
import { noticeMessages } from '@shop/domain/messages';
import { prefectureLabel } from '@shop/domain/prefectures';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useKeptDraft } from '../../../lib/session-draft';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { SAMPLE_FILE_FIELDS, sendEstimateRequest } from '../api/send-estimate-request';
import { useEstimateRequestStore } from '../estimate-store';
import { requestStepHref } from '../request-step';
import { ConfirmList, RequestErrorAlert } from './request-parts';
import { fileSizeLabel } from '../../../ui/form/file-picker';

const inputHref = () => requestStepHref(paths.requestEstimate.href(), 'input');

const withDetail = (choice: string, detail: string) => (detail === '' ? choice : `${choice}（${detail}）`);
const quantity = (num: string) => (num === '' ? '' : `${Number(num).toLocaleString('ja-JP')}枚`);

export function EstimateRequestConfirm() {
  const navigate = useNavigate();
  const { draft, requesting, requestError, requestStarted, requestSucceeded, requestFailed } =
    useEstimateRequestStore();

  // Checked once: after a successful send the draft is cleared on the way to the done page.
  // The kept draft (a reload, decision 0662) is read first.
  const ready = useKeptDraft(useEstimateRequestStore);
  const checked = useRef(false);
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    if (useEstimateRequestStore.getState().draft === null) void navigate(inputHref(), { replace: true });
  }, [ready, navigate]);
  if (draft === null) return null;
  const { request: form, files } = draft.form;
  const chosenFiles = SAMPLE_FILE_FIELDS.flatMap((field) => {
    const file = files[field];
    return file ? [file] : [];
  });

  const send = async () => {
    requestStarted();
    try {
      await sendEstimateRequest(form, files);
      requestSucceeded();
      void navigate(paths.requestEstimateDone.href());
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : {};
      requestFailed(errorMessageOf(error, noticeMessages.serverError), fieldErrors);
      if (Object.keys(fieldErrors).length > 0) void navigate(inputHref());
      else window.scrollTo({ top: 0 });
    }
  };

  const section = (title: string, rows: readonly (readonly [string, string])[]) => (
    <section className="rounded-xl border border-slate-200 bg-white px-5 pt-4 pb-2 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <ConfirmList rows={rows} />
    </section>
  );

  return (
    <div className="space-y-6">
      <RequestErrorAlert message={requestError} />
      <p className="leading-relaxed text-slate-800">
        以下の内容でお見積りをご依頼いたします。よろしければ「この内容で依頼する」を押してください。
      </p>
      {section('ご希望の仕様', [
        ['用途', form.purpose],
        ['粘着の強さ', form.adhesive],
        ['貼る場所', withDetail(form.placement, form.placementEtc)],
        ['素材', form.material],
        ['サイズ', estimateSizeLabel(form.sizeX, form.sizeY)],
        ['形状', form.shape],
        ['白インク', form.whiteInk],
        ['印刷色', form.color],
        ['特色', withDetail(form.tokusyoku, form.tokusyokuText)],
        ['ラミネート', form.lamination],
        ['特殊加工', form.specialProcessing],
      ])}
      {section('数量', [
        ['数量1', quantity(form.num0)],
        ['数量2', quantity(form.num1)],
        ['数量3', quantity(form.num2)],
      ])}
      {section('納品・梱包', [
        ['納品形態', form.deliveryForm],
        ...(form.rollRoll || form.rollPlacement || form.rollSize
          ? ([
              ['ロールの巻き', form.rollRoll],
              ['ロールの巻き方向', form.rollPlacement],
              ['紙管の内径・ロールの外径', form.rollSize],
            ] as const)
          : []),
        ['梱包', form.packaging],
        ['データの入稿方法', form.submission],
        ['納品先（都道府県）', prefectureLabel(form.deliveryTo)],
        ['お急ぎ', estimateHurryLabel(form.isHurry)],
      ])}
      {section('参考ファイル', [
        [
          'ファイル',
          chosenFiles.map((file) => `${file.name}（${fileSizeLabel(file.size)}）`).join('\n') ||
            NO_ESTIMATE_FILES,
        ],
      ])}
      {section('その他のご要望', [['ご要望・ご質問', form.etc]])}
      {section('お客様の情報', [
        ['会社名・団体名', form.organization],
        ['お名前', `${form.familyName} ${form.givenName}`],
        ['電話番号', form.tel],
        ['メールアドレス', form.email],
      ])}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" disabled={requesting} onClick={() => void navigate(inputHref())}>
          入力内容を修正する
        </Button>
        <Button
          pending={requesting}
          pendingLabel="送信中…（ファイルがある場合は時間がかかります）"
          onClick={() => void send()}
        >
          この内容で依頼する
        </Button>
      </div>
    </div>
  );
}
