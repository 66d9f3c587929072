// POST /api/v2/request-estimate (spec point 7): multipart with `json` (the form, deliveryTo
// converted from the prefecture code to its name) and the files `sample1` and `sample2`.
import type { EstimateRequest } from '@shop/domain/forms';
import { prefectureLabel } from '@shop/domain/prefectures';
import { apiClient } from '../../../lib/api-client';
import { toReceipt, type RequestReceipt } from './receipt';

export const SAMPLE_FILE_FIELDS = ['sample1', 'sample2'] as const;
export type SampleFileField = (typeof SAMPLE_FILE_FIELDS)[number];
export type SampleFiles = Partial<Record<SampleFileField, File>>;

/** The form as the json part carries it: every field, deliveryTo as 東京都 (decision 0441). */
export function estimateJson(form: EstimateRequest) {
  return { ...form, deliveryTo: prefectureLabel(form.deliveryTo) };
}

export function estimateFormData(form: EstimateRequest, files: SampleFiles): FormData {
  const body = new FormData();
  body.append('json', JSON.stringify(estimateJson(form)));
  for (const field of SAMPLE_FILE_FIELDS) {
    const file = files[field];
    if (file) body.append(field, file, file.name);
  }
  return body;
}

export async function sendEstimateRequest(
  form: EstimateRequest,
  files: SampleFiles,
): Promise<RequestReceipt> {
  return toReceipt(await apiClient.post('/request-estimate', estimateFormData(form, files)));
}
