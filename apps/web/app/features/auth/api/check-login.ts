// GET /api/v2/check-login (spec point 7): 200 while the stored token is valid, 401 when it is not.
import { apiClient } from '../../../lib/api-client';

export async function checkLogin(signal?: AbortSignal): Promise<void> {
  await apiClient.get('/check-login', { signal });
}
