export { CANCEL_REFUNDS, cancelRefundsFor, type CancelRefund } from './cancel-refunds.ts';
export {
  ORDER_SEARCH_DEFAULT_PAGE_SIZE,
  ORDER_SEARCH_PAGE_SIZES,
  orderSearchSchema,
  pageCount,
  searchTerm,
  type OrderSearch,
  type OrderSearchInput,
  type SearchTerm,
} from './order-search.ts';
export {
  MAX_ORDERS_PER_MOVE,
  isStaffMove,
  moveNeedsMemo,
  planStaffMove,
  staffMoveMail,
  staffMoveSchema,
  staffMoveLabel,
  staffMoveTargets,
  staffStatusLabel,
  type MoveCandidate,
  type StaffMove,
  type StaffMoveInput,
  type StaffMoveMail,
} from './staff-moves.ts';
export {
  AWAITING_SHIPMENT,
  TODAY_ITEMS,
  isToShipBy,
  newOrdersSince,
  workDay,
  type TodayCounts,
} from './today.ts';
