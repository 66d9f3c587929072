import type { MemberContact } from '@shop/domain/members';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { whenIdle } from '../../../lib/when-idle';
import { LoadingPlaceholder } from '../../../ui/loading-placeholder';
import { PageContainer, PageHeader } from '../../../ui/page';
import { requestStepOf } from '../request-step';
import { useScrollTopOnStep } from '../use-scroll-top-on-step';
import { RequestSteps } from './request-parts';
import { SampleRequestForm, type SampleChoice } from './sample-request-form';

// The confirmation step loads apart from the input step's first view, when the browser is idle
// (decision 0563); a failed load reaches the route's error boundary, as a route's own code does
// (decision 0503).
const confirmStep = lazyWithPreload(() =>
  import('./sample-request-confirm').then((module) => module.SampleRequestConfirm),
);

/** /request-sample and its wildcard sub-paths: the input step, or /request-sample/confirm. */
export function SampleRequestScreen({
  samples,
  member,
}: {
  samples: readonly SampleChoice[] | undefined;
  /** The logged-in member (their details fill the form); null for visitors. */
  member: MemberContact | null;
}) {
  const { pathname } = useLocation();
  const step = requestStepOf(pathname, paths.requestSample.href());
  useScrollTopOnStep(step);
  useEffect(() => whenIdle(confirmStep.preload), []);
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
        <SampleRequestForm samples={samples} member={member} />
      ) : (
        <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="h-96 rounded-xl" />}>
          <confirmStep.Component samples={samples} />
        </Suspense>
      )}
    </PageContainer>
  );
}
