import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { PageContainer, PageHeader } from '../../../ui/page';
import { requestStepOf } from '../request-step';
import { useScrollTopOnStep } from '../use-scroll-top-on-step';
import { RequestSteps } from './request-parts';
import { SampleRequestConfirm } from './sample-request-confirm';
import { SampleRequestForm, type SampleChoice } from './sample-request-form';

/** /request-sample and its wildcard sub-paths: the input step, or /request-sample/confirm. */
export function SampleRequestScreen({ samples }: { samples: readonly SampleChoice[] | undefined }) {
  const { pathname } = useLocation();
  const step = requestStepOf(pathname, paths.requestSample.href());
  useScrollTopOnStep(step);
  return (
    <PageContainer>
      <PageHeader
        title="無料サンプルのお申し込み"
        lead={
          step === 'input'
            ? '素材の手触りや印刷の仕上がりを、お手元でお確かめいただけます。送料を含めて無料です。'
            : undefined
        }
      />
      <RequestSteps current={step === 'input' ? 0 : 1} />
      {step === 'input' ? (
        <SampleRequestForm samples={samples} />
      ) : (
        <SampleRequestConfirm samples={samples} />
      )}
    </PageContainer>
  );
}
