import type { EstimateRequest, EstimateRequestInput } from '@shop/domain/forms';
import type { SampleFiles } from './api/send-estimate-request';
import type { FormValuesOf } from '../../ui/form/schema-resolver';
import { createRequestStore } from '../../lib/draft-request-store';

export type EstimateRequestValues = FormValuesOf<EstimateRequestInput>;

/** What the confirmation shows and the call sends: the checked form and the chosen files. */
export interface EstimateDraftForm {
  request: EstimateRequest;
  files: SampleFiles;
}

/** The estimate request: its draft (files included), requesting flag and requestError (spec point 4). */
export const useEstimateRequestStore = createRequestStore<EstimateRequestValues, EstimateDraftForm>(
  'estimate',
  // A chosen file cannot be stored: after a reload the draft is kept without it (decision 0662).
  (draft) => ({ ...draft, form: { ...draft.form, files: {} } }),
);
