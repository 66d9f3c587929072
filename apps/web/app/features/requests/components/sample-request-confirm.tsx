// The confirmation step of /request-sample: what will be sent, then the call. While it runs the
// button is disabled (requesting); success goes to the done page; failure keeps everything and
// says why (requestError), sending the customer back to the fields the server refused, if any.
import { formatPostalCode } from '@shop/domain/format';
import { noticeMessages } from '@shop/domain/messages';
import { prefectureLabel } from '@shop/domain/prefectures';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useKeptDraft } from '../../../lib/session-draft';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/form/button';
import { errorMessageOf } from '../../../ui/form/server-errors';
import { sendSampleRequest } from '../api/send-sample-request';
import { requestStepHref } from '../request-step';
import { useSampleRequestStore } from '../sample-store';
import { ConfirmList, RequestErrorAlert } from './request-parts';
import type { SampleChoice } from './sample-request-form';

const inputHref = () => requestStepHref(paths.requestSample.href(), 'input');

export function SampleRequestConfirm({ samples }: { samples: readonly SampleChoice[] | undefined }) {
  const navigate = useNavigate();
  const { draft, requesting, requestError, requestStarted, requestSucceeded, requestFailed } =
    useSampleRequestStore();

  // Opened directly (a bookmark, a reload): nothing to confirm yet.
  // Checked once: after a successful send the draft is cleared on the way to the done page.
  // The kept draft (a reload, decision 0662) is read first.
  const ready = useKeptDraft(useSampleRequestStore);
  const checked = useRef(false);
  useEffect(() => {
    if (!ready || checked.current) return;
    checked.current = true;
    if (useSampleRequestStore.getState().draft === null) void navigate(inputHref(), { replace: true });
  }, [ready, navigate]);
  if (draft === null) return null;
  const form = draft.form;

  const sampleNames = form.sampleList.map(
    (id) => samples?.find((sample) => sample.id === id)?.name ?? `商品番号 ${id}`,
  );

  const send = async () => {
    requestStarted();
    try {
      await sendSampleRequest(form);
      requestSucceeded();
      void navigate(paths.requestSampleDone.href());
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : {};
      requestFailed(errorMessageOf(error, noticeMessages.serverError), fieldErrors);
      if (Object.keys(fieldErrors).length > 0) void navigate(inputHref());
      else window.scrollTo({ top: 0 });
    }
  };

  return (
    <div className="space-y-6">
      <RequestErrorAlert message={requestError} />
      <p className="leading-relaxed text-slate-800">
        以下の内容でお申し込みいたします。よろしければ「この内容で申し込む」を押してください。
      </p>
      <section className="rounded-xl border border-slate-200 bg-white px-5 py-2 shadow-sm">
        <ConfirmList
          rows={[
            [
              'ご希望のサンプル',
              <ul key="samples" className="list-disc pl-5">
                {sampleNames.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>,
            ],
            ['会社名・団体名', form.organization],
            ['お名前', form.name],
            ['フリガナ', form.kana],
            ['郵便番号', formatPostalCode(form.postalCode, { mark: true })],
            [
              '住所',
              `${prefectureLabel(form.addressLevel1)}${form.addressLevel2}${form.addressLine1}${form.addressLine2 ? `\n${form.addressLine2}` : ''}`,
            ],
            ['電話番号', form.tel],
            ['メールアドレス', form.email],
          ]}
        />
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" disabled={requesting} onClick={() => void navigate(inputHref())}>
          入力内容を修正する
        </Button>
        <Button pending={requesting} onClick={() => void send()}>
          この内容で申し込む
        </Button>
      </div>
    </div>
  );
}
