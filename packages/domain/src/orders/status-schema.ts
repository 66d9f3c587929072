// The statuses as zod schemas, apart from status.ts so that the pages that only show a status
// load no schema (decision 0560).
import { z } from 'zod/mini';
import { formMessages } from '../messages/index.ts';
import { ORDER_STATUSES, SAMPLE_IMAGE_STATUSES } from './status.ts';

export const orderStatusSchema = z.literal(ORDER_STATUSES, { error: formMessages.invalid });

export const sampleImageStatusSchema = z.literal(SAMPLE_IMAGE_STATUSES, { error: formMessages.invalid });
