export { addCalendarDays, daysBetween, daysInMonth, isoDateSchema, type IsoDate } from './calendar-date';
export { addHours, dateOfInstant, instantSchema, type Instant } from './instant';
export { addPeriods, anchoredDateIn, periodKeyOf, periodKeySchema, type PeriodKey } from './period-key';
export {
  addMonths,
  BILLING_INTERVAL,
  BILLING_PERIOD,
  FIRST_RENEWAL_AFTER_DAYS,
  firstAnchoredDateFrom,
  firstRenewalDate,
} from './renewal-date';
