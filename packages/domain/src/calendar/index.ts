export {
  addDays,
  dayFromEpochSeconds,
  formatJapaneseDay,
  isCalendarDay,
  tokyoDate,
  tokyoHour,
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
  arrivalWindow,
  formatArrivalWindow,
  type ArrivalWindow,
} from './arrival.ts';
