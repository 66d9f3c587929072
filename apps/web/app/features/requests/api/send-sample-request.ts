// POST /api/v2/sample (spec point 7): the sample form. The postal code goes as a number without
// the hyphen (spec point 5); the lookup's candidates stay in the browser (the API looks again).
import type { SampleRequest } from '@shop/domain/forms';
import { apiClient } from '../../../lib/api-client';
import { postalCodeForApi } from '../../../lib/postal-code-for-api';
import { toReceipt, type RequestReceipt } from './receipt';

export function samplePayload(form: SampleRequest) {
  const { receivedPostalData: _candidates, ...fields } = form;
  return { ...fields, postalCode: postalCodeForApi(fields.postalCode) };
}

export async function sendSampleRequest(form: SampleRequest): Promise<RequestReceipt> {
  return toReceipt(await apiClient.post('/sample', samplePayload(form)));
}
