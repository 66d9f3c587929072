import type { SampleRequest, SampleRequestInput } from '@shop/domain/forms';
import type { FormValuesOf } from '../../ui/form/schema-resolver';
import { createRequestStore } from '../../lib/draft-request-store';

export type SampleRequestValues = FormValuesOf<SampleRequestInput>;

/** The sample request: its draft, requesting flag and requestError (spec point 4). */
export const useSampleRequestStore = createRequestStore<SampleRequestValues, SampleRequest>('sample');
