import { useOutletContext } from 'react-router';
import type { StaffSessionAnswer } from '@shop/domain/staff';

/** The logged-in staff member, inside the staff layout. */
export function useStaff(): StaffSessionAnswer {
  return useOutletContext<StaffSessionAnswer>();
}
