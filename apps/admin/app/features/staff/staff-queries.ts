import { useQuery } from '@tanstack/react-query';
import { staffListAnswerSchema } from '@shop/domain/staff';
import { adminRequest } from '@admin/lib/admin-api';

export const staffListKey = ['admin', 'staff'] as const;

export function useStaffList() {
  return useQuery({
    queryKey: staffListKey,
    queryFn: () => adminRequest('GET', '/staff', staffListAnswerSchema),
    staleTime: 0,
  });
}
