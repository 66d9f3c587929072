// GET /api/v2/purchases/{id}/challenge (issue 16 point 2): the open 3-D Secure challenge of a card
// purchase, to post to the issuer again; 409 with the reason once answered or past 30 minutes.
import { resumableChallengeSchema, type ResumableChallenge } from '@shop/domain/answers';
import { parseAnswer } from '../../../lib/api-answer';
import { apiClient } from '../../../lib/api-client';

export async function resumeChallenge(purchaseId: string): Promise<ResumableChallenge> {
  return parseAnswer(
    resumableChallengeSchema,
    await apiClient.get(`/purchases/${encodeURIComponent(purchaseId)}/challenge`),
  );
}
