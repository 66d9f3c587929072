// The inbox calls (decision 0760), keyed under ['admin', 'inbox'] so a change reloads the lists,
// the message and Today's counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inboxListAnswerSchema,
  inboxMessageSchema,
  type InboxChange,
  type InboxKind,
  type InboxReplyInput,
  type InboxState,
} from '@shop/domain/inbox';
import { adminRequest } from '@admin/lib/admin-api';
import { ordersKey } from '@admin/features/orders/order-queries';

export const inboxKey = ['admin', 'inbox'] as const;

export function useInboxList(kind: InboxKind, state: InboxState) {
  return useQuery({
    queryKey: [...inboxKey, kind, 'list', state],
    queryFn: () => adminRequest('GET', `/inbox/${kind}?state=${state}`, inboxListAnswerSchema),
    staleTime: 0,
  });
}

export function useInboxMessage(kind: InboxKind, id: number) {
  return useQuery({
    queryKey: [...inboxKey, kind, 'message', id],
    queryFn: () => adminRequest('GET', `/inbox/${kind}/${id}`, inboxMessageSchema),
    staleTime: 0,
  });
}

function useRefreshAfterChange(kind: InboxKind, id: number) {
  const queryClient = useQueryClient();
  return (message: unknown) => {
    queryClient.setQueryData([...inboxKey, kind, 'message', id], message);
    void queryClient.invalidateQueries({ queryKey: [...inboxKey, kind, 'list'] });
    // Today's tiles count the open messages.
    void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'today'] });
  };
}

export function useInboxReply(kind: InboxKind, id: number) {
  const refresh = useRefreshAfterChange(kind, id);
  return useMutation({
    mutationFn: (reply: InboxReplyInput) =>
      adminRequest('POST', `/inbox/${kind}/${id}/reply`, inboxMessageSchema, reply),
    onSuccess: refresh,
  });
}

export function useInboxChange(kind: InboxKind, id: number) {
  const refresh = useRefreshAfterChange(kind, id);
  return useMutation({
    mutationFn: (change: InboxChange) =>
      adminRequest('PATCH', `/inbox/${kind}/${id}`, inboxMessageSchema, change),
    onSuccess: refresh,
  });
}
