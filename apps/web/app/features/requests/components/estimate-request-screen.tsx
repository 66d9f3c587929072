import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { PageContainer, PageHeader } from '../../../ui/page';
import { requestStepOf } from '../request-step';
import { useScrollTopOnStep } from '../use-scroll-top-on-step';
import { EstimateRequestConfirm } from './estimate-request-confirm';
import { EstimateRequestForm } from './estimate-request-form';
import { RequestSteps } from './request-parts';

/** /request-estimate and its wildcard sub-paths: the input step, or /request-estimate/confirm. */
export function EstimateRequestScreen({ materials }: { materials: readonly string[] | undefined }) {
  const { pathname } = useLocation();
  const step = requestStepOf(pathname, paths.requestEstimate.href());
  useScrollTopOnStep(step);
  return (
    <PageContainer>
      <PageHeader
        title="お見積りのご依頼"
        lead={
          step === 'input'
            ? '特殊な加工や大量のご注文、仕様がお決まりでない場合もお気軽にご相談ください。担当者が原則2営業日以内にメールでお見積りをお送りします。'
            : undefined
        }
      />
      <RequestSteps current={step === 'input' ? 0 : 1} />
      {step === 'confirm' ? (
        <EstimateRequestConfirm />
      ) : materials === undefined ? (
        // The form waits for the materials, so a kept answer finds its option in the select.
        <LoadingPlaceholder label="読み込んでいます" className="h-96 rounded-xl" />
      ) : (
        <EstimateRequestForm materials={materials} />
      )}
    </PageContainer>
  );
}
