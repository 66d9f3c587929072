// My page's proof calls (issue 20; decision 0750): the versions of an order's proof, the image of
// one (fetched with the bearer token, so as a blob), and the customer's answer.
import { orderProofsSchema, type OrderProofs } from '@shop/domain/proofs';
import { queryOptions } from '@tanstack/react-query';
import { parseAnswer } from '../../../lib/api-answer';
import { API_BASE, apiClient } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/storage';

const base = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/proofs`;

export const proofsQueryOptions = (orderId: string) =>
  queryOptions({
    // Under 'mypage', so every My page change (upload, cancel) reloads it with the lists.
    queryKey: ['mypage', 'proofs', orderId] as const,
    queryFn: async ({ signal }) =>
      parseAnswer(orderProofsSchema, await apiClient.get(base(orderId), { signal })),
  });

export async function approveProof(orderId: string, version: number): Promise<OrderProofs> {
  return parseAnswer(orderProofsSchema, await apiClient.post(`${base(orderId)}/${version}/approval`));
}

export async function requestProofChange(
  orderId: string,
  version: number,
  message: string,
): Promise<OrderProofs> {
  return parseAnswer(
    orderProofsSchema,
    await apiClient.post(`${base(orderId)}/${version}/change-request`, { message }),
  );
}

/** An object URL of the proof image; the caller revokes it. */
export async function fetchProofImage(orderId: string, version: number): Promise<string> {
  const headers = new Headers();
  const token = tokenStorage.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${base(orderId)}/${version}/image`, { headers });
  if (!response.ok) throw new Error(String(response.status));
  return URL.createObjectURL(await response.blob());
}
