export {
  addDays,
  dayFromEpochSeconds,
  formatJapaneseDay,
  isCalendarDay,
  tokyoDate,
  tokyoHour,
  tokyoInstant,
  weekday,
  type CalendarDay,
} from './day.ts';
export {
  addBusinessDays,
  isBusinessDay,
  nextBusinessDay,
  type Holiday,
  type HolidaySet,
} from './business-days.ts';
export {
  deliveryDateOptions,
  formatShippingDate,
  orderAcceptedDay,
  orderCutoffHour,
  shippingDate,
  shippingDates,
  shippingLabel,
  type ShippingDateEntry,
} from './shipping.ts';
export {
  ARRIVAL_DAYS_AFTER_SHIPPING,
  arrivalDay,
  arrivalWindow,
  formatArrival,
  formatArrivalDay,
  formatArrivalWindow,
  remoteIslandsNote,
  type ArrivalWindow,
} from './arrival.ts';
export {
  destinationPrefectureOf,
  isDestinationPrefecture,
  leadTimeByPrefecture,
  type DestinationPrefecture,
  type PrefectureLeadTime,
} from './lead-days.ts';
export { formatCutoffCountdown, nextOrderCutoff, type OrderCutoff } from './cutoff.ts';
