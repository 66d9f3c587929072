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

// The confirmation step loads apart from the input step's first view, when the browser is idle
// (decision 0563); a failed load reaches the route's error boundary, as a route's own code does
// (decision 0503).
const confirmStep = lazyWithPreload(() =>
  import('./estimate-request-confirm').then((module) => module.EstimateRequestConfirm),
);

// The form (react-hook-form and twenty fields) cannot show before the materials have loaded; its
// code loads beside them from the first render rather than with the page (decision 0564).
const estimateForm = lazyWithPreload(() =>
  import('./estimate-request-form').then((module) => module.EstimateRequestForm),
);

/** /request-estimate and its wildcard sub-paths: the input step, or /request-estimate/confirm. */
export function EstimateRequestScreen({
  materials,
  member,
}: {
  materials: readonly string[] | undefined;
  /** The logged-in member (their details fill the form); null for visitors. */
  member: MemberContact | null;
}) {
  const { pathname } = useLocation();
  const step = requestStepOf(pathname, paths.requestEstimate.href());
  useScrollTopOnStep(step);
  useEffect(() => {
    if (step === 'input') estimateForm.preload();
  }, [step]);
  useEffect(() => whenIdle(confirmStep.preload), []);
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
        <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="h-96 rounded-xl" />}>
          <confirmStep.Component />
        </Suspense>
      ) : materials === undefined ? (
        // The form waits for the materials, so a kept answer finds its option in the select.
        <LoadingPlaceholder label="読み込んでいます" className="h-96 rounded-xl" />
      ) : (
        <Suspense fallback={<LoadingPlaceholder label="読み込んでいます" className="h-96 rounded-xl" />}>
          <estimateForm.Component materials={materials} member={member} />
        </Suspense>
      )}
    </PageContainer>
  );
}
