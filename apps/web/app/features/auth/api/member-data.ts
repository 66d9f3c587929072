// What must not outlive a member's session on a shared phone: every cached answer except the
// public catalogue data the shop loads at start (spec point 7).
import type { QueryClient } from '@tanstack/react-query';

const PUBLIC_QUERY_KEYS: readonly unknown[] = ['products', 'holidays', 'shipping-dates', 'info', 'calcprice'];

export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_KEYS.includes(query.queryKey[0]) });
}
